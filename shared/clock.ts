// "Today" for the whole portal: the calendar day in the association's time zone (ASSOCIATION_TIME_ZONE, default
// Europe/Berlin), whatever zone the server or the database runs in. SQL gets this day as a bound parameter
// (server/domains/access/scope.sql.ts todaySql), so there is one clock (docs/decisions/019-association-time-zone.md).

import { clockReading } from './zone-clock';

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    // en-CA writes yyyy-mm-dd, but the parts are read one by one so no locale's order matters.
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, f);
  }
  return f;
}

/** An IANA zone name that Intl knows (`Europe/Berlin`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

let associationZone = DEFAULT_TIME_ZONE;

/** The zones whose clock zone-clock.ts reads without Intl. */
const ARITHMETIC_ZONES = new Set([DEFAULT_TIME_ZONE, 'UTC', 'Etc/UTC']);

/**
 * Set once at start-up from the configuration (server/app.ts, server/cli.ts), and in the browser from what the server
 * sent (client/lib/datetime.ts). The zones zone-clock.ts reads by arithmetic are not checked with Intl: a public page
 * makes no date formatter (docs/decisions/033-association-clock-without-intl.md).
 */
export function setAssociationTimeZone(zone: string): void {
  if (!ARITHMETIC_ZONES.has(zone) && !isTimeZone(zone)) throw new Error(`Unknown time zone: ${zone}`);
  associationZone = zone;
}

export function associationTimeZone(): string {
  return associationZone;
}

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

/** dd.MM.yyyy HH:mm on the association's clock: the product's date and time in every language (mails, PDFs, push). */
export function associationDateTime(at: Date): string {
  const zone = associationZone;
  let f = minuteFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    minuteFormatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/**
 * The calendar day at `now` in `zone`, as yyyy-mm-dd: Europe/Berlin's and UTC's by arithmetic (zone-clock.ts; the
 * server asks for today several times per request, and a formatter's formatToParts costs 10-40 µs a call), any other
 * zone through Intl.
 */
export function dayIn(zone: string, now: Date): string {
  const reading = clockReading(now, zone);
  if (reading) return `${reading.year}-${reading.month}-${reading.day}`;
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The association's calendar day: the one "today" of the portal, as yyyy-mm-dd. */
export function today(now: Date = new Date()): string {
  return dayIn(associationZone, now);
}

/** today() as a date column value (UTC midnight of that day): the form Prisma reads and writes `@db.Date` in. */
export function todayDate(now: Date = new Date()): Date {
  return new Date(`${today(now)}T00:00:00Z`);
}

/** The association's current year (age categories and age classes count age on 31 December of it). */
export function currentYear(now: Date = new Date()): number {
  return Number(today(now).slice(0, 4));
}

/** The day a number of days before or after a yyyy-mm-dd day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A membership is current while it has no end or ends today or later (the end date is its last day). The same rule
 * as the SQL function membership_is_current and the Prisma filter currentMembership() (server/domains/access/person-scope.ts).
 */
export function isCurrentMembership(activeTo: Date | string | null, now: Date = new Date()): boolean {
  if (activeTo === null) return true;
  const end = typeof activeTo === 'string' ? activeTo.slice(0, 10) : activeTo.toISOString().slice(0, 10);
  return end >= today(now);
}

/**
 * The instant of a wall-clock time (yyyy-mm-dd, HH:mm) in `zone` (default: the association's): how a kickoff typed
 * or generated "Saturday 18:00" becomes a timestamp. A time skipped by a DST change moves forward by the gap.
 */
export function zonedDateTime(day: string, time: string, zone: string = associationZone): Date {
  const [y, mo, d] = day.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  // setUTCFullYear, not Date.UTC's year: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const wall = new Date(Date.UTC(2000, mo! - 1, d!, h!, mi!)).setUTCFullYear(y!);
  let instant = wall - offsetAt(zone, wall);
  // Near a DST change the offset at the first guess can differ from the offset at the answer.
  instant = wall - offsetAt(zone, instant);
  return new Date(instant);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(zone: string, instant: number): number {
  let f = offsetFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(zone, f);
  }
  const p = Object.fromEntries(
    f
      .formatToParts(new Date(instant))
      .filter((x) => x.type !== 'literal')
      .map((x) => [x.type, Number(x.value)]),
  );
  const asUtc = new Date(Date.UTC(2000, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)).setUTCFullYear(p.year!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}
