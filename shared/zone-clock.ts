// The association's clock without Intl. A page's first Intl date formatter loads ICU's locale and time-zone data in
// whichever task makes it first, the largest task of the games page's hydration (decision 033). Europe/Berlin's clock is
// simple arithmetic: CET (UTC+1), and CEST (UTC+2) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
// Sunday of October, the European Union's rule since 1996. `zone-clock.test.ts` compares it with Intl hour by hour
// across the years it answers for, so a change of the rule in the time-zone database fails there
// (docs/decisions/033-association-clock-without-intl.md). Other zones, and years outside the range, go to Intl.
export interface ClockReading {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** The years the rule is known to hold for (and checked against the time-zone database). */
export const RULE_YEARS = { from: 1996, to: 2037 } as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year, in ms since the epoch. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/**
 * Europe/Berlin's short names in winter and summer as Intl writes them in the UI's languages (de-DE, en-GB, fr-FR,
 * nl-NL; checked against Intl by zone-clock.test.ts).
 */
const BERLIN_NAMES: Record<string, readonly [string, string]> = {
  de: ['MEZ', 'MESZ'],
  en: ['CET', 'CEST'],
  fr: ['UTC+1', 'UTC+2'],
  nl: ['CET', 'CEST'],
};

/** The zone's offset from UTC at an instant, in ms; null where this file does not know the zone's clock. */
function offsetAt(ms: number, zone: string): number | null {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 0;
  if (zone !== 'Europe/Berlin') return null;
  const year = new Date(ms).getUTCFullYear();
  if (year < RULE_YEARS.from || year > RULE_YEARS.to) return null;
  const summer = ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

const two = (n: number) => String(n).padStart(2, '0');

/** What a wall clock reads at `date`: in `zone`, or the browser's own clock when `zone` is undefined. */
export function clockReading(date: Date, zone: string | undefined): ClockReading | null {
  if (zone === undefined)
    return {
      year: String(date.getFullYear()),
      month: two(date.getMonth() + 1),
      day: two(date.getDate()),
      hour: two(date.getHours()),
      minute: two(date.getMinutes()),
    };
  const offset = offsetAt(date.getTime(), zone);
  if (offset === null) return null;
  const wall = new Date(date.getTime() + offset);
  return {
    year: String(wall.getUTCFullYear()),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
  };
}

/** The zone's short name at `date` in a UI language ("MEZ", "CEST", "UTC+1"); null where Intl must name it. */
export function zoneName(date: Date, zone: string, language: string): string | null {
  const offset = offsetAt(date.getTime(), zone);
  if (offset === null) return null;
  if (offset === 0) return 'UTC';
  return BERLIN_NAMES[language]?.[offset === HOUR_MS ? 0 : 1] ?? null;
}
