// How soon npm start's supervisor replaces a worker that died: at once, unless workers keep dying soon after starting.

/** A worker that dies sooner than this after its start counts towards a crash loop. */
export const QUICK_DEATH_MS = 10_000;
/** The longest wait between two restarts of a crash loop. */
export const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The wait before the next start, given the deaths soon after a start in a row (the one just now included): the first
 * is replaced at once, then 1 s, 2 s, 4 s ... up to 30 s. A worker that ran longer resets the count to zero.
 */
export function restartDelay(quickDeaths: number): number {
  if (quickDeaths <= 1) return 0;
  return Math.min(1000 * 2 ** (quickDeaths - 2), MAX_RESTART_DELAY_MS);
}
