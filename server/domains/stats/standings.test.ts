// GET /api/stats/{type}/{id}/groups: standings computed by hand, including every tie-break step.
import { buildAssociation } from '../../../test/factories';
import { buildCompetition, buildGame, buildGroup, buildSeason, buildTeams } from '../../../test/factories-stats';
import { useTestApp } from '../../../test/app';
import type { StatsGroupsDTO } from '../../../shared/schemas/stats';

const t = useTestApp();

type Row = [rank: number, team: string, gp: number, w: number, tie: number, l: number, own: number, enemy: number, pts: number];

const rows = (data: StatsGroupsDTO, group = 0): Row[] =>
  data.groups[group]!.teams.map((x) => [
    x.rank,
    x.team_name,
    x.stats.games_played,
    x.stats.games_won,
    x.stats.games_tied,
    x.stats.games_lost,
    x.stats.own_score,
    x.stats.enemy_score,
    x.stats.points,
  ]);

describe('standings', () => {
  let leagueId: number;
  let seasonId: number;
  let previousId: number;

  beforeAll(async () => {
    const association = await buildAssociation();
    const previous = await buildSeason({ startsOn: '2025-08-01', endsOn: '2026-07-31' });
    const season = await buildSeason();
    previousId = previous.id;
    seasonId = season.id;
    const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id });
    leagueId = league.id;
    const [alpha, bravo, charlie, delta, echo, foxtrot, golf, hotel, india, juliett] = await buildTeams(association.id, [
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
      'Foxtrot',
      'Golf',
      'Hotel',
      'India',
      'Juliett',
    ]);
    const a = await buildGroup({
      competitionId: league.id,
      seasonId: season.id,
      name: 'Nord',
      position: 0,
      teamIds: [alpha, bravo, charlie, delta, echo, foxtrot, golf, hotel].map((x) => x!.id),
    });
    const b = await buildGroup({
      competitionId: league.id,
      seasonId: season.id,
      name: 'Süd',
      position: 1,
      teamIds: [india!.id, juliett!.id],
    });
    const game = (home: { id: number }, away: { id: number }, score: [number, number], groupId: number | null = a.id) =>
      buildGame({ competitionId: league.id, seasonId: season.id, groupId, home, away, score });
    // Group Nord, all finished, 2/1/0 points.
    await game(foxtrot!, charlie!, [3, 2]); // G1
    await game(foxtrot!, alpha!, [1, 4]); // G2
    await game(charlie!, bravo!, [2, 1]); // G3
    await game(charlie!, echo!, [0, 2]); // G4
    await game(echo!, delta!, [4, 1]); // G5
    await game(alpha!, delta!, [1, 1]); // G6
    await game(bravo!, alpha!, [3, 3]); // G7
    await game(alpha!, bravo!, [0, 2]); // G8
    await game(delta!, golf!, [5, 1], null); // G9: no group, both teams in Nord, so it counts there
    // Not counted: a live game, a scheduled one, a game of the previous season.
    await buildGame({
      competitionId: league.id,
      seasonId: season.id,
      groupId: a.id,
      home: alpha!,
      away: echo!,
      score: [5, 0],
      state: 'live',
    });
    await buildGame({
      competitionId: league.id,
      seasonId: season.id,
      groupId: a.id,
      home: golf!,
      away: hotel!,
      state: 'scheduled',
    });
    await buildGroup({ competitionId: league.id, seasonId: previous.id, name: 'Nord', teamIds: [golf!.id, hotel!.id] });
    await buildGame({ competitionId: league.id, seasonId: previous.id, home: golf!, away: hotel!, score: [9, 0] });
    // Group Süd: one tie, level on everything including head-to-head.
    await game(juliett!, india!, [2, 2], b.id);
  });

  it('ranks by points, goal difference, goals scored, then head-to-head, split by group', async () => {
    const res = await t.request().get(`/api/stats/leagues/${leagueId}/groups`).expect(200);
    const data = res.body.data as StatsGroupsDTO;
    expect(data.season).toEqual({ id: seasonId, name: expect.any(String) });
    expect(data.points_rule).toEqual({ win: 2, tie: 1, loss: 0 });
    expect(data.groups.map((g) => g.table.name)).toEqual(['Nord', 'Süd']);
    // Worked out by hand from the games above:
    //   Echo    W2:0 W4:1              -> 4 pts, 6:1  (+5)
    //   Alpha   W4:1 T1:1 T3:3 L0:2    -> 4 pts, 8:7  (+1)  behind Echo on goal difference
    //   Delta   L1:4 T1:1 W5:1         -> 3 pts, 7:6  (+1)
    //   Bravo   L1:2 T3:3 W2:0         -> 3 pts, 6:5  (+1)  behind Delta on goals scored
    //   Foxtrot W3:2 L1:4              -> 2 pts, 4:6  (-2)
    //   Charlie L2:3 W2:1 L0:2         -> 2 pts, 4:6  (-2)  behind Foxtrot on head-to-head (2:3)
    //   Hotel   no games               -> 0 pts, 0:0
    //   Golf    L1:5                   -> 0 pts, 1:5  (-4)
    expect(rows(data, 0)).toEqual([
      [1, 'Echo', 2, 2, 0, 0, 6, 1, 4],
      [2, 'Alpha', 4, 1, 2, 1, 8, 7, 4],
      [3, 'Delta', 3, 1, 1, 1, 7, 6, 3],
      [4, 'Bravo', 3, 1, 1, 1, 6, 5, 3],
      [5, 'Foxtrot', 2, 1, 0, 1, 4, 6, 2],
      [6, 'Charlie', 3, 1, 0, 2, 4, 6, 2],
      [7, 'Hotel', 0, 0, 0, 0, 0, 0, 0],
      [8, 'Golf', 1, 0, 0, 1, 1, 5, 0],
    ]);
    // Level on everything: a shared rank, listed by name.
    expect(rows(data, 1)).toEqual([
      [1, 'India', 1, 0, 1, 0, 2, 2, 1],
      [1, 'Juliett', 1, 0, 1, 0, 2, 2, 1],
    ]);
  });

  it('answers another season when asked, with the category and its seasons', async () => {
    const res = await t.request().get(`/api/stats/leagues/${leagueId}/groups?seasonID=${previousId}`).expect(200);
    const data = res.body.data as StatsGroupsDTO;
    expect(data.season?.id).toBe(previousId);
    expect(data.category.season_id).toBe(seasonId);
    expect(data.category.seasons.map((s) => s.id)).toEqual([seasonId, previousId]);
    expect(rows(data)).toEqual([
      [1, 'Golf', 1, 1, 0, 0, 9, 0, 2],
      [2, 'Hotel', 1, 0, 0, 1, 0, 9, 0],
    ]);
  });

  it("uses the league's own points for a win, a tie and a loss (ice hockey 3/1/0), one table without groups", async () => {
    const association = await buildAssociation();
    const season = await buildSeason();
    const hockey = await buildCompetition({
      associationId: association.id,
      points: [3, 1, 0],
      defaultSeasonId: season.id,
      sportKey: 'ice_hockey',
    });
    const [lions, tigers, bears] = await buildTeams(association.id, ['Lions', 'Tigers', 'Bears'], 'ice_hockey');
    const game = (home: { id: number }, away: { id: number }, score: [number, number]) =>
      buildGame({ competitionId: hockey.id, seasonId: season.id, home, away, score });
    await game(lions!, tigers!, [2, 1]);
    await game(tigers!, bears!, [3, 3]);
    await game(bears!, lions!, [0, 4]);
    const res = await t.request().get(`/api/stats/leagues/${hockey.id}/groups`).expect(200);
    const data = res.body.data as StatsGroupsDTO;
    expect(data.points_rule).toEqual({ win: 3, tie: 1, loss: 0 });
    expect(data.groups).toHaveLength(1);
    expect(data.groups[0]!.table).toEqual({ id: null, name: null });
    // Lions W2:1 W4:0 -> 6; Tigers L1:2 T3:3 -> 1 (-1); Bears T3:3 L0:4 -> 1 (-4).
    expect(rows(data)).toEqual([
      [1, 'Lions', 2, 2, 0, 0, 6, 1, 6],
      [2, 'Tigers', 2, 0, 1, 1, 4, 5, 1],
      [3, 'Bears', 2, 0, 1, 1, 3, 7, 1],
    ]);
  });
});
