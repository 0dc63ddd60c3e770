// The games list opens at the current matchday (a 300-game season stays fast on a phone): the games of one
// calendar day in the association's time zone. Which day: the one with a live game, else today, else the next day
// with games, else the last one. The other days are one tap away.
import { calendarDay } from '../../lib/datetime';

export interface MatchdayGame {
  kickoff_time: string;
  is_live: boolean;
}

/** Up to this many games a list shows them all: a short season renders fast anyway and reads best whole. */
export const WHOLE_LIST_MAX_GAMES = 30;

/** The first index in [0, n) at which `reached` holds, `n` when it never does; `reached` must stay true once true. */
function firstWhere(n: number, reached: (index: number) => boolean): number {
  let low = 0;
  let high = n;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (reached(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The index range [from, to) of the games to show first in `games` (sorted by kickoff): the current matchday's, or
 * all of them for a short list. The games' days rise with their index, so the range is found by halving: a few dozen
 * days computed instead of one per game (a day in the association's zone costs a formatter call, which adds up over
 * a phone's hydration).
 */
export function currentMatchday(games: readonly MatchdayGame[], today = calendarDay()): { from: number; to: number } {
  if (games.length <= WHOLE_LIST_MAX_GAMES) return { from: 0, to: games.length };
  const days = new Map<number, string>();
  const dayOf = (index: number) => {
    let day = days.get(index);
    if (day === undefined) days.set(index, (day = calendarDay(games[index]!.kickoff_time)));
    return day;
  };
  const n = games.length;
  const live = games.findIndex((g) => g.is_live);
  const next = firstWhere(n, (i) => dayOf(i) >= today);
  const day = live >= 0 ? dayOf(live) : next < n ? dayOf(next) : dayOf(n - 1);
  return { from: firstWhere(n, (i) => dayOf(i) >= day), to: firstWhere(n, (i) => dayOf(i) > day) };
}
