// The round-robin generator: every pairing once per leg, one game per team and day, home and away balanced.
import { zonedDateTime } from '../../../shared/clock';
import { firstWeekdayFrom, isoWeekday, roundRobin, RoundRobinError, type RoundRobinGame } from './round-robin';

const base = { startDate: '2026-09-01', weekday: 6, time: '18:00', intervalDays: 7, zone: 'Europe/Berlin' };
const teams = (n: number) => Array.from({ length: n }, (_, i) => 100 + i);

function homeCounts(games: RoundRobinGame[]): Map<number, { home: number; away: number }> {
  const counts = new Map<number, { home: number; away: number }>();
  for (const g of games) {
    const h = counts.get(g.homeTeamId) ?? { home: 0, away: 0 };
    const a = counts.get(g.awayTeamId) ?? { home: 0, away: 0 };
    h.home++;
    a.away++;
    counts.set(g.homeTeamId, h);
    counts.set(g.awayTeamId, a);
  }
  return counts;
}

describe('roundRobin()', () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 10, 11, 16])('single, %i teams: every pairing exactly once, nobody twice a day', (n) => {
    const games = roundRobin({ ...base, teamIds: teams(n), double: false });
    expect(games).toHaveLength((n * (n - 1)) / 2);
    const pairings = new Set(games.map((g) => [g.homeTeamId, g.awayTeamId].sort().join('-')));
    expect(pairings.size).toBe(games.length);
    const byDay = new Map<string, number[]>();
    for (const g of games) byDay.set(g.day, [...(byDay.get(g.day) ?? []), g.homeTeamId, g.awayTeamId]);
    for (const ids of byDay.values()) expect(new Set(ids).size).toBe(ids.length);
    expect(byDay.size).toBe(n % 2 === 0 ? n - 1 : n);
    for (const { home, away } of homeCounts(games).values()) expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
  });

  it.each([2, 4, 5, 6, 9, 10])('double, %i teams: each pairing once at each home, second half swapped', (n) => {
    const games = roundRobin({ ...base, teamIds: teams(n), double: true });
    expect(games).toHaveLength(n * (n - 1));
    const ordered = new Set(games.map((g) => `${g.homeTeamId}-${g.awayTeamId}`));
    expect(ordered.size).toBe(games.length);
    for (const { home, away } of homeCounts(games).values()) expect(home).toBe(away);
    const half = games.length / 2;
    for (let i = 0; i < half; i++) {
      expect(games[half + i]!.homeTeamId).toBe(games[i]!.awayTeamId);
      expect(games[half + i]!.awayTeamId).toBe(games[i]!.homeTeamId);
    }
  });

  it('plays on the weekday from the start date, every interval, at the time in the association zone', () => {
    // 2026-09-01 is a Tuesday, the first Saturday after it the 5th.
    const games = roundRobin({ ...base, teamIds: teams(4), double: true, intervalDays: 14 });
    const days = [...new Set(games.map((g) => g.day))];
    expect(days).toEqual(['2026-09-05', '2026-09-19', '2026-10-03', '2026-10-17', '2026-10-31', '2026-11-14']);
    expect(days.every((d) => isoWeekday(d) === 6)).toBe(true);
    // 18:00 in Berlin is 16:00 UTC in summer time and 17:00 UTC after the change on 25 October.
    expect(games.find((g) => g.day === '2026-10-17')!.kickoff.toISOString()).toBe('2026-10-17T16:00:00.000Z');
    expect(games.find((g) => g.day === '2026-10-31')!.kickoff.toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(games.map((g) => g.round)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  });

  it('numbers the games from firstNumber on', () => {
    const games = roundRobin({ ...base, teamIds: teams(4), double: false, firstNumber: 41 });
    expect(games.map((g) => g.number)).toEqual([41, 42, 43, 44, 45, 46]);
  });

  it('refuses fewer than two teams, a team twice and bad options', () => {
    expect(() => roundRobin({ ...base, teamIds: [1], double: false })).toThrow(RoundRobinError);
    expect(() => roundRobin({ ...base, teamIds: [1, 2, 1], double: false })).toThrow(RoundRobinError);
    expect(() => roundRobin({ ...base, teamIds: [1, 2], double: false, intervalDays: 0 })).toThrow(RoundRobinError);
    expect(() => roundRobin({ ...base, teamIds: [1, 2], double: false, weekday: 8 })).toThrow(RoundRobinError);
    expect(() => roundRobin({ ...base, teamIds: [1, 2], double: false, time: '25:00' })).toThrow(RoundRobinError);
    expect(() => roundRobin({ ...base, teamIds: [1, 2], double: false, startDate: '1.9.2026' })).toThrow(RoundRobinError);
  });
});

describe('firstWeekdayFrom() and zonedDateTime()', () => {
  it('finds the weekday on or after a day', () => {
    expect(firstWeekdayFrom('2026-09-05', 6)).toBe('2026-09-05');
    expect(firstWeekdayFrom('2026-09-06', 6)).toBe('2026-09-12');
    expect(firstWeekdayFrom('2026-09-06', 7)).toBe('2026-09-06');
  });

  it('turns a wall-clock time of a zone into its instant, also across DST changes', () => {
    expect(zonedDateTime('2026-01-10', '18:00', 'Europe/Berlin').toISOString()).toBe('2026-01-10T17:00:00.000Z');
    expect(zonedDateTime('2026-07-10', '18:00', 'Europe/Berlin').toISOString()).toBe('2026-07-10T16:00:00.000Z');
    expect(zonedDateTime('2026-07-10', '18:00', 'America/New_York').toISOString()).toBe('2026-07-10T22:00:00.000Z');
    expect(zonedDateTime('2026-07-10', '18:00', 'UTC').toISOString()).toBe('2026-07-10T18:00:00.000Z');
    // Years below 100 are years, not 1900 and after; a leap day stays a leap day.
    expect(zonedDateTime('0001-01-01', '12:00', 'UTC').toISOString()).toBe('0001-01-01T12:00:00.000Z');
    expect(zonedDateTime('2028-02-29', '12:00', 'UTC').toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(zonedDateTime('9999-12-31', '23:00', 'Europe/Berlin').toISOString()).toBe('9999-12-31T22:00:00.000Z');
    // 02:30 does not exist in Berlin on 29 March 2026: it moves forward to 03:30 summer time.
    expect(zonedDateTime('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 exists twice on 25 October 2026; either instant reads 02:30 in Berlin.
    const twice = zonedDateTime('2026-10-25', '02:30', 'Europe/Berlin').toISOString();
    expect(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']).toContain(twice);
  });
});
