// The association's clock without Intl (zone-clock.ts) reads what the time-zone database says, hour by hour over every
// year it answers for: a change of the European Union's rule in the database fails here.
import { clockReading, RULE_YEARS, zoneName, type ClockReading } from './zone-clock';

const formatters = new Map<string | undefined, Intl.DateTimeFormat>();
const formatterIn = (timeZone: string | undefined) =>
  formatters.get(timeZone) ??
  formatters
    .set(
      timeZone,
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    )
    .get(timeZone)!;

function intlReading(date: Date, timeZone: string | undefined): ClockReading {
  const formatter = formatterIn(timeZone);
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}
const HOUR_MS = 3_600_000;

describe('the association’s clock without Intl', () => {
  it('reads Europe/Berlin’s clock at every hour of the years it answers for', () => {
    const from = Date.UTC(RULE_YEARS.from, 0, 1);
    const to = Date.UTC(RULE_YEARS.to + 1, 0, 1);
    const differ: string[] = [];
    for (let ms = from; ms < to; ms += HOUR_MS) {
      const date = new Date(ms);
      const ours = clockReading(date, 'Europe/Berlin');
      const theirs = intlReading(date, 'Europe/Berlin');
      if (JSON.stringify(ours) !== JSON.stringify(theirs) && differ.push(date.toISOString()) > 5) break;
    }
    expect(differ).toEqual([]);
  });

  it('turns at 01:00 UTC on the last Sunday of March and of October, to the minute', () => {
    for (const at of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2030-03-31T01:00:00Z', '2030-10-27T01:00:00Z']) {
      for (const shift of [-60_000, 0, 60_000]) {
        const date = new Date(Date.parse(at) + shift);
        expect(clockReading(date, 'Europe/Berlin')).toEqual(intlReading(date, 'Europe/Berlin'));
      }
    }
    expect(clockReading(new Date('2026-10-25T00:59:00Z'), 'Europe/Berlin')).toMatchObject({ hour: '02', minute: '59' });
    expect(clockReading(new Date('2026-10-25T01:00:00Z'), 'Europe/Berlin')).toMatchObject({ hour: '02', minute: '00' });
  });

  it('reads UTC, and the browser’s own clock with Date’s getters', () => {
    const date = new Date('2026-11-28T23:30:00Z');
    expect(clockReading(date, 'UTC')).toEqual(intlReading(date, 'UTC'));
    // jest runs in Pacific/Auckland (scripts/test.mjs): another day than UTC's and Berlin's at this instant.
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * HOUR_MS)
      expect(clockReading(new Date(ms), undefined)).toEqual(intlReading(new Date(ms), undefined));
  });

  it('names the zone as Intl does in each of the UI’s languages, in winter and in summer', () => {
    const locales = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR', nl: 'nl-NL' };
    for (const [language, locale] of Object.entries(locales))
      for (const zone of ['Europe/Berlin', 'UTC'])
        for (const at of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z', '2035-10-28T00:59:00Z', '2035-10-28T01:00:00Z']) {
          const date = new Date(at);
          const intl = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', timeZoneName: 'short' })
            .formatToParts(date)
            .find((part) => part.type === 'timeZoneName')!.value;
          expect(`${language} ${zone} ${at} ${zoneName(date, zone, language)}`).toBe(`${language} ${zone} ${at} ${intl}`);
        }
    expect(zoneName(new Date(), 'Europe/Berlin', 'es')).toBeNull();
  });

  it('leaves other zones, and years the rule is not checked for, to Intl', () => {
    expect(clockReading(new Date('2026-11-28T12:00:00Z'), 'America/New_York')).toBeNull();
    expect(clockReading(new Date(Date.UTC(RULE_YEARS.to + 1, 5, 1)), 'Europe/Berlin')).toBeNull();
    expect(clockReading(new Date(Date.UTC(RULE_YEARS.from - 1, 5, 1)), 'Europe/Berlin')).toBeNull();
    expect(zoneName(new Date('2026-11-28T12:00:00Z'), 'America/New_York', 'en')).toBeNull();
  });
});
