// The games' rows: the game of a task as the task lists show it, and the game's row lock that every change of a game,
// its score sheet or its officials takes first, so that two changes of one game never interleave.
import type { Prisma } from '../../db/generated/client';
import { notFound } from '../../errors';

/** A task's game as the start page's task list and the overdue list show it. */
export const TASK_GAME_SELECT = {
  id: true,
  number: true,
  kickoffTime: true,
  status: true,
  startedAt: true,
  homeTeam: { select: { name: true } },
  awayTeam: { select: { name: true } },
  competition: { select: { id: true, kind: true, name: true, periodCount: true, periodSeconds: true } },
} as const satisfies Prisma.GameSelect;

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
