// The one date/time module: dd.MM.yyyy, HH:mm, and a game's zone named only when the viewer's clock differs.
import { DEFAULT_TIME_ZONE } from '../../shared/clock';
import {
  adoptAssociationTimeZone,
  associationTimeZone,
  calendarDay,
  formatDate,
  formatDateTime,
  formatGameDateTime,
  formatGameTime,
  formatTime,
} from './datetime';

describe('formatDate', () => {
  it('shows a calendar day as dd.MM.yyyy without shifting it to any zone', () => {
    expect(formatDate('2026-11-01')).toBe('01.11.2026');
    expect(formatDate('2026-01-01', 'Pacific/Auckland')).toBe('01.01.2026');
  });

  it('shows an instant on the day it is in the given zone', () => {
    expect(formatDate('2026-11-21T23:30:00Z', 'UTC')).toBe('21.11.2026');
    expect(formatDate('2026-11-21T23:30:00Z', 'Europe/Berlin')).toBe('22.11.2026');
    expect(formatDate(new Date('2026-03-05T10:00:00Z'), 'UTC')).toBe('05.03.2026');
  });

  it('gives an empty text for no value or a value that is not a date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('calendarDay', () => {
  it('is the day in the association’s zone unless another is given', () => {
    expect(calendarDay('2026-11-21T23:30:00Z')).toBe('2026-11-22');
    expect(calendarDay('2026-11-21T23:30:00Z', 'UTC')).toBe('2026-11-21');
    expect(calendarDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('formatTime and formatDateTime', () => {
  it('shows 24-hour HH:mm in the given zone', () => {
    expect(formatTime('2026-11-21T00:05:00Z', 'UTC')).toBe('00:05');
    expect(formatTime('2026-11-21T13:45:00Z', 'Europe/Berlin')).toBe('14:45');
    expect(formatTime('2026-07-21T13:45:00Z', 'Europe/Berlin')).toBe('15:45');
    expect(formatTime(null)).toBe('');
  });

  it('joins day and time', () => {
    expect(formatDateTime('2026-11-21T23:30:00Z', 'Europe/Berlin')).toBe('22.11.2026 00:30');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatGameTime', () => {
  const kickoff = '2026-11-21T11:00:00Z'; // 12:00 in Berlin (CET)

  it('shows the game zone’s time without a zone when the viewer reads the same clock', () => {
    expect(formatGameTime(kickoff, { viewerZone: 'Europe/Berlin' })).toBe('12:00');
    // Another zone on the same clock at this instant needs no name either.
    expect(formatGameTime(kickoff, { viewerZone: 'Europe/Paris' })).toBe('12:00');
  });

  it('names the game’s zone in the UI language when the viewer’s clock differs', () => {
    expect(formatGameTime(kickoff, { viewerZone: 'Europe/London', language: 'de' })).toBe('12:00 MEZ');
    expect(formatGameTime(kickoff, { viewerZone: 'Europe/London', language: 'en' })).toBe('12:00 CET');
    expect(formatGameTime(kickoff, { viewerZone: 'America/New_York', language: 'nl' })).toBe('12:00 CET');
    expect(formatGameTime('2026-07-04T11:00:00Z', { viewerZone: 'UTC', language: 'de' })).toBe('13:00 MESZ');
  });

  it('uses the game’s own zone when it is given', () => {
    expect(formatGameTime(kickoff, { gameZone: 'Europe/London', viewerZone: 'Europe/London' })).toBe('11:00');
  });

  it('shows the game’s day on the game’s clock', () => {
    expect(formatGameDateTime('2026-11-21T23:30:00Z', { viewerZone: 'Europe/Berlin' })).toBe('22.11.2026 00:30');
    expect(formatGameDateTime('2026-11-21T23:30:00Z', { viewerZone: 'UTC', language: 'en' })).toBe('22.11.2026 00:30 CET');
    expect(formatGameDateTime(undefined)).toBe('');
  });
});

describe('the association’s zone from the server', () => {
  afterEach(() => adoptAssociationTimeZone(DEFAULT_TIME_ZONE));

  it('is the default until the server names one; then kick-offs and today are on that clock', () => {
    expect(associationTimeZone()).toBe(DEFAULT_TIME_ZONE);
    adoptAssociationTimeZone('America/New_York');
    expect(associationTimeZone()).toBe('America/New_York');
    // 00:30 UTC on 4 December is 19:30 on 3 December in New York.
    expect(formatGameTime('2026-12-04T00:30:00Z', { viewerZone: 'America/New_York' })).toBe('19:30');
    expect(formatGameDateTime('2026-12-04T00:30:00Z', { viewerZone: 'UTC', language: 'en' })).toBe('03.12.2026 19:30 GMT-5');
    expect(calendarDay('2026-12-04T00:30:00Z')).toBe('2026-12-03');
  });

  it('ignores what is no time zone, and no value at all', () => {
    adoptAssociationTimeZone('Mars/Olympus_Mons');
    adoptAssociationTimeZone(undefined);
    expect(associationTimeZone()).toBe(DEFAULT_TIME_ZONE);
  });
});
