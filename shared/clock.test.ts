// The association's "today": the calendar day in its zone, whatever zone the process runs in.
import {
  addDays,
  associationTimeZone,
  currentYear,
  DEFAULT_TIME_ZONE,
  isCurrentMembership,
  isTimeZone,
  setAssociationTimeZone,
  today,
  todayDate,
} from './clock';

afterEach(() => setAssociationTimeZone(DEFAULT_TIME_ZONE));

describe('today()', () => {
  it('is the day in Europe/Berlin by default: 23:30 UTC is already the next day, in winter and in summer', () => {
    expect(associationTimeZone()).toBe('Europe/Berlin');
    expect(today(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(today(new Date('2026-11-25T22:59:59Z'))).toBe('2026-11-25');
    expect(today(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(today(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(today(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(currentYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });

  it('follows the configured zone, and refuses one Intl does not know', () => {
    setAssociationTimeZone('America/New_York');
    expect(today(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-25');
    expect(todayDate(new Date('2026-11-26T03:00:00Z')).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(() => setAssociationTimeZone('Mars/Olympus')).toThrow('Unknown time zone');
    expect(associationTimeZone()).toBe('America/New_York');
  });
});

describe('isCurrentMembership()', () => {
  const lateEvening = new Date('2026-11-25T23:30:00Z');
  it('counts a membership up to and including its end day, in the association zone', () => {
    expect(isCurrentMembership(null, lateEvening)).toBe(true);
    expect(isCurrentMembership('2026-11-26', lateEvening)).toBe(true);
    expect(isCurrentMembership(new Date('2026-11-25T00:00:00Z'), lateEvening)).toBe(false);
  });
});

describe('addDays()', () => {
  it('moves across month, year and daylight-saving changes by calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(addDays('2026-03-01', -364)).toBe('2025-03-02');
  });
});
