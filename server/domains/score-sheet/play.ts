// The game clock and the finish of a game at the table (docs/product.md#score-sheet; its start and reset: start.ts).
// Each change locks the game's row, so the table's calls on one game run one after another, writes an audit entry
// and tells the live streams.
import type { ClockInput, FinishInput } from '../../../shared/schemas/score-sheet';
import { type Prisma, db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { publishGameChange } from '../../live/publish';
import type { SheetAccess } from './policy';
import { audit } from '../../platform/audit';
import { lockIfComplete } from './signatures';
import { lockGame } from '../games';
import { SHEET_ACCESS_SELECT } from './rows';

type Tx = Prisma.TransactionClient;

/** The game's state as a change of its sheet needs it, read under a row lock held until the transaction ends. */
export async function lockedGame(tx: Tx, gameId: number) {
  await lockGame(tx, gameId);
  const game = await tx.game.findUnique({
    where: { id: gameId },
    select: SHEET_ACCESS_SELECT,
  });
  if (!game) throw notFound('Game');
  return game;
}

export type LockedGame = Awaited<ReturnType<typeof lockedGame>>;

/** The game clock's seconds now: the seconds at its last stop plus the time it has run since. */
export function clockNow(game: Pick<LockedGame, 'clockSeconds' | 'clockRunningSince'>, now = new Date()): number {
  if (!game.clockRunningSince) return game.clockSeconds;
  return game.clockSeconds + Math.max(0, Math.floor((now.getTime() - game.clockRunningSince.getTime()) / 1000));
}

/** 409 unless the game is being played: started, not finished, not cancelled. */
export function requirePlaying(game: LockedGame): void {
  if (game.status === 'cancelled') throw new AppError('GameCancelled', 'The game is cancelled');
  if (!game.startedAt) throw new AppError('GameNotStarted', 'The game has not started');
  if (game.finishedAt) throw new AppError('GameFinished', 'The game is finished');
}

/** The phone's clock, last write wins: a running clock counts from now. */
export async function setClock(sheet: SheetAccess, clock: ClockInput): Promise<void> {
  await db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    requirePlaying(game);
    await tx.game.update({
      where: { id: game.id },
      data: { period: clock.period, clockSeconds: clock.seconds, clockRunningSince: clock.running ? new Date() : null },
    });
    // The clock ticks all game long: no history entry for each stop and start, only the live streams hear of it.
    await publishGameChange({ gameId: game.id, competitionId: game.competitionId }, tx);
  });
}

/**
 * Finished: finished_at now, the duration given or the game clock's, the clock stopped. Standings and statistics count
 * the game from this commit on. The scorers' tasks are done, the referees' stay open until they sign; a game that needs no further signature
 * (no referee assigned, line-ups confirmed or without a team manager) locks at once.
 */
export async function finishGame(sheet: SheetAccess, input: FinishInput): Promise<void> {
  await db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    requirePlaying(game);
    const now = new Date();
    const seconds = clockNow(game, now);
    const duration = input.duration ?? seconds;
    await tx.game.update({
      where: { id: game.id },
      data: { finishedAt: now, duration, clockSeconds: seconds, clockRunningSince: null },
    });
    await audit(tx, { actorId: sheet.personId, action: 'game.finish', entity: 'game', entityId: game.id, data: { duration } });
    // The scorers' work ends with the game (the referees' with their signature).
    await tx.gameTask.updateMany({
      where: { gameId: game.id, type: 'keep_score_sheet', state: 'open' },
      data: { state: 'done', doneAt: now },
    });
    await lockIfComplete(tx, game.id);
    await publishGameChange({ gameId: game.id, competitionId: game.competitionId }, tx);
  });
}
