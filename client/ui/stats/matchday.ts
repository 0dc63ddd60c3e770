// The games list opens at the current matchday (issue 17: a 300-game season stays fast on a phone): the games of one
// calendar day in the association's time zone. Which day: the one with a live game, else today, else the next day
// with games, else the last one. The other days are one tap away.
import { calendarDay } from '../../lib/datetime';

export interface MatchdayGame {
  kickoff_time: string;
  is_live: boolean;
}

/** Up to this many games a list shows them all: a short season renders fast anyway and reads best whole. */
export const WHOLE_LIST_MAX_GAMES = 30;

/**
 * The index range [from, to) of the games to show first in `games` (sorted by kickoff): the current matchday's, or
 * all of them for a short list.
 */
export function currentMatchday(games: readonly MatchdayGame[], today = calendarDay()): { from: number; to: number } {
  if (games.length <= WHOLE_LIST_MAX_GAMES) return { from: 0, to: games.length };
  const days = games.map((g) => calendarDay(g.kickoff_time));
  const live = games.findIndex((g) => g.is_live);
  const next = days.findIndex((day) => day >= today);
  const day = live >= 0 ? days[live]! : next >= 0 ? days[next]! : days[days.length - 1]!;
  return { from: days.indexOf(day), to: days.lastIndexOf(day) + 1 };
}
