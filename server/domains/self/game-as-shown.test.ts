// One game as shown: the personal schedule of the start page and the public statistics give a game the same clock
// and score (no score before the start, the live clock stopped at the end of regular play, whole seconds).
import { useTestApp } from '../../../test/app';
import { buildClubWorld, buildRunningLeague, daysFromNow } from '../../../test/factories-clubs';
import { buildMembership, buildTeam, signedInMember } from '../../../test/factories';
import { buildGame } from '../../../test/factories-stats';

const t = useTestApp();

const SHOWN = ['started_at', 'is_live', 'is_finished', 'duration', 'ellapsed_time', 'home_score', 'away_score'] as const;

async function playerWithGames() {
  const { agent, person } = await signedInMember(t);
  const world = await buildClubWorld();
  const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id });
  const rival = await buildTeam({ clubId: world.otherClub.id, sportId: world.sport.id });
  const { league, season } = await buildRunningLeague({
    associationId: world.association.id,
    sportId: world.sport.id,
    teamIds: [team.id, rival.id],
  });
  // Two periods of ten minutes: a period ends 600 s of game clock after its start.
  await t.prisma.competition.update({ where: { id: league.id }, data: { periodCount: 2, periodSeconds: 600 } });
  await buildMembership({ personId: person.id, clubId: world.club.id, sportId: world.sport.id, teamId: team.id });
  const game = (kickoff: Date, startedAt: Date | null, score: [number, number]) =>
    buildGame({
      competitionId: league.id,
      seasonId: season.id,
      home: team,
      away: rival,
      kickoff,
      state: startedAt ? 'live' : 'scheduled',
      startedAt,
      score,
    });
  const started = new Date(Date.now() - 45 * 60_000 - 700);
  const overtime = await game(started, started, [3, 2]);
  const early = new Date(Date.now() - 5 * 60_000 - 700);
  const running = await game(early, early, [1, 0]);
  // A game not yet started whose row holds a score (as an import or a reset can leave it) shows none.
  const coming = await game(daysFromNow(3), null, [4, 4]);
  return { agent, games: [overtime, running, coming] };
}

describe('a game as shown', () => {
  it('is the same in the personal schedule and the statistics', async () => {
    const { agent, games } = await playerWithGames();
    const schedule = (await agent.get('/api/self?include=upcomingGames').expect(200)).body.data.upcomingGames as Record<
      string,
      unknown
    >[];
    for (const game of games) {
      const stats = (await t.agent().get(`/api/stats/games/${game.id}`).expect(200)).body.data as Record<string, unknown>;
      const listed = schedule.find((g) => g.id === game.id)!;
      const pick = (g: Record<string, unknown>) => Object.fromEntries(SHOWN.map((k) => [k, g[k]]));
      const [a, b] = [pick(listed), pick(stats.game ? (stats.game as Record<string, unknown>) : stats)];
      // The clock ticks between the two requests (and a statistics answer is kept for a few seconds).
      expect(Math.abs(Number(a.ellapsed_time ?? 0) - Number(b.ellapsed_time ?? 0))).toBeLessThanOrEqual(15);
      expect({ ...a, ellapsed_time: null }).toEqual({ ...b, ellapsed_time: null });
    }
    const [overtime, running, coming] = games.map((g) => schedule.find((s) => s.id === g.id)!);
    // Its clock has run in period 1 since the start: it stopped at that period's end (shared/game-clock.ts).
    expect(overtime).toMatchObject({ is_live: true, ellapsed_time: 600, home_score: 3, away_score: 2 });
    expect(Number.isInteger(running.ellapsed_time)).toBe(true);
    expect(running.ellapsed_time).toBeGreaterThanOrEqual(300);
    expect(running.ellapsed_time).toBeLessThan(1200);
    expect(coming).toMatchObject({ is_live: false, started_at: null, ellapsed_time: null, home_score: null, away_score: null });
  });
});
