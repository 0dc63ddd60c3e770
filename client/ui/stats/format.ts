// Clocks of the statistics screens: mm:ss game clocks and the minute of play (dates and times: lib/datetime.ts).

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as mm:ss (minutes keep counting past 59: 75:00). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** The minute of play a live game is in ("18'"), from the elapsed seconds. */
export function playMinute(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / 60) + 1;
}
