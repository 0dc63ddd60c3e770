// Tells every instance's live streams that a game changed (docs/decisions/023-live-streams.md): a PostgreSQL NOTIFY
// on the channel `portal_live`. Sent inside the transaction that made the change, PostgreSQL delivers it only when
// that transaction commits, so a stream never shows a change that was rolled back.
import { type Prisma, db } from '../db/client';

export const LIVE_CHANNEL = 'portal_live';
/** Bumps of the statistics change counters (trigger stats_versions_announce): the competition id as payload. */
export const STATS_CHANNEL = 'portal_stats';

export interface GameChange {
  gameId: number;
  competitionId: number;
}

export async function publishGameChange(change: GameChange, client: Prisma.TransactionClient = db()): Promise<void> {
  const payload = JSON.stringify({ game_id: change.gameId, competition_id: change.competitionId });
  await client.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`;
}
