// A finished game counts at once (docs/product.md#score-sheet): the game is kept through the score sheet's API (start,
// goals, a foul, finish); the standings, points, fouls, the team's roster, the scorer's personal statistics and both
// calendar feeds were read (and cached) while it was live, and the next read after the finish shows the result.
import crypto from 'node:crypto';
import type { Response } from 'supertest';
import { useTestApp } from '../app';
import { ADMIN_PASSWORD, signIn } from '../factories';
import { buildScoreSheetWorld, signInAs, type ScoreSheetWorld } from '../factories-score-sheet';
import type { StatsFoulsDTO, StatsGroupsDTO, StatsPointsDTO, StatsTeamDTO } from '../../shared/schemas/stats';
import type { PersonalStatDTO } from '../../shared/schemas/memberships';

const t = useTestApp();

/** iCalendar folds long lines (a line break and a space): unfolded, a description reads as one line again. */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

/** Every read the finish must reach, with the ETag of its last answer. */
interface Reads {
  standings: StatsGroupsDTO;
  points: StatsPointsDTO;
  fouls: StatsFoulsDTO;
  team: StatsTeamDTO;
  personal: PersonalStatDTO[];
  leagueFeed: string;
  personFeed: string;
}

describe('a finished game in the statistics', () => {
  let w: ScoreSheetWorld;
  let scorer: ScoreSheetWorld['homePlayers'][number];
  let assist: ScoreSheetWorld['homePlayers'][number];
  let awayScorer: ScoreSheetWorld['awayPlayers'][number];
  let fouler: ScoreSheetWorld['awayPlayers'][number];
  let etags: Record<string, string>;

  beforeAll(async () => {
    w = await buildScoreSheetWorld({ kickoff: new Date(Date.now() - 10 * 60_000) });
    [scorer, assist] = w.homePlayers as [typeof scorer, typeof assist];
    [awayScorer, fouler] = w.awayPlayers as [typeof awayScorer, typeof fouler];
    etags = {};
  });

  /** Reads everything once; with `revalidate`, each statistics answer is asked with the ETag of the last one. */
  async function readAll(revalidate: boolean): Promise<Reads> {
    const league = `/api/stats/leagues/${w.league.id}`;
    const get = async (key: string, path: string): Promise<Response> => {
      const req = t.request().get(path);
      if (revalidate && etags[key]) req.set('If-None-Match', etags[key]);
      // A 304 here would be a stale answer: the finish changed every one of them.
      const res = await req.expect(200);
      etags[key] = res.headers.etag as string;
      return res;
    };
    const player = await signIn(t, scorer.person.email, ADMIN_PASSWORD);
    const personal = await player.get('/api/self?include=personalStats').expect(200);
    return {
      standings: (await get('standings', `${league}/groups`)).body.data,
      points: (await get('points', `${league}/points`)).body.data,
      fouls: (await get('fouls', `${league}/fouls`)).body.data,
      team: (await get('team', `${league}/teams/${w.home.id}`)).body.data,
      personal: personal.body.data.personalStats,
      leagueFeed: unfolded((await get('leagueFeed', `/api/calendar/leagues/${w.league.id}.ics`)).text),
      personFeed: unfolded((await get('personFeed', `/api/calendar/games-calendar/${scorer.person.calendarToken}.ics`)).text),
    };
  }

  const standing = (r: Reads, teamId: number) =>
    r.standings.groups.flatMap((g) => g.teams).find((team) => team.team_id === teamId)?.stats;
  // A player's id in the statistics is their membership's.
  const points = (r: Reads, membership: { id: number }) => r.points.players.find((p) => p.player_id === membership.id);
  const fouls = (r: Reads, membership: { id: number }) => r.fouls.players.find((p) => p.player_id === membership.id);
  const roster = (r: Reads, membership: { id: number }) => r.team.team.roster.find((p) => p.player_id === membership.id);
  const mine = (r: Reads) => r.personal.find((s) => s.league_id === w.league.id);

  it('counts nothing while the game is live, everything at once after the finish', async () => {
    const table = await signInAs(t, w.homeManager);
    const game = `/api/games/${w.game.id}`;
    await table.post(`${game}/start`).send({}).expect(200);
    const event = (body: Record<string, unknown>) =>
      table
        .post(`${game}/events`)
        .send({ idempotency_key: crypto.randomUUID(), period: 1, ...body })
        .expect(201);
    await event({
      type: 'goal',
      event_time: 60,
      side: 'home',
      membership_id: scorer.membership.id,
      assist_membership_id: assist.membership.id,
    });
    await event({ type: 'goal', event_time: 300, side: 'away', membership_id: awayScorer.membership.id });
    await event({
      type: 'foul',
      event_time: 400,
      side: 'away',
      membership_id: fouler.membership.id,
      penalty_type_id: w.penaltyTypes.personal2.id,
    });
    await event({
      type: 'goal',
      event_time: 500,
      side: 'home',
      membership_id: scorer.membership.id,
      assist_membership_id: assist.membership.id,
    });

    // Live: read, and so cached, before the finish; the live game counts for nothing yet.
    const live = await readAll(false);
    expect(standing(live, w.home.id)).toMatchObject({ games_played: 0, games_won: 0, own_score: 0 });
    expect(points(live, scorer.membership)?.goals ?? 0).toBe(0);
    expect(fouls(live, fouler.membership)?.personal_count ?? 0).toBe(0);
    expect(roster(live, scorer.membership)?.goals ?? 0).toBe(0);
    expect(mine(live)?.goals ?? 0).toBe(0);
    expect(live.leagueFeed).toContain('Live: 2:1');
    expect(live.personFeed).toContain('Live: 2:1');

    await table.post(`${game}/finish`).send({}).expect(200);

    // The very next read, each asked with the ETag of its live answer: new answers, with the result in them.
    const after = await readAll(true);
    expect(standing(after, w.home.id)).toMatchObject({ games_played: 1, games_won: 1, own_score: 2, enemy_score: 1 });
    expect(standing(after, w.away.id)).toMatchObject({ games_played: 1, games_lost: 1, own_score: 1, enemy_score: 2 });
    expect(standing(after, w.home.id)!.points).toBe(w.league.pointsWin);
    expect(points(after, scorer.membership)).toMatchObject({ goals: 2, assists: 0, points: 2, games_played: 1 });
    expect(points(after, assist.membership)).toMatchObject({ goals: 0, assists: 2 });
    expect(fouls(after, fouler.membership)).toMatchObject({ personal_count: 1, total_timeout: 120 });
    expect(roster(after, scorer.membership)).toMatchObject({ goals: 2, games_played: 1 });
    expect(mine(after)).toMatchObject({ goals: 2, assists: 0, games_played: 1 });
    expect(after.leagueFeed).toContain('Ergebnis: 2:1');
    expect(after.personFeed).toContain('Ergebnis: 2:1');
  });
});
