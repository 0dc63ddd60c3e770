// The demo data: "a living league world" of three associations. See README.md in this folder.
import type { PrismaClient } from '../../server/db/generated/client';
import { hashPassword } from '../../server/auth/password';
import { DEMO_PASSWORD, seedAccessRules } from './accounts';
import { seedAnnouncements, seedAudit } from './communication';
import { seedCompetitions } from './competitions';
import { startOfDay } from './context';
import { createFakers } from './fakers';
import type { Db } from './context';
import { seedGames } from './games';
import { applyLiveGame, liveGameId } from './live';
import { seedClubs } from './clubs';
import { seedAssociations } from './organisation';
import { seedPeople } from './people';
import { seedProcesses } from './processes';
import { seedNationalTeamsAndTags, seedLicences } from './staff';
import { seedTerms } from './terms';
import type { World } from './world';

export { DEMO_PASSWORD } from './accounts';
export { LIVE_GAME_SETTING } from './live';

export interface SeedResult {
  persons: number;
  clubs: number;
  teams: number;
  games: number;
}

/** True when there are neither persons nor associations: the seed may run. */
export async function isDatabaseEmpty(prisma: Db): Promise<boolean> {
  const [persons, associations] = await Promise.all([prisma.person.count(), prisma.association.count()]);
  return persons === 0 && associations === 0;
}

/**
 * Fills an empty database with the demo world. Deterministic for a given `now` (default: the current
 * time): fixed faker seeds; the game schedule and all dates are relative to `now`. Runs in one
 * transaction, so a failure leaves the database empty.
 */
export async function seedDemo(prisma: PrismaClient, options: { now?: Date } = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  if (!(await isDatabaseEmpty(prisma))) throw new Error('seedDemo: the database is not empty');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return prisma.$transaction(
    async (tx) => {
      const f = createFakers();
      const w = { db: tx, f, rng: f.rng, now, today: startOfDay(now), passwordHash } as World;
      await seedAssociations(w);
      await seedClubs(w);
      await seedPeople(w);
      await seedLicences(w);
      await seedNationalTeamsAndTags(w);
      const schedule = await seedCompetitions(w);
      await seedAccessRules(w);
      await seedGames(w, schedule);
      await seedTerms(w);
      const processes = await seedProcesses(w);
      await seedAnnouncements(w);
      await seedAudit(w, processes);
      return { persons: w.persons.length, clubs: w.clubs.length, teams: w.teams.length, games: w.games.length };
    },
    { timeout: 180_000, maxWait: 30_000 },
  );
}

/**
 * Called at start-up when demo data exists: makes the demo's live game live at `now` (kickoff and
 * start a few minutes ago, not finished, a few events, score matching the goals). Does nothing
 * without the app setting `demo_live_game_id` or when that game is gone.
 */
export async function refreshLiveDemoGame(prisma: PrismaClient, now: Date): Promise<void> {
  const id = await liveGameId(prisma);
  if (id === null) return;
  await prisma.$transaction(async (tx) => {
    await applyLiveGame(tx, id, now);
  });
}
