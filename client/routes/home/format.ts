// Dates as the spec shows them (dd.MM.yyyy, times HH:mm), in the viewer's time zone.
const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-21" (a date column) or an ISO timestamp -> "21.11.2026". */
export function formatDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  const d = new Date(value);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

export function formatTime(value: string): string {
  const d = new Date(value);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
