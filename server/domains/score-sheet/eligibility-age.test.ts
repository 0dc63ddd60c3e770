// The competition's age class on the line-up (docs/product.md#score-sheet): a player too young or too old for it is
// flagged with a reason of its own (a warning, never a block), besides any other flag.
import { useTestApp } from '../../../test/app';
import { buildMember } from '../../../test/factories';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';

const t = useTestApp();
let w: ScoreSheetWorld;

beforeAll(async () => {
  w = await buildScoreSheetWorld();
});

type Player = { membership_id: number; flags: string[] };
const flagsOf = (players: Player[], membershipId: number) => players.find((p) => p.membership_id === membershipId)?.flags;

/** The competition's rules as its edit form sends them, with an age class. */
const rules = (ageClass: { min_age?: number; max_age?: number }) => ({
  name: w.league.name,
  kind: 'league',
  default_season_id: w.season.id,
  points_win: 2,
  points_tie: 1,
  points_loss: 0,
  period_count: 4,
  period_seconds: 1200,
  ...ageClass,
});

describe('the age class on a line-up', () => {
  it('flags a player too young or too old for the competition’s age class (age on 31 December of the game’s year)', async () => {
    // Game day in 2026: born 2011 is 15 that year, born 2010 is 16, born 1999 is 27.
    const game = await buildSheetGame(w, { kickoff: new Date('2026-09-12T16:00:00Z') });
    const member = (birthdate: string) =>
      buildMember({ clubId: w.homeClub.id, sportId: w.sport.id, teamId: w.home.id, birthdate });
    const u16 = await member('2011-12-31');
    const sixteen = await member('2010-01-01');
    const adult = await member('1999-03-03');
    // In the club but no longer in the team.
    const youngOutsider = await member('2011-06-01');
    await t.prisma.membership.update({ where: { id: youngOutsider.membership.id }, data: { teamId: null } });
    const admin = await signInAs(t, w.admin);
    const manager = await signInAs(t, w.homeManager);
    const lineup = async () =>
      (
        await manager
          .put(`/api/games/${game.id}/lineups/home`)
          .send({
            players: [u16, sixteen, adult, youngOutsider].map((m, i) => ({
              membership_id: m.membership.id,
              jersey_number: String(i + 1),
              position: null,
            })),
          })
          .expect(200)
      ).body.data as { players: Player[]; age_class: string | null };
    try {
      // A men's league from 16 on: the U16 player is too young, the others fit.
      const men = await admin
        .put(`/api/competitions/${w.league.id}`)
        .send(rules({ min_age: 16, max_age: 0 }))
        .expect(200);
      expect(men.body.data).toMatchObject({ min_age: 16, max_age: 0 });
      let answer = await lineup();
      expect(answer.age_class).toBe('16+');
      expect(flagsOf(answer.players, u16.membership.id)).toEqual(['too_young']);
      expect(flagsOf(answer.players, sixteen.membership.id)).toEqual([]);
      expect(flagsOf(answer.players, adult.membership.id)).toEqual([]);
      // Not in the team and too young: both reasons, each its own.
      expect(flagsOf(answer.players, youngOutsider.membership.id)).toEqual(['not_team_member', 'too_young']);

      // A U16 league: the 16-year-old and the adult are too old.
      await admin
        .put(`/api/competitions/${w.league.id}`)
        .send(rules({ min_age: 0, max_age: 15 }))
        .expect(200);
      answer = await lineup();
      expect(answer.age_class).toBe('16-');
      expect(flagsOf(answer.players, u16.membership.id)).toEqual([]);
      expect(flagsOf(answer.players, sixteen.membership.id)).toEqual(['too_old']);
      expect(flagsOf(answer.players, adult.membership.id)).toEqual(['too_old']);

      // The sheet reads the same flags; without an age class nobody is flagged for age.
      const sheet = (await manager.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
      expect(sheet.home.players).toEqual(answer.players);
      await admin
        .put(`/api/competitions/${w.league.id}`)
        .send(rules({ min_age: 0, max_age: 0 }))
        .expect(200);
      answer = await lineup();
      expect(answer.age_class).toBeNull();
      expect(answer.players.flatMap((p) => p.flags)).toEqual(['not_team_member']);
      // Out-of-range bounds are refused.
      await admin
        .put(`/api/competitions/${w.league.id}`)
        .send(rules({ min_age: -1 }))
        .expect(400);
    } finally {
      await t.prisma.competition.update({ where: { id: w.league.id }, data: { minAge: 0, maxAge: 0 } });
    }
  });
});
