// The league's ruling on a game (docs/product.md#game-day): a forfeit of one side, or an abandoned game that is
// replayed or whose score stands, as its competition's rule says (docs/decisions/045-forfeit-and-abandoned-games.md).
import { enqueuePush } from '../../platform/push-outbox';
import type { OutcomeInput } from '../../../shared/schemas/score-sheet';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { publishGameChange } from '../../live/publish';
import { audit } from '../../platform/audit';
import { clockNow, lockedGame } from './play';
import type { SheetAccess } from './policy';
import { lockIfComplete } from './signatures';
import { noticeGame } from '../games';

/**
 * Forfeit: the game is over with the competition's forfeit score for the other side (before, during or after play);
 * its events stay on the sheet but count for no player. Abandoned (a game being played): under `score_stands` it is
 * finished with the score at that moment; under `replay` it goes back to postponed, its events and clock gone.
 * 409 for a cancelled game and a game that has an outcome already.
 */
export async function recordOutcome(sheet: SheetAccess, input: OutcomeInput): Promise<void> {
  await db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    if (game.status === 'cancelled') throw new AppError('GameCancelled', 'The game is cancelled');
    if (game.outcome) throw new AppError('GameHasOutcome', 'The game has an outcome already');
    const now = new Date();
    const seconds = clockNow(game, now);
    const was = { home_score: game.homeScore, away_score: game.awayScore, reason: input.reason };
    const over = game.finishedAt
      ? {}
      : { finishedAt: now, duration: game.startedAt ? seconds : null, clockSeconds: seconds, clockRunningSince: null };

    if (input.outcome === 'forfeit') {
      const goals = game.competition.forfeitGoals;
      const score = input.forfeit_side === 'home' ? { homeScore: 0, awayScore: goals } : { homeScore: goals, awayScore: 0 };
      await tx.game.update({
        where: { id: game.id },
        data: { ...over, ...score, outcome: 'forfeit', forfeitSide: input.forfeit_side, outcomeReason: input.reason },
      });
      await audit(tx, {
        actorId: sheet.personId,
        action: 'game.forfeit',
        entity: 'game',
        entityId: game.id,
        data: { ...was, forfeit_side: input.forfeit_side },
      });
      // A ruled score, also of a game finished before: the managers get it (and the sheet) as its final score.
      await noticeGame(tx, { kind: 'finalScore', gameId: game.id, revision: 'outcome' });
      await enqueuePush(tx, { gameId: game.id, kind: 'final', revision: 'outcome' });
    } else {
      if (!game.startedAt) throw new AppError('GameNotStarted', 'Only a game being played is abandoned');
      if (game.finishedAt) throw new AppError('GameFinished', 'The game is finished');
      const rule = game.competition.abandonedRule;
      if (rule === 'score_stands') {
        await tx.game.update({ where: { id: game.id }, data: { ...over, outcome: 'abandoned', outcomeReason: input.reason } });
        await noticeGame(tx, { kind: 'finalScore', gameId: game.id, revision: 'finish' });
      } else {
        await tx.gameEvent.deleteMany({ where: { gameId: game.id } });
        await tx.game.update({
          where: { id: game.id },
          data: {
            status: 'postponed',
            statusReason: input.reason,
            startedAt: null,
            period: 0,
            clockSeconds: 0,
            clockRunningSince: null,
            homeScore: 0,
            awayScore: 0,
          },
        });
        const { sequence } = await tx.game.findUniqueOrThrow({ where: { id: game.id }, select: { sequence: true } });
        await noticeGame(tx, { kind: 'postponed', gameId: game.id, actorId: sheet.personId, revision: sequence });
      }
      await audit(tx, {
        actorId: sheet.personId,
        action: 'game.abandon',
        entity: 'game',
        entityId: game.id,
        data: { ...was, rule, game_time: seconds },
      });
    }
    await lockIfComplete(tx, game.id);
    await publishGameChange({ gameId: game.id, competitionId: game.competitionId }, tx);
  });
}
