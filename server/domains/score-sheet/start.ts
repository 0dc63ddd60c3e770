// The start of a game at the table and the reset of a wrongly started one (docs/product.md#game-day): a start only
// inside the competition's window before kickoff and with both line-ups; a reset by the league while not finished.
import { enqueuePush } from '../../platform/push-outbox';
import { earliestStart } from '../../../shared/game-day';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { publishGameChange } from '../../live/publish';
import { audit } from '../../platform/audit';
import { lineupMembers } from './lineups';
import { lockedGame } from './play';
import type { SheetAccess } from './policy';

/**
 * Live from now: started_at, period 1, the clock running. 409 for a cancelled or started game, before the window
 * (GameStartTooEarly with `earliest_start`) and while a side's line-up has no player (LineupMissing with `side`).
 * A line-up counts as present when it has players, saved or still the team's current memberships: its confirmation
 * is a signature the lock asks for, not the start (docs/decisions/045-forfeit-and-abandoned-games.md).
 */
export async function startGame(sheet: SheetAccess): Promise<void> {
  await db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    if (game.status === 'cancelled') throw new AppError('GameCancelled', 'The game is cancelled');
    if (game.startedAt || game.finishedAt) throw new AppError('GameAlreadyStarted', 'The game has started');
    const now = new Date();
    const earliest = earliestStart(game.kickoffTime, game.competition);
    if (now < earliest) {
      throw new AppError('GameStartTooEarly', 'The game starts at the table only shortly before its kickoff', {
        extra: { earliest_start: earliest.toISOString() },
      });
    }
    const lineups = await lineupMembers(tx, game.id, [game.homeTeamId, game.awayTeamId]);
    for (const [side, teamId] of [
      ['home', game.homeTeamId],
      ['away', game.awayTeamId],
    ] as const) {
      if (!lineups.get(teamId)?.players.length) {
        throw new AppError('LineupMissing', `The ${side} line-up has no player`, { extra: { side } });
      }
    }
    await tx.game.update({
      where: { id: game.id },
      data: { startedAt: now, period: 1, clockSeconds: 0, clockRunningSince: now },
    });
    await audit(tx, { actorId: sheet.personId, action: 'game.start', entity: 'game', entityId: game.id, data: {} });
    await enqueuePush(tx, { gameId: game.id, kind: 'kickoff', revision: now.getTime() });
    await publishGameChange({ gameId: game.id, competitionId: game.competitionId }, tx);
  });
}

/**
 * A wrongly started game back to scheduled: its events, clock, period, score and start are gone (the history keeps
 * what was there). Line-ups and their confirmations stay. 409 before the start and once finished.
 */
export async function resetGame(sheet: SheetAccess): Promise<void> {
  await db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    if (game.lockedAt) throw new AppError('SheetLocked', 'The score sheet is locked');
    if (game.finishedAt) throw new AppError('GameFinished', 'The game is finished');
    if (!game.startedAt) throw new AppError('GameNotStarted', 'The game has not started');
    const { count } = await tx.gameEvent.deleteMany({ where: { gameId: game.id } });
    await tx.game.update({
      where: { id: game.id },
      data: {
        startedAt: null,
        period: 0,
        clockSeconds: 0,
        clockRunningSince: null,
        homeScore: 0,
        awayScore: 0,
        duration: null,
        extraTime: null,
      },
    });
    await audit(tx, {
      actorId: sheet.personId,
      action: 'game.reset',
      entity: 'game',
      entityId: game.id,
      data: {
        started_at: game.startedAt.toISOString(),
        events: count,
        home_score: game.homeScore,
        away_score: game.awayScore,
      },
    });
    await publishGameChange({ gameId: game.id, competitionId: game.competitionId }, tx);
  });
}
