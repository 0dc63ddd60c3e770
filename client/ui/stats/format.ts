// Formats of the statistics screens: dd.MM.yyyy dates, HH:mm times, mm:ss clocks (spec section 9).

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.MM.yyyy in the browser's time zone. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

/** HH:mm in the browser's time zone. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Seconds as mm:ss (minutes keep counting past 59: 75:00). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** The minute of play a live game is in ("18'"), from the elapsed seconds. */
export function playMinute(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / 60) + 1;
}
