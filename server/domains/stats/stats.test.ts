// The statistics API around the numbers: associations, games list, seasons, 400/404, ETag/304 and the cache.
import { buildAssociation, buildPerson, buildPlayer, inTeam, signIn } from '../../../test/factories';
import {
  addGoal,
  addLineup,
  buildCompetition,
  buildGame,
  buildGroup,
  buildSeason,
  buildTeams,
} from '../../../test/factories-stats';
import { useTestApp } from '../../../test/app';
import type { StatsAssociationDTO, StatsGamesDTO, StatsGroupsDTO, StatsPointsDTO } from '../../../shared/schemas/stats';
import { db } from '../../db/client';
import { statsCache } from './cache';

const t = useTestApp();

const PASSWORD = 'Correct-horse-42!';

describe('statistics API', () => {
  let associationId: number;
  let leagueId: number;
  let tournamentId: number;
  let emptyId: number;
  let seasonId: number;
  let previousId: number;
  let teams: Awaited<ReturnType<typeof buildTeams>>;
  let finishedId: number;
  let liveId: number;

  beforeAll(async () => {
    const association = await buildAssociation({ name: 'Aaa Testverband' });
    associationId = association.id;
    const previous = await buildSeason({ name: '2025/26 T', startsOn: '2025-08-01', endsOn: '2026-07-31' });
    const season = await buildSeason({ name: '2026/27 T' });
    seasonId = season.id;
    previousId = previous.id;
    const league = await buildCompetition({ associationId, name: 'Testliga', defaultSeasonId: season.id });
    leagueId = league.id;
    const tournament = await buildCompetition({ associationId, kind: 'tournament', name: 'Testpokal' });
    tournamentId = tournament.id;
    emptyId = (await buildCompetition({ associationId, name: 'Leere Liga' })).id;
    teams = await buildTeams(associationId, ['Nord', 'Süd', 'Ost']);
    const [nord, sued, ost] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0]];
    await buildGroup({ competitionId: league.id, seasonId: season.id, teamIds: teams.map((x) => x.id) });
    const base = { competitionId: league.id, seasonId: season.id };
    finishedId = (await buildGame({ ...base, number: 1, home: nord, away: sued, score: [4, 2], kickoff: '2026-09-05T10:00:00Z' }))
      .id;
    liveId = (
      await buildGame({
        ...base,
        number: 2,
        home: sued,
        away: ost,
        score: [1, 1],
        state: 'live',
        kickoff: '2026-09-12T10:00:00Z',
      })
    ).id;
    await buildGame({ ...base, number: 3, home: ost, away: nord, state: 'scheduled', kickoff: '2026-09-19T10:00:00Z' });
    await buildGame({ competitionId: league.id, seasonId: previous.id, number: 1, home: ost, away: sued, score: [0, 3] });
    // The tournament has no default season: its newest season with games is shown.
    await buildGame({ competitionId: tournament.id, seasonId: previous.id, number: 1, home: nord, away: ost, score: [1, 0] });
  });

  describe('GET /api/stats/associations', () => {
    it('lists associations with their leagues and tournaments', async () => {
      const res = await t.request().get('/api/stats/associations').expect(200);
      const mine = (res.body.data as StatsAssociationDTO[]).find((a) => a.id === associationId);
      expect(mine).toEqual({
        id: associationId,
        name: 'Aaa Testverband',
        leagues: [
          { id: emptyId, name: 'Leere Liga' },
          { id: leagueId, name: 'Testliga' },
        ],
        tournaments: [{ id: tournamentId, name: 'Testpokal' }],
      });
      expect(res.headers.etag).toMatch(/^W\/"/);
    });
  });

  describe('GET /api/stats/{type}/{id}/games', () => {
    it("lists the default season's games with the category, its seasons and live state; scores only once started", async () => {
      const res = await t.request().get(`/api/stats/leagues/${leagueId}/games`).expect(200);
      const data = res.body.data as StatsGamesDTO;
      expect(data.category).toEqual({
        id: leagueId,
        type: 'leagues',
        name: 'Testliga',
        association: { id: associationId, name: 'Aaa Testverband' },
        seasons: [
          { id: seasonId, name: '2026/27 T' },
          { id: previousId, name: '2025/26 T' },
        ],
        season_id: seasonId,
      });
      expect(data.season).toEqual({ id: seasonId, name: '2026/27 T' });
      expect(data.has_live).toBe(true);
      expect(
        data.games.map((g) => [
          g.number,
          g.home_team_name,
          g.away_team_name,
          g.home_score,
          g.away_score,
          g.is_live,
          g.is_finished,
        ]),
      ).toEqual([
        [1, 'Nord', 'Süd', 4, 2, false, true],
        [2, 'Süd', 'Ost', 1, 1, true, false],
        [3, 'Ost', 'Nord', null, null, false, false],
      ]);
      expect(data.games[0]).toMatchObject({
        kickoff_time: '2026-09-05T10:00:00.000Z',
        league_id: leagueId,
        tournament_id: null,
        duration: 105 * 60,
      });
      expect(data.games[2]).toMatchObject({ started_at: null, duration: null, ellapsed_time: null });
      expect(res.headers['cache-control']).toBe('public, max-age=15');
    });

    it('switches season with seasonID', async () => {
      const res = await t.request().get(`/api/stats/leagues/${leagueId}/games?seasonID=${previousId}`).expect(200);
      const data = res.body.data as StatsGamesDTO;
      expect(data.season?.id).toBe(previousId);
      expect(data.has_live).toBe(false);
      expect(data.games.map((g) => [g.home_team_name, g.away_team_name, g.home_score, g.away_score])).toEqual([
        ['Ost', 'Süd', 0, 3],
      ]);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('shows the newest season with games when the category has no default season', async () => {
      const res = await t.request().get(`/api/stats/tournaments/${tournamentId}/games`).expect(200);
      const data = res.body.data as StatsGamesDTO;
      expect(data.category.season_id).toBeNull();
      expect(data.season?.id).toBe(previousId);
      expect(data.games[0]).toMatchObject({ tournament_id: tournamentId, league_id: null });
    });

    it('answers an empty category with no season and empty lists', async () => {
      for (const view of ['games', 'groups', 'points', 'fouls']) {
        const res = await t.request().get(`/api/stats/leagues/${emptyId}/${view}`).expect(200);
        expect(res.body.data.category.seasons).toEqual([]);
        expect(res.body.data.season).toBeNull();
      }
      const games = await t.request().get(`/api/stats/leagues/${emptyId}/games`);
      expect(games.body.data.games).toEqual([]);
    });
  });

  describe('unknown and malformed ids', () => {
    it.each([
      ['unknown type', '/api/stats/cups/1/games'],
      ['league id under tournaments', () => `/api/stats/tournaments/${leagueId}/games`],
      ['unknown category', '/api/stats/leagues/999999/groups'],
      ['id beyond int4', '/api/stats/leagues/99999999999/points'],
      ['unknown season', () => `/api/stats/leagues/${leagueId}/fouls?seasonID=999999`],
      ['season of another category', () => `/api/stats/leagues/${emptyId}/games?seasonID=${seasonId}`],
      ['unknown team', () => `/api/stats/leagues/${leagueId}/teams/999999`],
      ['unknown game', '/api/stats/games/999999'],
      ['unknown view', () => `/api/stats/leagues/${leagueId}/scorers`],
    ])('%s: 404 NotFound', async (_name, path) => {
      const res = await t
        .request()
        .get(typeof path === 'function' ? path() : path)
        .expect(404);
      expect(res.body.error.code).toBe('NotFound');
    });

    it.each([
      ['category id', '/api/stats/leagues/abc/games'],
      ['negative id', '/api/stats/leagues/-1/games'],
      ['team id', () => `/api/stats/leagues/${leagueId}/teams/x1`],
      ['game id', '/api/stats/games/1.5'],
      ['season id', () => `/api/stats/leagues/${leagueId}/groups?seasonID=current`],
      ['two season ids', () => `/api/stats/leagues/${leagueId}/groups?seasonID=1&seasonID=2`],
    ])('bad %s: 400 ValidationFailed', async (_name, path) => {
      const res = await t
        .request()
        .get(typeof path === 'function' ? path() : path)
        .expect(400);
      expect(res.body.error.code).toBe('ValidationFailed');
    });
  });

  it('answers signed-in users just like guests', async () => {
    const person = await buildPerson({ email: 'stats-fan@example.org', password: PASSWORD });
    expect(person.id).toBeGreaterThan(0);
    const agent = await signIn(t, 'stats-fan@example.org', PASSWORD);
    const signedIn = await agent.get(`/api/stats/leagues/${leagueId}/groups`).expect(200);
    const guest = await t.request().get(`/api/stats/leagues/${leagueId}/groups`).expect(200);
    expect(signedIn.body).toEqual(guest.body);
    // A public (shareable) answer must never carry a cookie.
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    await agent.get(`/api/stats/games/${finishedId}`).expect(200);
  });

  describe('ETag and 304', () => {
    it('answers 304 to a matching If-None-Match and 200 with the body otherwise', async () => {
      const first = await t.request().get(`/api/stats/leagues/${leagueId}/groups`).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await t.request().get(`/api/stats/leagues/${leagueId}/groups`).set('If-None-Match', etag).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=15');
      await t.request().get(`/api/stats/leagues/${leagueId}/groups`).set('If-None-Match', 'W/"other"').expect(200);
      const game = await t.request().get(`/api/stats/games/${finishedId}`).expect(200);
      expect(game.headers['cache-control']).toBe('public, max-age=60');
      await t
        .request()
        .get(`/api/stats/games/${finishedId}`)
        .set('If-None-Match', game.headers.etag as string)
        .expect(304);
    });
  });

  describe('server cache', () => {
    const groups = () => t.request().get(`/api/stats/leagues/${leagueId}/groups`).expect(200);
    const nordPoints = (body: { data: StatsGroupsDTO }) =>
      body.data.groups[0]!.teams.find((x) => x.team_name === 'Nord' || x.team_name === 'Nord FC')!.stats.points;

    it('serves repeated requests from the cache', async () => {
      statsCache.clear();
      const first = await groups();
      const second = await groups();
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(statsCache.counts).toEqual({ hits: 1, misses: 1 });
    });

    it('drops the answer when a game of the category changes', async () => {
      const before = await groups();
      expect(nordPoints(before.body)).toBe(2);
      // Nord loses the game it had won: the cached table must not survive.
      await t.prisma.game.update({ where: { id: finishedId }, data: { homeScore: 0 } });
      const after = await groups();
      expect(nordPoints(after.body)).toBe(0);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      await t
        .request()
        .get(`/api/stats/leagues/${leagueId}/groups`)
        .set('If-None-Match', before.headers.etag as string)
        .expect(200);
      await t.prisma.game.update({ where: { id: finishedId }, data: { homeScore: 4 } });
      expect(nordPoints((await groups()).body)).toBe(2);
    });

    it('drops the answer when a team or a season is renamed', async () => {
      await groups();
      await t.prisma.team.update({ where: { id: teams[0]!.id }, data: { name: 'Nord FC' } });
      expect((await groups()).body.data.groups[0].teams.map((x: { team_name: string }) => x.team_name)).toContain('Nord FC');
      await t.prisma.season.update({ where: { id: seasonId }, data: { name: '2026/27 neu' } });
      expect((await groups()).body.data.season.name).toBe('2026/27 neu');
    });

    it('drops the answer when an event of a live game is added (details) and when the game is finished (points)', async () => {
      const points = () => t.request().get(`/api/stats/leagues/${leagueId}/points`).expect(200);
      const details = () => t.request().get(`/api/stats/games/${liveId}`).expect(200);
      expect((await points()).body.data.players).toEqual([]);
      const before = await details();
      expect(before.body.data.game.events).toEqual([]);
      const { membership: player } = await buildPlayer({
        ...inTeam(teams[1]!),
        firstname: 'Sara',
        lastname: 'Süd',
        jerseyNumber: '5',
      });
      await addLineup(liveId, teams[1]!.id, [player]);
      await addGoal({ gameId: liveId, teamId: teams[1]!.id, away: false, time: 120, scorer: player });
      const after = await details();
      expect(after.body.data.game.events.map((e: { player_name: string }) => e.player_name)).toEqual(['Sara Süd']);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      // Points count finished games only: the live goal shows once the game is over.
      expect((await points()).body.data.players).toEqual([]);
      await db().game.update({ where: { id: liveId }, data: { finishedAt: new Date() } });
      const data = (await points()).body.data as StatsPointsDTO;
      expect(data.players.map((p) => [p.name, p.goals, p.points])).toEqual([['Sara Süd', 1, 1]]);
    });

    it('expires answers after STATS_CACHE_MS even without a change', async () => {
      const { StatsCache, answerOf } = await import('./cache');
      let now = 0;
      const cache = new StatsCache(60_000, () => now);
      let computed = 0;
      const compute = async () => answerOf({ n: ++computed }, false);
      await cache.get('k', 's', compute);
      now = 59_999;
      await cache.get('k', 's', compute);
      expect(computed).toBe(1);
      now = 60_000;
      await cache.get('k', 's', compute);
      expect(computed).toBe(2);
      await cache.get('k', 'changed', compute);
      expect(computed).toBe(3);
    });
  });
});
