// A running game's minute moves on between the page's refreshes, as the app's game page does (every 10 s, by the game
// clock's rule: shared/game-clock.ts readGameClock, client/ui/stats/format.ts playMinute); at the period's end it stays
// in the period's last minute. The server wrote the clock as of its answer beside the minute (LiveIndicator).
import type { Island } from './island';

const changed = new Map<HTMLElement, string>();
let timer: ReturnType<typeof setInterval> | undefined;

/** The minute of play the marks of `element` give at `now`; null without a running clock. */
export function minuteAt(marks: DOMStringMap, now: number): number | null {
  const seconds = Number(marks.minuteSeconds);
  const since = marks.minuteSince === undefined ? NaN : Number(marks.minuteSince);
  if (!Number.isFinite(seconds) || !Number.isFinite(since)) return null;
  const end = marks.minuteEnd === undefined ? Infinity : Number(marks.minuteEnd);
  const raw = seconds + Math.max(0, Math.floor((now - since) / 1000));
  const elapsed = Math.min(raw, end);
  const shown = elapsed >= end ? elapsed - 1 : elapsed;
  return Math.floor(Math.max(0, shown) / 60) + 1;
}

function tick(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-minute-text]')) {
    const minute = minuteAt(element.dataset, Date.now());
    const text = minute === null ? null : element.dataset.minuteText!.replace('{m}', String(minute));
    if (text === null || element.textContent === text) continue;
    if (!changed.has(element)) changed.set(element, element.textContent ?? '');
    element.textContent = text;
  }
}

export const minute: Island = {
  selector: '',
  mount() {
    changed.clear();
    clearInterval(timer);
    if (!document.querySelector('[data-minute-since]')) return;
    tick();
    timer = setInterval(tick, 10_000);
  },
  unmount() {
    clearInterval(timer);
    for (const [element, text] of changed) if (element.isConnected) element.textContent = text;
    changed.clear();
  },
};
