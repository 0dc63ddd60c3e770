// A statistics answer computed afresh costs a fixed, small number of SQL statements, whatever the season holds: more
// games, groups and teams do not add statements (docs/benchmarks.md#second-speed-bar-issue-18).
import { useTestApp } from '../app';
import { buildAssociation } from '../factories';
import { buildCompetition, buildGame, buildGroup, buildSeason, buildTeams } from '../factories-stats';
import { statementsOf } from './statements';

const t = useTestApp();

/**
 * Statements of each view's cold answer: the version stamp, then the category with what the view reads in one
 * statement (loadCategoryWith: the games, or the tables and standings), and the players' totals for points and fouls.
 */
const COLD_MAX = { games: 2, groups: 2, points: 3, fouls: 3 } as const;
const VIEWS = Object.keys(COLD_MAX) as (keyof typeof COLD_MAX)[];

describe('statements of a cold statistics answer', () => {
  it('stay at a fixed few as the season gets more games and teams', async () => {
    const association = await buildAssociation();
    const season = await buildSeason();
    const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id });
    const teams = await buildTeams(association.id, ['Adler', 'Bären', 'Cobras', 'Dachse', 'Eulen', 'Füchse']);
    await buildGroup({ competitionId: league.id, seasonId: season.id, teamIds: teams.map((x) => x.id) });
    let day = 1;
    const addGames = async (n: number) => {
      for (let i = 0; i < n; i++, day++) {
        const home = teams[day % teams.length]!;
        const away = teams[(day + 1) % teams.length]!;
        const kickoff = new Date(Date.UTC(2026, 8, day, 14));
        await buildGame({ competitionId: league.id, seasonId: season.id, home, away, score: [day % 4, 2], kickoff });
      }
    };
    // Each change bumps the league's stamp: every answer below is computed afresh.
    const cold = async () => {
      const counts: Record<string, number> = {};
      for (const view of VIEWS) {
        const answer = await statementsOf(() => t.agent().get(`/api/stats/leagues/${league.id}/${view}`).expect(200));
        counts[view] = answer.count;
        expect(answer.count).toBeLessThanOrEqual(COLD_MAX[view]);
      }
      return counts;
    };
    await addGames(2);
    const few = await cold();
    await addGames(12);
    const games = await t.agent().get(`/api/stats/leagues/${league.id}/games`).expect(200);
    expect(games.body.data.games).toHaveLength(14);
    await t.prisma.competition.update({ where: { id: league.id }, data: { name: `${league.name} neu` } });
    const many = await cold();
    // Computed afresh both times (a kept answer costs the stamp alone), with the same statements.
    expect(few).toEqual(COLD_MAX);
    expect(many).toEqual(few);
  });
});
