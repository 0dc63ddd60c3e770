// The game clock and the finish of a game at the table (docs/product.md#score-sheet; its start and reset: start.ts).
// Each change locks the game's row, so the table's calls on one game run one after another, writes an audit entry
// and tells the live streams.
import { enqueuePush } from '../../platform/push-outbox';
import type { ClockInput, ExtraTimeInput, FinishInput } from '../../../shared/schemas/score-sheet';
import { type Prisma, db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { publishGameChange } from '../../live/publish';
import type { SheetAccess } from './policy';
import { audit } from '../../platform/audit';
import { lockIfComplete } from './signatures';
import { lockGame, noticeGame } from '../games';
import { SHEET_ACCESS_SELECT } from './rows';
import { lastPeriod, readGameClock } from '../../../shared/game-clock';

type Tx = Prisma.TransactionClient;

/**
 * The game's state as a change of its sheet needs it, read under a row lock held until the transaction ends. A clock
 * that ran past its period's end is stopped there first (shared/game-clock.ts): the period's time never runs on.
 */
export async function lockedGame(tx: Tx, gameId: number) {
  await lockGame(tx, gameId);
  const game = await tx.game.findUnique({
    where: { id: gameId },
    select: SHEET_ACCESS_SELECT,
  });
  if (!game) throw notFound('Game');
  const reading = readGameClock(game, game.competition, new Date());
  if (game.clockRunningSince && !game.finishedAt && reading.atPeriodEnd) {
    await tx.game.update({ where: { id: game.id }, data: { clockSeconds: reading.elapsed, clockRunningSince: null } });
    return { ...game, clockSeconds: reading.elapsed, clockRunningSince: null };
  }
  return game;
}

export type LockedGame = Awaited<ReturnType<typeof lockedGame>>;

/** The game clock's seconds since the start now (shared/game-clock.ts): never past the period's end. */
export function clockNow(
  game: Pick<LockedGame, 'period' | 'clockSeconds' | 'clockRunningSince' | 'competition'>,
  now = new Date(),
): number {
  return readGameClock(game, game.competition, now).elapsed;
}

/**
 * The shootout's period: the one after the overtime's, whether or not the game had an overtime
 * (docs/decisions/051-goalies-overtime-and-shootout.md); the clock has no time in it (shared/game-clock.ts).
 */
export const shootoutPeriod = (competition: { periodCount: number }) => competition.periodCount + 2;

/**
 * After a tie: overtime where the competition has one, at the end of regular play; a shootout where it has one, at the
 * end of regular play without an overtime or at the end of the overtime. The clock stands stopped at the new period's
 * start. Anything else is 409 ExtraTimeNotAllowed.
 */
export async function startExtraTime(sheet: SheetAccess, input: ExtraTimeInput): Promise<void> {
  await db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    requirePlaying(game);
    const { periodCount, overtimeMinutes, shootout } = game.competition;
    const reading = readGameClock(game, game.competition, new Date());
    const tied = game.homeScore === game.awayScore;
    const endOfRegular = game.period === periodCount && reading.atPeriodEnd && game.extraTime === null;
    const endOfOvertime = game.period === periodCount + 1 && reading.atPeriodEnd && game.extraTime === 'overtime';
    const allowed =
      tied &&
      (input.stage === 'overtime'
        ? overtimeMinutes > 0 && endOfRegular
        : shootout && (endOfOvertime || (overtimeMinutes === 0 && endOfRegular)));
    if (!allowed) {
      throw new AppError('ExtraTimeNotAllowed', `No ${input.stage} now: the competition, the score or the clock says no`);
    }
    const period = input.stage === 'overtime' ? periodCount + 1 : shootoutPeriod(game.competition);
    await tx.game.update({
      where: { id: game.id },
      data: { period, extraTime: input.stage, clockSeconds: reading.elapsed, clockRunningSince: null },
    });
    await audit(tx, {
      actorId: sheet.personId,
      action: 'game.extra_time',
      entity: 'game',
      entityId: game.id,
      data: { stage: input.stage, period },
    });
    await publishGameChange({ gameId: game.id, competitionId: game.competitionId }, tx);
  });
}

/** 409 unless the game is being played: started, not finished, not cancelled. */
export function requirePlaying(game: LockedGame): void {
  if (game.status === 'cancelled') throw new AppError('GameCancelled', 'The game is cancelled');
  if (!game.startedAt) throw new AppError('GameNotStarted', 'The game has not started');
  if (game.finishedAt) throw new AppError('GameFinished', 'The game is finished');
}

/** A shootout ends with a winner: as long as both sides scored as often, the game goes on (409 ShootoutTied). */
async function requireShootoutWinner(tx: Tx, gameId: number): Promise<void> {
  const scored = (awayTeam: boolean) => tx.gameEvent.count({ where: { gameId, type: 'shootout', scored: true, awayTeam } });
  const [home, away] = await Promise.all([scored(false), scored(true)]);
  if (home === away) throw new AppError('ShootoutTied', `The shootout stands ${home}:${away}`);
}

/** A game goes back to `period` only while no event is entered in a later one (409 PeriodHasEvents). */
async function requireNoEventsAfter(tx: Tx, gameId: number, period: number): Promise<void> {
  const later = await tx.gameEvent.count({ where: { gameId, period: { gt: period } } });
  if (later > 0) throw new AppError('PeriodHasEvents', `Period ${period + 1} or later has events`);
}

/** The phone's clock, last write wins: a running clock counts from now; a lower period only over empty ones. */
export async function setClock(sheet: SheetAccess, clock: ClockInput): Promise<void> {
  await db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    requirePlaying(game);
    if (clock.period > lastPeriod(game.competition.periodCount, game.extraTime)) {
      throw new AppError('ExtraTimeNotAllowed', 'Past regular play only through the overtime or the shootout');
    }
    if (clock.period < game.period) await requireNoEventsAfter(tx, game.id, clock.period);
    // Stopped at the period's end like every reading of it: a phone's clock past it is the period's end.
    const now = new Date();
    const sent = { period: clock.period, clockSeconds: clock.seconds, clockRunningSince: clock.running ? now : null };
    const reading = readGameClock(sent, game.competition, now);
    const updated = await tx.game.update({
      where: { id: game.id },
      data: { period: clock.period, clockSeconds: reading.elapsed, clockRunningSince: reading.running ? now : null },
      select: { homeScore: true, awayScore: true },
    });
    // The next period begun: the one before ended, with its score (once per period, whatever the phone sends again).
    if (clock.period > game.period)
      await enqueuePush(tx, {
        gameId: game.id,
        kind: 'period',
        revision: game.period,
        facts: { period: game.period, home_score: updated.homeScore, away_score: updated.awayScore },
      });
    // The clock ticks all game long: no history entry for each stop and start, only the live streams hear of it.
    await publishGameChange({ gameId: game.id, competitionId: game.competitionId }, tx);
  });
}

/**
 * "Next period" pressed too early, undone: back to the period before while the current one has no events. The break
 * that ended the previous period goes (the history keeps it) and the clock stands stopped at its time, or where it is
 * when there was none.
 */
export async function previousPeriod(sheet: SheetAccess): Promise<void> {
  await db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    requirePlaying(game);
    const from = game.period;
    if (from <= 1) throw new AppError('Conflict', 'The game is in its first period');
    const to = from - 1;
    await requireNoEventsAfter(tx, game.id, to);
    const ended = await tx.gameEvent.findFirst({
      where: { gameId: game.id, period: to, type: 'break' },
      orderBy: [{ eventTime: 'desc' }, { id: 'desc' }],
      select: { id: true, type: true, eventTime: true, period: true },
    });
    if (ended) await tx.gameEvent.delete({ where: { id: ended.id } });
    const seconds = ended ? ended.eventTime : clockNow(game);
    await tx.game.update({ where: { id: game.id }, data: { period: to, clockSeconds: seconds, clockRunningSince: null } });
    const removed = ended ? { event_id: ended.id, type: ended.type, event_time: ended.eventTime, period: ended.period } : null;
    await audit(tx, {
      actorId: sheet.personId,
      action: 'game.period.back',
      entity: 'game',
      entityId: game.id,
      data: { from, to, removed_break: removed },
    });
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
    if (game.extraTime === 'shootout') await requireShootoutWinner(tx, game.id);
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
    await noticeGame(tx, { kind: 'finalScore', gameId: game.id, revision: 'finish' });
    await enqueuePush(tx, { gameId: game.id, kind: 'final', revision: 'finish' });
    await publishGameChange({ gameId: game.id, competitionId: game.competitionId }, tx);
  });
}
