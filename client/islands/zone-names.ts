// Kick-off times for a reader whose clock differs from the association's: the zone named after the time, as the app
// writes it (client/lib/datetime.ts, zoneMarks and formatGameTime). The server wrote the association's reading and the
// named text beside each time; the browser's own clock decides which one shows.
import type { Island } from './island';

const pad = (n: number) => String(n).padStart(2, '0');

/** What the browser's clock reads at `ms` (since the epoch), as the server wrote the association's ("2026-11-21T19:30"). */
function localReading(ms: string): string {
  const d = new Date(Number(ms));
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const changed = new Map<HTMLElement, string>();

export const zoneNames: Island = {
  selector: '[data-kickoff]',
  mount(root) {
    for (const element of root.querySelectorAll<HTMLElement>('[data-kickoff]')) {
      const { kickoff, clock, named } = element.dataset;
      if (!kickoff || !clock || !named || localReading(kickoff) === clock || element.textContent === named) continue;
      changed.set(element, element.textContent ?? '');
      element.textContent = named;
    }
  },
  unmount() {
    for (const [element, text] of changed) if (element.isConnected) element.textContent = text;
    changed.clear();
  },
};
