// When a game task is due (docs/product.md#game-tasks): 24 hours after the end of the game's regular play (kickoff +
// periods x period length of its competition). An open task past that is overdue for the league representative.

import { regularPlaySeconds } from './game-day';

export const TASK_GRACE_MS = 24 * 60 * 60 * 1000;

/** The end of regular play: kickoff + the competition's periods x period length. */
export function regularPlayEnds(kickoff: Date, competition: { periodCount: number; periodSeconds: number }): Date {
  return new Date(kickoff.getTime() + regularPlaySeconds(competition) * 1000);
}

/** The moment a game's tasks become overdue. */
export function taskDueAt(kickoff: Date, competition: { periodCount: number; periodSeconds: number }): Date {
  return new Date(regularPlayEnds(kickoff, competition).getTime() + TASK_GRACE_MS);
}

/**
 * Whether a game's open tasks are overdue: 24 h after regular play of a game that took place. A postponed game keeps
 * its old kickoff while its new date is open, so it counts only once it has started.
 */
export function isOverdue(
  game: {
    kickoffTime: Date;
    status: 'scheduled' | 'postponed' | 'cancelled';
    startedAt: Date | null;
    competition: { periodCount: number; periodSeconds: number };
  },
  now: Date = new Date(),
): boolean {
  if (game.status === 'cancelled' || (game.status === 'postponed' && game.startedAt === null)) return false;
  return taskDueAt(game.kickoffTime, game.competition).getTime() < now.getTime();
}
