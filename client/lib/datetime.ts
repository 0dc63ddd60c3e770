// Dates and times as the UI shows them: dates dd.MM.yyyy, times HH:mm (ISO 8601 in the API), a game's kick-off in the
// game's own zone, with the zone named when the viewer's clock differs.
import { startTransition, useEffect, useState } from 'react';
import { renderContext, renderNow } from './render-context';
import { associationTimeZone, setAssociationTimeZone } from '../../shared/clock';
import { TIME_ZONE_META } from '../../shared/page-render';
import { clockReading, zoneName, type ClockReading } from '../../shared/zone-clock';

export { associationTimeZone };

/** Where the browser keeps the last zone the server named: the service worker's app shell (a file) names none. */
const ZONE_KEY = 'portal.timeZone';

/**
 * The association's zone as the server names it (ASSOCIATION_TIME_ZONE): what "today" and a game's kick-off mean.
 * shared/clock.ts holds it for the browser too (its default, DEFAULT_TIME_ZONE, only while the server named none: unit
 * tests, the development server). An unknown name is ignored.
 */
export function adoptAssociationTimeZone(zone: string | null | undefined): void {
  if (!zone) return;
  if (zone !== associationTimeZone()) {
    try {
      setAssociationTimeZone(zone);
    } catch {
      return;
    }
  }
  try {
    if (window.localStorage.getItem(ZONE_KEY) !== zone) window.localStorage.setItem(ZONE_KEY, zone);
  } catch {
    // Storage blocked: the next served page or self answer names the zone again.
  }
}

/**
 * At boot, before the first drawing: the zone of the page's meta tag (every page the server serves has one,
 * server/pages/served-zone.ts), else the last one seen (the service worker's app shell is a file and names none).
 */
export function adoptServedTimeZone(): void {
  const served = document.querySelector(`meta[name="${TIME_ZONE_META}"]`)?.getAttribute('content');
  if (served) return adoptAssociationTimeZone(served);
  try {
    adoptAssociationTimeZone(window.localStorage.getItem(ZONE_KEY));
  } catch {
    // Storage blocked: the default until the self answer names the zone.
  }
}

/** Locales for Intl's zone names: British English says "CET" where American English says "GMT+1". */
const INTL_LOCALE: Record<string, string> = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR', nl: 'nl-NL' };

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The reader's zone: the association's while a server-rendered page is drawn (the server cannot know the reader's),
 * else undefined, the browser's own clock (read with Date's own getters: naming the zone would need Intl).
 */
export function viewerTimeZone(): string | undefined {
  return renderContext() ? associationTimeZone() : undefined;
}

/**
 * The reader's zone in a component that shows times. A served page hydrates with the association's (what the server
 * wrote); React then draws again only the components that read it, on the browser's clock, naming the association's
 * zone where the two read differently. That second drawing is a transition, in slices of a few milliseconds (a
 * `useSyncExternalStore` with another server value made React draw every time on the page again in one task).
 */
export function useViewerZone(): string | undefined {
  const [zone, setZone] = useState(viewerTimeZone);
  useEffect(() => {
    if (zone !== undefined) startTransition(() => setZone(undefined));
  }, [zone]);
  return zone;
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

const CLOCK = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;
const ZONE_NAME = { hour: '2-digit', timeZoneName: 'short' } as const;

/**
 * Formatters made once per options, locale and zone: making one costs far more than using it (a game page with a
 * few dozen times made hundreds of them while hydrating).
 */
const formatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

function parts(date: Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions, locale = 'en-GB') {
  let byPlace = formatters.get(options);
  if (!byPlace) formatters.set(options, (byPlace = new Map()));
  const key = `${locale} ${timeZone ?? ''}`;
  let formatter = byPlace.get(key);
  if (!formatter) byPlace.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  const found: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(date)) found[part.type] = part.value;
  return found;
}

/** What the clock of `timeZone` (the browser's when undefined) reads at `date`: the association's without Intl. */
function reading(date: Date, timeZone: string | undefined): ClockReading {
  const known = clockReading(date, timeZone);
  if (known) return known;
  const { year = '', month = '', day = '', hour = '', minute = '' } = parts(date, timeZone, CLOCK);
  return { year, month, day, hour, minute };
}

/**
 * A calendar day ("2026-11-21", left as it is) or an instant (on the day it is in `timeZone`, the viewer's by default)
 * as dd.MM.yyyy; '' for no value or one that is not a date.
 */
export function formatDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '';
  if (typeof value === 'string' && CALENDAR_DAY.test(value))
    return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = reading(date, timeZone);
  return `${day}.${month}.${year}`;
}

/** The calendar day ("2026-11-21") an instant is in `timeZone`: the association's today by default. */
export function calendarDay(value: string | Date = new Date(renderNow()), timeZone = associationTimeZone()): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = reading(date, timeZone);
  return `${year}-${month}-${day}`;
}

/** An instant as HH:mm (24 hours) in `timeZone`, the viewer's by default; '' for no value. */
export function formatTime(value: string | Date | null | undefined, timeZone?: string): string {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  const { hour, minute } = reading(date, timeZone);
  return `${hour}:${minute}`;
}

/** dd.MM.yyyy HH:mm in `timeZone`, the viewer's by default. */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  const date = formatDate(value, timeZone);
  return date && `${date} ${formatTime(value, timeZone)}`;
}

export interface GameClock {
  /** The game's zone (the association's). */
  gameZone?: string;
  /** Whose clock reads the page; the browser's by default. */
  viewerZone?: string;
  /** The UI language (de, en, fr, nl): names the zone as its readers do (MEZ, CET, UTC+1). */
  language?: string;
}

/** Whether the game's clock and the viewer's (the browser's when undefined) show different times at this instant. */
function zonesDiffer(date: Date, gameZone: string, viewerZone: string | undefined): boolean {
  if (gameZone === viewerZone) return false;
  const game = reading(date, gameZone);
  const viewer = reading(date, viewerZone);
  return (Object.keys(game) as (keyof ClockReading)[]).some((field) => game[field] !== viewer[field]);
}

/**
 * A game's time on the game's clock, HH:mm; when the viewer's clock reads differently the zone follows as Intl names
 * it in the UI language ("12:00 MEZ", "12:00 CET").
 */
export function formatGameTime(value: string | Date | null | undefined, clock: GameClock = {}): string {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  const gameZone = clock.gameZone ?? associationTimeZone();
  const time = formatTime(date, gameZone);
  if (!zonesDiffer(date, gameZone, clock.viewerZone ?? viewerTimeZone())) return time;
  const language = clock.language ?? 'de';
  const locale = INTL_LOCALE[language] ?? language;
  const timeZoneName = zoneName(date, gameZone, language) ?? parts(date, gameZone, ZONE_NAME, locale).timeZoneName;
  return timeZoneName ? `${time} ${timeZoneName}` : time;
}

/**
 * What a served page's own script (client/islands/zone-names.ts) needs to name the zone for a reader elsewhere without
 * the app: the instant, what the game's clock reads at it, and `shown` with the zone named, as formatGameTime writes
 * it for such a reader. Attributes for the element whose text is `shown`; none for no time.
 */
export function zoneMarks(
  value: string | null | undefined,
  shown: string,
  clock: GameClock = {},
): Record<'data-kickoff' | 'data-clock' | 'data-named', string> | Record<string, never> {
  const date = value ? toDate(value) : null;
  if (!date || !shown) return {};
  const gameZone = clock.gameZone ?? associationTimeZone();
  const { year, month, day, hour, minute } = reading(date, gameZone);
  const time = formatTime(date, gameZone);
  const language = clock.language ?? 'de';
  const timeZoneName =
    zoneName(date, gameZone, language) ?? parts(date, gameZone, ZONE_NAME, INTL_LOCALE[language] ?? language).timeZoneName;
  return {
    // Milliseconds: the page's text never holds a time on another clock than the association's.
    'data-kickoff': String(date.getTime()),
    'data-clock': `${year}-${month}-${day}T${hour}:${minute}`,
    'data-named': timeZoneName && shown.endsWith(time) ? `${shown} ${timeZoneName}` : shown,
  };
}

/** A game's day on the game's clock, dd.MM.yyyy. */
export function formatGameDate(value: string | Date | null | undefined, clock: GameClock = {}): string {
  return formatDate(value, clock.gameZone ?? associationTimeZone());
}

/** A game's day and time: "21.11.2026 12:00", with the zone when the viewer's clock differs. */
export function formatGameDateTime(value: string | Date | null | undefined, clock: GameClock = {}): string {
  const date = formatGameDate(value, clock);
  return date && `${date} ${formatGameTime(value, clock)}`;
}
