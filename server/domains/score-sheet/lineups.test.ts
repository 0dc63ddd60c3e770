// Line-ups of a game (docs/product.md#score-sheet): candidates, saving and reading back, every eligibility flag,
// the refusals after the finish and on a locked sheet, a changed line-up losing its confirmation.
import { readOutbox, useTestApp } from '../../../test/app';
import { drainNotices } from '../../../test/notices';
import { buildMember, buildMembership, signedInMember } from '../../../test/factories';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';

const t = useTestApp();
let w: ScoreSheetWorld;

beforeAll(async () => {
  w = await buildScoreSheetWorld();
});

type Player = { membership_id: number; jersey_number: string | null; flags: string[] };
const flagsOf = (players: Player[], membershipId: number) => players.find((p) => p.membership_id === membershipId)?.flags;
const entry = (m: { id: number }, jersey: string | null = null, position: string | null = null) => ({
  membership_id: m.id,
  jersey_number: jersey,
  position,
});

describe('GET /api/games/{id}/lineups/{side}/candidates', () => {
  it("lists the current memberships of the team's club in the game's sport with their team, not others", async () => {
    const clubMember = await buildMember({ clubId: w.homeClub.id, sportId: w.sport.id, jerseyNumber: '77' });
    await t.prisma.membership.update({ where: { id: clubMember.membership.id }, data: { positions: ['face_off', 'attack'] } });
    const ended = await buildMember({ clubId: w.homeClub.id, sportId: w.sport.id });
    await t.prisma.membership.update({ where: { id: ended.membership.id }, data: { activeTo: new Date('2021-06-30') } });
    const agent = await signInAs(t, w.homeManager);
    const res = await agent.get(`/api/games/${w.game.id}/lineups/home/candidates`).expect(200);
    const ids = res.body.data.map((c: { membership_id: number }) => c.membership_id);
    expect(ids).toEqual(expect.arrayContaining([clubMember.membership.id, ...w.homePlayers.map((p) => p.membership.id)]));
    expect(ids).not.toContain(ended.membership.id);
    for (const p of w.awayPlayers) expect(ids).not.toContain(p.membership.id);
    expect(res.body.data.find((c: { membership_id: number }) => c.membership_id === clubMember.membership.id)).toEqual({
      membership_id: clubMember.membership.id,
      person_id: clubMember.person.id,
      name: `${clubMember.person.firstname} ${clubMember.person.lastname}`,
      team_name: null,
      jersey_number: '77',
      position: 'face-off',
    });
    expect(
      res.body.data.find((c: { membership_id: number }) => c.membership_id === w.homePlayers[0]!.membership.id).team_name,
    ).toBe(w.home.name);
    expect(res.body.meta.total_results).toBe(res.body.data.length);
  });

  it("refuses the away manager the home side's candidates (403)", async () => {
    const agent = await signInAs(t, w.awayManager);
    const res = await agent.get(`/api/games/${w.game.id}/lineups/home/candidates`).expect(403);
    expect(res.body.error.code).toBe('NotYourLineup');
    await agent.get(`/api/games/${w.game.id}/lineups/away/candidates`).expect(200);
    await agent.get(`/api/games/${w.game.id}/lineups/middle/candidates`).expect(400);
  });
});

describe('PUT /api/games/{id}/lineups/{side}', () => {
  it('saves the line-up for this game and reads it back; the team’s memberships stay as they are', async () => {
    const game = await buildSheetGame(w);
    const [a, b, c] = w.homePlayers;
    const agent = await signInAs(t, w.homeManager);
    const res = await agent
      .put(`/api/games/${game.id}/lineups/home`)
      .send({ players: [entry(c!.membership, '30', 'goalie'), entry(a!.membership, '1'), entry(b!.membership)] })
      .expect(200);
    expect(res.body.data.saved).toBe(true);
    expect(
      res.body.data.players.map((p: Player & { position: string }) => [p.membership_id, p.jersey_number, p.position]),
    ).toEqual([
      [a!.membership.id, '1', null],
      [c!.membership.id, '30', 'goalie'],
      [b!.membership.id, null, null],
    ]);
    const sheet = (await agent.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
    expect(sheet.home).toEqual(res.body.data);
    expect(sheet.away.saved).toBe(false);
    expect((await t.prisma.membership.findUniqueOrThrow({ where: { id: c!.membership.id } })).jerseyNumber).toBe('3');
    const audit = await t.prisma.auditEntry.findFirst({ where: { action: 'game.lineup', entityId: game.id } });
    expect(audit?.data).toEqual({ side: 'home', players: 3, confirmation_removed: false });

    // No players saved: the line-up is the team's current memberships again.
    const empty = await agent.put(`/api/games/${game.id}/lineups/home`).send({ players: [] }).expect(200);
    expect(empty.body.data.saved).toBe(false);
    expect(empty.body.data.players).toHaveLength(6);
  });

  it('flags every kind of ineligibility, and blocks none of them', async () => {
    const game = await buildSheetGame(w);
    const licence = await t.prisma.license.create({
      data: { associationId: w.association.id, sportId: w.sport.id, name: `Spielerpass ${w.tag}`, abbreviation: 'SP' },
    });
    // The association admin names the required licence in the competition's rules (a referee licence is no option).
    const admin = await signInAs(t, w.admin);
    const rules = (licenseId: number | null) => ({
      name: w.league.name,
      kind: 'league',
      default_season_id: w.season.id,
      points_win: 2,
      points_tie: 1,
      points_loss: 0,
      period_count: 4,
      period_seconds: 1200,
      required_license_id: licenseId,
    });
    await admin.put(`/api/competitions/${w.league.id}`).send(rules(w.refereeLicense.id)).expect(404);
    const saved = await admin.put(`/api/competitions/${w.league.id}`).send(rules(licence.id)).expect(200);
    expect(saved.body.data.required_license_id).toBe(licence.id);
    expect(saved.body.data.license_options).toEqual([{ id: licence.id, name: licence.name }]);
    try {
      const [p1, p2, p3, p4, p5, p6] = w.homePlayers;
      // Everyone holds the licence but p6 (expired before game day) and the extra players.
      for (const p of [p1, p2, p3, p4, p5]) {
        await t.prisma.personLicense.create({
          data: { personId: p!.person.id, licenseId: licence.id, level: 1, validFrom: new Date('2020-01-01') },
        });
      }
      await t.prisma.personLicense.create({
        data: {
          personId: p6!.person.id,
          licenseId: licence.id,
          level: 1,
          validFrom: new Date('2020-01-01'),
          validTo: new Date('2021-12-31'),
        },
      });
      // Not a member of the team: in the club without a team; an alumni membership of the team.
      const clubOnly = await buildMember({ clubId: w.homeClub.id, sportId: w.sport.id });
      const alumni = await buildMember({ clubId: w.homeClub.id, sportId: w.sport.id, teamId: w.home.id, isAlumni: true });
      const open = (personId: number, type: 'retire' | 'move', membershipId: number) =>
        t.prisma.process.create({ data: { type, personId, membershipId, associationId: w.association.id } });
      await open(p2!.person.id, 'retire', p2!.membership.id);
      await open(p3!.person.id, 'move', p3!.membership.id);
      // A completed retirement flags nothing.
      await t.prisma.process.create({
        data: { type: 'retire', status: 'completed', personId: p1!.person.id, associationId: w.association.id },
      });

      const agent = await signInAs(t, w.homeManager);
      const res = await agent
        .put(`/api/games/${game.id}/lineups/home`)
        .send({
          players: [
            entry(p1!.membership, '1'),
            entry(p2!.membership, '2'),
            entry(p3!.membership, '3'),
            entry(p4!.membership, '7'),
            entry(p5!.membership, '07'),
            entry(p6!.membership, '6'),
            entry(clubOnly.membership, '20'),
            entry(alumni.membership, '21'),
          ],
        })
        .expect(200);
      const players = res.body.data.players as Player[];
      expect(players).toHaveLength(8);
      expect(flagsOf(players, p1!.membership.id)).toEqual([]);
      expect(flagsOf(players, p2!.membership.id)).toEqual(['retirement_pending']);
      expect(flagsOf(players, p3!.membership.id)).toEqual(['switch_pending']);
      expect(flagsOf(players, p4!.membership.id)).toEqual(['duplicate_jersey']);
      expect(flagsOf(players, p5!.membership.id)).toEqual(['duplicate_jersey']);
      expect(flagsOf(players, p6!.membership.id)).toEqual(['missing_licence']);
      expect(flagsOf(players, clubOnly.membership.id)).toEqual(['not_team_member', 'missing_licence']);
      // The alumni membership is in the team but not current in it as a player: alumni only flags it.
      expect(flagsOf(players, alumni.membership.id)).toEqual(['alumni', 'missing_licence']);

      // The same flags when the sheet is read.
      const sheet = (await agent.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
      expect(sheet.home.players).toEqual(res.body.data.players);
    } finally {
      await t.prisma.competition.update({ where: { id: w.league.id }, data: { requiredLicenseId: null } });
    }
  });

  it('flags a player whose membership in the team has ended', async () => {
    const game = await buildSheetGame(w);
    const left = await buildMember({ clubId: w.awayClub.id, sportId: w.sport.id, teamId: w.away.id, jerseyNumber: '50' });
    await t.prisma.membership.update({ where: { id: left.membership.id }, data: { activeTo: new Date('2022-06-30') } });
    const agent = await signInAs(t, w.awayManager);
    const res = await agent
      .put(`/api/games/${game.id}/lineups/away`)
      .send({ players: [entry(left.membership, '50'), entry(w.awayPlayers[0]!.membership, '11')] })
      .expect(200);
    expect(flagsOf(res.body.data.players, left.membership.id)).toEqual(['not_team_member']);
    expect(flagsOf(res.body.data.players, w.awayPlayers[0]!.membership.id)).toEqual([]);
  });

  it("refuses a member of another club, one on the other side's line-up, a player twice, and bad input", async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.homeManager);
    const foreign = await agent
      .put(`/api/games/${game.id}/lineups/home`)
      .send({ players: [entry(w.awayPlayers[0]!.membership)] })
      .expect(422);
    expect(foreign.body.error.code).toBe('NotALineupCandidate');
    await agent
      .put(`/api/games/${game.id}/lineups/home`)
      .send({ players: [entry(w.homePlayers[0]!.membership), entry(w.homePlayers[0]!.membership)] })
      .expect(400);
    await agent
      .put(`/api/games/${game.id}/lineups/home`)
      .send({ players: [entry(w.homePlayers[0]!.membership, 'x7')] })
      .expect(400);
    await agent
      .put(`/api/games/${game.id}/lineups/home`)
      .send({ players: [{ membership_id: 999999999 }] })
      .expect(422);

    // Two teams of one club: a player on the away line-up cannot also play for home.
    const second = await t.prisma.team.create({ data: { clubId: w.homeClub.id, sportId: w.sport.id, name: `Zweite ${w.tag}` } });
    const derby = await buildSheetGame({ ...w, away: second });
    const admin = await signInAs(t, w.admin);
    const player = w.homePlayers[0]!.membership;
    await admin
      .put(`/api/games/${derby.id}/lineups/away`)
      .send({ players: [entry(player)] })
      .expect(200);
    const twice = await admin
      .put(`/api/games/${derby.id}/lineups/home`)
      .send({ players: [entry(player)] })
      .expect(422);
    expect(twice.body.error.code).toBe('NotALineupCandidate');
  });

  it('refuses each team manager the other side’s line-up (403 NotYourLineup), and a stranger (403)', async () => {
    const away = await signInAs(t, w.awayManager);
    const res = await away.put(`/api/games/${w.game.id}/lineups/home`).send({ players: [] }).expect(403);
    expect(res.body.error.code).toBe('NotYourLineup');
    // The home manager keeps the sheet but not the away side's line-up, confirmed or not.
    const game = await buildSheetGame(w);
    await away.post(`/api/games/${game.id}/lineups/away/confirm`).send({ pin: '2468' }).expect(200);
    const home = await signInAs(t, w.homeManager);
    const changed = await home
      .put(`/api/games/${game.id}/lineups/away`)
      .send({ players: [entry(w.awayPlayers[0]!.membership, '11')] })
      .expect(403);
    expect(changed.body.error.code).toBe('NotYourLineup');
    expect((await home.get(`/api/games/${game.id}/lineups/away/candidates`).expect(403)).body.error.code).toBe('NotYourLineup');
    const sheet = (await home.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
    expect(sheet.rights).toMatchObject({ edit_home_lineup: true, edit_away_lineup: false });
    expect(sheet.away.confirmation).toMatchObject({ role: 'away_manager' });
    expect(await t.prisma.gameLineup.count({ where: { gameId: game.id, teamId: w.away.id } })).toBe(6);
    const { agent } = await signedInMember(t);
    await agent.put(`/api/games/${w.game.id}/lineups/away`).send({ players: [] }).expect(403);
  });

  it('refuses changes after the finish (409 GameFinished) and on a locked sheet (409 SheetLocked)', async () => {
    const finished = await buildSheetGame(w, {
      kickoff: new Date(Date.now() - 3 * 3_600_000),
      startedAt: new Date(Date.now() - 3 * 3_600_000),
      finishedAt: new Date(Date.now() - 3_600_000),
    });
    const agent = await signInAs(t, w.homeManager);
    const body = { players: [entry(w.homePlayers[0]!.membership, '1')] };
    expect((await agent.put(`/api/games/${finished.id}/lineups/home`).send(body).expect(409)).body.error.code).toBe(
      'GameFinished',
    );
    await t.prisma.game.update({ where: { id: finished.id }, data: { lockedAt: new Date() } });
    expect((await agent.put(`/api/games/${finished.id}/lineups/home`).send(body).expect(409)).body.error.code).toBe(
      'SheetLocked',
    );
    expect(await t.prisma.gameLineup.count({ where: { gameId: finished.id } })).toBe(0);
  });

  it("a changed line-up loses its confirmation and the manager's task opens again; saving it unchanged keeps both", async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.homeManager);
    await agent.post(`/api/games/${game.id}/lineups/home/confirm`).send({ pin: '2468' }).expect(200);
    const taskOf = () =>
      t.prisma.gameTask.findUniqueOrThrow({
        where: { gameId_personId_type: { gameId: game.id, personId: w.homeManager.id, type: 'confirm_lineup' } },
      });
    expect((await taskOf()).state).toBe('done');

    const confirmed = (await agent.get(`/api/games/${game.id}/sheet`).expect(200)).body.data.home;
    const same = confirmed.players.map((p: Player & { position: string | null }) => ({
      membership_id: p.membership_id,
      jersey_number: p.jersey_number,
      position: p.position,
    }));
    const unchanged = await agent.put(`/api/games/${game.id}/lineups/home`).send({ players: same }).expect(200);
    expect(unchanged.body.data.confirmation).toMatchObject({ role: 'home_manager', person_id: w.homeManager.id });

    const changed = await agent
      .put(`/api/games/${game.id}/lineups/home`)
      .send({ players: same.slice(1) })
      .expect(200);
    expect(changed.body.data.confirmation).toBeNull();
    expect(await t.prisma.gameSignature.count({ where: { gameId: game.id } })).toBe(0);
    const task = await taskOf();
    expect([task.state, task.doneAt]).toEqual(['open', null]);
    const audit = await t.prisma.auditEntry.findFirst({
      where: { action: 'game.lineup', entityId: game.id },
      orderBy: { id: 'desc' },
    });
    expect(audit?.data).toEqual({ side: 'home', players: 5, confirmation_removed: true });
  });
});

it('keeps a membership of another sport of the club off the line-up (422)', async () => {
  const otherSport = await t.prisma.sport.create({ data: { key: `hockey_${w.tag}`, name: 'Eishockey' } });
  const member = await buildMember({ clubId: w.homeClub.id, sportId: otherSport.id });
  const second = await buildMembership({ personId: member.person.id, clubId: w.homeClub.id, sportId: w.sport.id });
  const agent = await signInAs(t, w.homeManager);
  const game = await buildSheetGame(w);
  await agent
    .put(`/api/games/${game.id}/lineups/home`)
    .send({ players: [entry(member.membership)] })
    .expect(422);
  await agent
    .put(`/api/games/${game.id}/lineups/home`)
    .send({ players: [entry(second)] })
    .expect(200);
});

describe('a confirmed line-up changed by the table', () => {
  it("tells the side's manager by mail and shows the removed confirmation until it is given again", async () => {
    const game = await buildSheetGame(w);
    const manager = await signInAs(t, w.awayManager);
    await manager.post(`/api/games/${game.id}/lineups/away/confirm`).send({ pin: '2468' }).expect(200);
    await t.prisma.person.update({ where: { id: w.awayManager.id }, data: { preferredLanguage: 'nl' } });
    try {
      const referee = await signInAs(t, w.referees[0]!);
      const kept = w.awayPlayers.slice(1).map((p) => entry(p.membership, p.membership.jerseyNumber));
      const res = await referee.put(`/api/games/${game.id}/lineups/away`).send({ players: kept }).expect(200);
      expect(res.body.data.confirmation).toBeNull();
      const sheet = (await manager.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
      expect(sheet.removed_signatures).toEqual([
        expect.objectContaining({ role: 'away_manager', person_id: w.awayManager.id, cause: 'lineup' }),
      ]);
      await drainNotices(t);
      const mails = readOutbox(t.outboxDir).filter((m) => m.to === w.awayManager.email);
      expect(mails).toEqual([expect.objectContaining({ subject: expect.stringContaining('Opstelling') })]);
      expect(mails[0]!.text).toContain(`/sheet/${game.id}`);

      // Confirmed again: the notice is gone.
      await manager.post(`/api/games/${game.id}/lineups/away/confirm`).send({ pin: '2468' }).expect(200);
      expect((await manager.get(`/api/games/${game.id}/sheet`).expect(200)).body.data.removed_signatures).toEqual([]);

      // The manager's own change removes the confirmation too, without a mail to themselves.
      await manager
        .put(`/api/games/${game.id}/lineups/away`)
        .send({ players: kept.slice(1) })
        .expect(200);
      await drainNotices(t);
      expect(readOutbox(t.outboxDir).filter((m) => m.to === w.awayManager.email)).toHaveLength(1);
    } finally {
      await t.prisma.person.update({ where: { id: w.awayManager.id }, data: { preferredLanguage: 'de' } });
    }
  });
});
