// Points leaders, fouls ranking, team page and game details, on games whose numbers were worked out by hand.
import { buildAssociation, buildPlayer, inTeam } from '../../../test/factories';
import {
  addEvent,
  addFoul,
  addGoal,
  addLineup,
  buildCompetition,
  buildGame,
  buildGroup,
  buildSeason,
  buildTeams,
} from '../../../test/factories-stats';
import { useTestApp } from '../../../test/app';
import type {
  StatsFoulsDTO,
  StatsGameDetailsDTO,
  StatsGroupsDTO,
  StatsPointsDTO,
  StatsTeamDTO,
} from '../../../shared/schemas/stats';

const t = useTestApp();

describe('player statistics', () => {
  let leagueId: number;
  let teamAId: number;
  let teamBId: number;
  let g1Id: number;
  let g3Id: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const association = await buildAssociation();
    const season = await buildSeason();
    const previous = await buildSeason({ startsOn: '2025-08-01', endsOn: '2026-07-31' });
    const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id, periods: [4, 15 * 60] });
    leagueId = league.id;
    const [A, B] = await buildTeams(association.id, ['Adler', 'Bären']);
    teamAId = A!.id;
    teamBId = B!.id;
    await buildGroup({ competitionId: league.id, seasonId: season.id, name: null, teamIds: [A!.id, B!.id] });
    const { membership: a1 } = await buildPlayer({ ...inTeam(A!), firstname: 'Anna', lastname: 'Alt', jerseyNumber: '7' });
    const { membership: a2 } = await buildPlayer({ ...inTeam(A!), firstname: 'Berta', lastname: 'Bach', jerseyNumber: '10' });
    const { membership: a3 } = await buildPlayer({
      ...inTeam(A!),
      firstname: 'Cleo',
      lastname: 'Conrad',
      jerseyNumber: '3',
      publicShortName: 'Cleo C.',
    });
    const { membership: a4 } = await buildPlayer({ ...inTeam(A!), firstname: 'Dora', lastname: 'Dorn', jerseyNumber: '22' });
    const { membership: b1 } = await buildPlayer({ ...inTeam(B!), firstname: 'Emil', lastname: 'Eck', jerseyNumber: '9' });
    const { membership: b2 } = await buildPlayer({ ...inTeam(B!), firstname: 'Fritz', lastname: 'Fuchs', jerseyNumber: '11' });
    Object.assign(ids, { a1: a1.id, a2: a2.id, a3: a3.id, a4: a4.id, b1: b1.id, b2: b2.id });
    const base = { competitionId: league.id, seasonId: season.id };

    // G1 (finished) Adler 3:1 Bären
    const g1 = await buildGame({ ...base, home: A!, away: B!, score: [3, 1], kickoff: '2026-09-05T14:00:00Z' });
    g1Id = g1.id;
    await addLineup(g1.id, A!.id, [a1, a2, a3, a4]);
    await addLineup(g1.id, B!.id, [b1, b2]);
    const g1A = { gameId: g1.id, teamId: A!.id, away: false };
    const g1B = { gameId: g1.id, teamId: B!.id, away: true };
    await addGoal({ ...g1A, time: 100, scorer: a1, assist: a2 });
    await addFoul({ ...g1A, time: 300, player: a3, kind: 'personal', seconds: 120 });
    await addGoal({ ...g1A, time: 500, scorer: a1 });
    await addFoul({ ...g1B, time: 600, player: b2, kind: 'technical', seconds: 30 });
    await addFoul({ ...g1B, time: 650, player: b2, kind: 'personal', seconds: 60 });
    await addGoal({ ...g1A, time: 900, scorer: a2, assist: a1 });
    await addEvent({ gameId: g1.id, type: 'break', time: 1000 });
    await addEvent({ gameId: g1.id, type: 'timeout', time: 1100, teamId: B!.id, away: true });
    await addGoal({ ...g1B, time: 1200, scorer: b1, assist: b2 });

    // G2 (finished) Bären 2:2 Adler; Cleo is not in the line-up but assists, so the game counts for her.
    const g2 = await buildGame({ ...base, home: B!, away: A!, score: [2, 2], kickoff: '2026-09-12T14:00:00Z' });
    await addLineup(g2.id, A!.id, [a1, a2]);
    await addLineup(g2.id, B!.id, [b1, b2]);
    const g2A = { gameId: g2.id, teamId: A!.id, away: true };
    const g2B = { gameId: g2.id, teamId: B!.id, away: false };
    await addGoal({ ...g2B, time: 200, scorer: b1, assist: b2 });
    await addGoal({ ...g2A, time: 400, scorer: a2, assist: a3 });
    await addFoul({ ...g2A, time: 450, player: a1, kind: 'technical', seconds: 60 });
    await addGoal({ ...g2B, time: 800, scorer: b1 });
    await addFoul({ ...g2B, time: 850, player: b1, kind: 'personal', seconds: 180 });
    await addGoal({ ...g2A, time: 1300, scorer: a1 });

    // G3 (live) Adler 1:0 Bären: counts for nobody until it is finished (docs/product.md#statistics-rules: only finished games count).
    const g3 = await buildGame({ ...base, home: A!, away: B!, score: [1, 0], state: 'live', kickoff: '2026-09-19T14:00:00Z' });
    g3Id = g3.id;
    await addLineup(g3.id, A!.id, [a1]);
    await addLineup(g3.id, B!.id, [b1]);
    await addGoal({ gameId: g3.id, teamId: A!.id, away: false, time: 60, scorer: a2 });
    await addFoul({ gameId: g3.id, teamId: B!.id, away: true, time: 90, player: b2, kind: 'personal', seconds: 60 });

    // Not counted: a scheduled game and a game of another season.
    await buildGame({ ...base, home: B!, away: A!, state: 'scheduled', kickoff: '2026-10-03T14:00:00Z' });
    const old = await buildGame({ competitionId: league.id, seasonId: previous.id, home: A!, away: B!, score: [5, 0] });
    await addLineup(old.id, A!.id, [a1]);
    await addGoal({ gameId: old.id, teamId: A!.id, away: false, time: 10, scorer: a1 });
    await addFoul({ gameId: old.id, teamId: A!.id, away: false, time: 20, player: a1, kind: 'personal', seconds: 300 });
  });

  it('ranks the points leaders: goals + assists, equal ones share a rank', async () => {
    const res = await t.request().get(`/api/stats/leagues/${leagueId}/points`).expect(200);
    const data = res.body.data as StatsPointsDTO;
    expect(data.has_live).toBe(true);
    // By hand (the live G3 not counted):
    //           a1 G1 2 goals + 1 assist, G2 1 goal          -> 3+1 = 4, games G1 G2 (line-ups)
    //           b1 G1 1, G2 2                                 -> 3,       games G1 G2
    //           a2 G1 1+1, G2 1                               -> 2+1 = 3, games G1 G2 (fewer goals than b1)
    //           b2 G1 1 assist, G2 1 assist                   -> 2,       games G1 G2
    //           a3 G2 1 assist                                -> 1,       games G1 + G2 (assist)
    //           a4 line-up only                               -> 0,       games G1
    expect(
      data.players.map((p) => [p.rank, p.name, p.jersey_number, p.team, p.games_played, p.goals, p.assists, p.points]),
    ).toEqual([
      [1, 'Anna Alt', '7', 'Adler', 2, 3, 1, 4],
      [2, 'Emil Eck', '9', 'Bären', 2, 3, 0, 3],
      [3, 'Berta Bach', '10', 'Adler', 2, 2, 1, 3],
      [4, 'Fritz Fuchs', '11', 'Bären', 2, 0, 2, 2],
      [5, 'Cleo C.', '3', 'Adler', 2, 0, 1, 1],
      [6, 'Dora Dorn', '22', 'Adler', 1, 0, 0, 0],
    ]);
    expect(data.players[0]).toMatchObject({ player_id: ids.a1, team_id: teamAId });
  });

  it('ranks fouls by total penalty time, with technical and personal counts', async () => {
    const res = await t.request().get(`/api/stats/leagues/${leagueId}/fouls`).expect(200);
    const data = res.body.data as StatsFoulsDTO;
    // By hand: b1 180 (1 personal); a3 120 (1 personal); b2 30+60 = 90 (1 technical, 1 personal; the live G3's foul
    // not yet); a1 60 (1 technical).
    expect(data.players.map((p) => [p.rank, p.name, p.team, p.technical_count, p.personal_count, p.total_timeout])).toEqual([
      [1, 'Emil Eck', 'Bären', 0, 1, 180],
      [2, 'Cleo C.', 'Adler', 0, 1, 120],
      [3, 'Fritz Fuchs', 'Bären', 1, 1, 90],
      [4, 'Anna Alt', 'Adler', 1, 0, 60],
    ]);
  });

  it("shows a team's games and roster", async () => {
    const res = await t.request().get(`/api/stats/leagues/${leagueId}/teams/${teamAId}`).expect(200);
    const data = res.body.data as StatsTeamDTO;
    expect(data.team.id).toBe(teamAId);
    expect(data.team.name).toBe('Adler');
    expect(
      data.team.games.map((g) => [g.home_team_name, g.away_team_name, g.home_score, g.away_score, g.is_live, g.is_finished]),
    ).toEqual([
      ['Adler', 'Bären', 3, 1, false, true],
      ['Bären', 'Adler', 2, 2, false, true],
      ['Adler', 'Bären', 1, 0, true, false],
      ['Bären', 'Adler', null, null, false, false],
    ]);
    // By jersey number; fouls and foul_timeout (seconds) by hand as above.
    expect(
      data.team.roster.map((r) => [r.jersey_number, r.name, r.games_played, r.goals, r.assists, r.fouls, r.foul_timeout]),
    ).toEqual([
      ['3', 'Cleo C.', 2, 0, 1, 1, 120],
      ['7', 'Anna Alt', 2, 3, 1, 1, 60],
      ['10', 'Berta Bach', 2, 2, 1, 0, 0],
      ['22', 'Dora Dorn', 1, 0, 0, 0, 0],
    ]);
  });

  it('does not count the live game in games played, as the standings do not (one finished-game rule)', async () => {
    const groups = (await t.request().get(`/api/stats/leagues/${leagueId}/groups`).expect(200)).body.data as StatsGroupsDTO;
    const adler = groups.groups[0]!.teams.find((team) => team.team_id === teamAId)!;
    expect(adler.stats.games_played).toBe(2);
    // Anna is in the line-up of all three started games, the live one included.
    const points = (await t.request().get(`/api/stats/leagues/${leagueId}/points`).expect(200)).body.data as StatsPointsDTO;
    expect(points.players.find((p) => p.player_id === ids.a1)!.games_played).toBe(adler.stats.games_played);
    const team = (await t.request().get(`/api/stats/leagues/${leagueId}/teams/${teamAId}`).expect(200)).body.data as StatsTeamDTO;
    expect(team.team.roster.find((r) => r.player_id === ids.a1)!.games_played).toBe(2);
    // Berta's goal in the live game is not in her totals yet.
    expect(points.players.find((p) => p.player_id === ids.a2)!.goals).toBe(2);
  });

  it('answers 404 for a team that does not play in the category', async () => {
    const other = await buildTeams((await buildAssociation()).id, ['Fremde']);
    const res = await t.request().get(`/api/stats/leagues/${leagueId}/teams/${other[0]!.id}`).expect(404);
    expect(res.body.error.code).toBe('NotFound');
    await t.request().get(`/api/stats/leagues/${leagueId}/teams/${teamBId}`).expect(200);
  });

  it('shows a finished game with its events in order', async () => {
    const res = await t.request().get(`/api/stats/games/${g1Id}`).expect(200);
    const data = res.body.data as StatsGameDetailsDTO;
    // With its association: the game page's header is drawn from this answer alone.
    expect(data.category).toEqual({
      id: leagueId,
      type: 'leagues',
      name: expect.any(String),
      association: { id: expect.any(Number), name: expect.stringMatching(/^Verband /) },
    });
    expect(data.game).toMatchObject({
      id: g1Id,
      is_live: false,
      is_finished: true,
      duration: 105 * 60,
      ellapsed_time: 105 * 60,
      home_team_name: 'Adler',
      away_team_name: 'Bären',
      home_score: 3,
      away_score: 1,
      league_id: leagueId,
      tournament_id: null,
    });
    expect(
      data.game.events.map((e) => [
        e.type,
        e.event_time,
        e.away_team,
        e.jersey_number,
        e.player_name,
        e.assist_name,
        e.foul_kind,
        e.penalty_seconds,
      ]),
    ).toEqual([
      ['goal', 100, false, '7', 'Anna Alt', 'Berta Bach', null, null],
      ['foul', 300, false, '3', 'Cleo C.', null, 'personal', 120],
      ['goal', 500, false, '7', 'Anna Alt', null, null, null],
      ['foul', 600, true, '11', 'Fritz Fuchs', null, 'technical', 30],
      ['foul', 650, true, '11', 'Fritz Fuchs', null, 'personal', 60],
      ['goal', 900, false, '10', 'Berta Bach', 'Anna Alt', null, null],
      ['break', 1000, false, null, null, null, null, null],
      ['timeout', 1100, true, null, null, null, null, null],
      ['goal', 1200, true, '9', 'Emil Eck', 'Fritz Fuchs', null, null],
    ]);
  });

  it('shows a live game with its elapsed time and no duration', async () => {
    const res = await t.request().get(`/api/stats/games/${g3Id}`).expect(200);
    const data = res.body.data as StatsGameDetailsDTO;
    expect(data.game).toMatchObject({ is_live: true, is_finished: false, duration: null, home_score: 1, away_score: 0 });
    const started = Date.parse(data.game.started_at!);
    // The game clock, running in period 1 since the start, stops at that period's end (4 x 15 min), however long ago
    // the game started.
    expect(data.game.regular_length).toBe(4 * 15 * 60);
    expect(data.game).toMatchObject({ period: 1, period_length: 15 * 60 });
    const running = Math.floor((Date.parse(data.as_of) - started) / 1000);
    expect(data.game.ellapsed_time).toBe(Math.min(running, 15 * 60));
    expect(data.game.clock_running).toBe(running < 15 * 60);
    expect(res.headers['cache-control']).toBe('public, max-age=15');
  });
});
