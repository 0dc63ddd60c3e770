// The game's row lock: every change of a game, its score sheet or its officials takes it first, so that two changes
// of one game never interleave (a start beside a cancel, a goal beside the finish, a signature beside a correction).
import type { Prisma } from '../../db/generated/client';
import { notFound } from '../../errors';

export interface LockedGame {
  id: number;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** Locks the game's row until the transaction ends and returns its start and finish; 404 for an unknown game. */
export async function lockGame(tx: Prisma.TransactionClient, gameId: number): Promise<LockedGame> {
  const [game] = await tx.$queryRaw<LockedGame[]>`
    SELECT id, started_at AS "startedAt", finished_at AS "finishedAt" FROM games WHERE id = ${gameId} FOR UPDATE`;
  if (!game) throw notFound('Game');
  return game;
}
