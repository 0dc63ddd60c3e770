// The games answer's JSON text written by PostgreSQL (gamesText, server/domains/stats/games.ts) is what presentGame
// makes of the same games, byte for byte, in every state a game can be in, and the answer around it is the contract's.
import { useTestApp } from '../app';
import { buildAssociation } from '../factories';
import { buildCompetition, buildGame, buildGroup, buildSeason, buildTeams } from '../factories-stats';
import { gamesText, listGames } from '../../server/domains/stats/games';

const t = useTestApp();
const minutes = (n: number) => n * 60_000;

async function buildWorld(kind: 'league' | 'tournament') {
  const association = await buildAssociation();
  const season = await buildSeason();
  const category = await buildCompetition({ associationId: association.id, kind, defaultSeasonId: season.id, periods: [3, 900] });
  const teams = await buildTeams(association.id, ['Adler "Nord"', 'Bären\\Süd', 'Cobras\n<b>', 'Dachse 🦡']);
  const group = await buildGroup({
    competitionId: category.id,
    seasonId: season.id,
    name: 'Gruppe "A"',
    teamIds: [teams[0]!.id, teams[1]!.id],
  });
  return { category, season, teams, group };
}

describe('the games answer written by PostgreSQL', () => {
  it('is what presentGame writes, in every state of a game', async () => {
    const { category, season, teams, group } = await buildWorld('league');
    const [a, b, c, d] = teams as [
      (typeof teams)[number],
      (typeof teams)[number],
      (typeof teams)[number],
      (typeof teams)[number],
    ];
    const asOf = new Date(Date.UTC(2026, 8, 20, 15, 7, 31, 456));
    const base = { competitionId: category.id, seasonId: season.id };
    await buildGame({
      ...base,
      home: a,
      away: b,
      groupId: group.id,
      score: [3, 2],
      kickoff: '2026-09-05T14:00:00.123Z',
      location: null,
    });
    await buildGame({
      ...base,
      home: c,
      away: d,
      state: 'scheduled',
      kickoff: '2026-09-27T14:00:00Z',
      location: 'Halle "Ost"\t2',
    });
    // Live: the game clock (not the wall time) running 10 minutes into period 1, and running for hours in period 2
    // (it stops at the period's end).
    const live = [
      await buildGame({
        ...base,
        home: b,
        away: c,
        state: 'live',
        score: [1, 0],
        startedAt: new Date(asOf.getTime() - minutes(20) - 999),
      }),
      await buildGame({
        ...base,
        home: d,
        away: a,
        state: 'live',
        startedAt: new Date(asOf.getTime() - minutes(300)),
        kickoff: '2026-09-20T10:00:00Z',
      }),
    ];
    await t.prisma.game.update({
      where: { id: live[0]!.id },
      data: { period: 1, clockSeconds: 0, clockRunningSince: new Date(asOf.getTime() - minutes(10) - 999) },
    });
    await t.prisma.game.update({
      where: { id: live[1]!.id },
      data: { period: 2, clockSeconds: 1000, clockRunningSince: new Date(asOf.getTime() - minutes(200)) },
    });
    // Two games at the same time (ordered by number), a finish without a recorded start, a start in the future.
    await buildGame({ ...base, home: a, away: c, number: 9001, kickoff: '2026-09-12T12:00:00Z', startedAt: null, score: [0, 5] });
    await buildGame({
      ...base,
      home: b,
      away: d,
      number: 9000,
      kickoff: '2026-09-12T12:00:00Z',
      finishedAt: null,
      startedAt: new Date(asOf.getTime() + minutes(1)),
    });
    const postponed = await buildGame({ ...base, home: c, away: a, state: 'scheduled', kickoff: '2026-10-01T18:30:00Z' });
    await t.prisma.game.update({
      where: { id: postponed.id },
      data: { status: 'postponed', statusReason: 'Platz "gesperrt"\\nass' },
    });

    const text = await gamesText(category.id, season.id, asOf);
    const presented = await listGames(category.id, season.id, asOf);
    expect(text.games).toBe(JSON.stringify(presented));
    expect(text.live).toBe(true);
    expect(
      presented
        .filter((g) => g.is_live)
        .map((g) => g.ellapsed_time)
        .sort((x, y) => x! - y!),
    ).toEqual([0, 600, 1800]);
  });

  it('is the same for a tournament, for a season without games, and in the answer', async () => {
    const { category, season, teams } = await buildWorld('tournament');
    const asOf = new Date();
    expect(await gamesText(category.id, season.id, asOf)).toEqual({ games: '[]', live: false });
    await buildGame({ competitionId: category.id, seasonId: season.id, home: teams[0]!, away: teams[1]!, score: [4, 4] });
    const text = await gamesText(category.id, season.id, asOf);
    expect(text).toEqual({ games: JSON.stringify(await listGames(category.id, season.id, asOf)), live: false });

    // The answer checks itself against the contract in the tests (server/middleware/answer-check.ts).
    const answer = await t.agent().get(`/api/stats/tournaments/${category.id}/games`).expect(200);
    expect(answer.body.data.games).toEqual(JSON.parse(text.games));
    expect(Object.keys(answer.body.data)).toEqual(['category', 'season', 'has_live', 'as_of', 'version', 'games']);
    expect(answer.body.data.has_live).toBe(false);
  });
});
