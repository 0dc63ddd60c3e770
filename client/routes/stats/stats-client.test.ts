// Pure helpers of the statistics screens: formats, the live refresh interval and the roster order.
import { LIVE_REFRESH_MS } from '../../../shared/constants';
import type { RosterEntryDTO } from '../../../shared/schemas/stats';
import { formatClock, playMinute } from '../../ui/stats/format';
import { refreshInterval } from './refresh';
import { nextSort, sortRoster } from './roster-sort';

describe('formats', () => {
  it('shows seconds as mm:ss, minutes past the hour included', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(90)).toBe('01:30');
    expect(formatClock(4500)).toBe('75:00');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('counts the minute of play from 1', () => {
    expect(playMinute(0)).toBe(1);
    expect(playMinute(1079)).toBe(18);
  });
});

describe('refreshInterval', () => {
  it('is LIVE_REFRESH_MS unless overridden, and never below a second', () => {
    expect(refreshInterval(null)).toBe(LIVE_REFRESH_MS);
    expect(refreshInterval('abc')).toBe(LIVE_REFRESH_MS);
    expect(refreshInterval('1500')).toBe(1500);
    expect(refreshInterval('10')).toBe(1000);
  });
});

describe('roster order', () => {
  const entry = (name: string, goals: number, fouls: number, id: number): RosterEntryDTO => ({
    player_id: id,
    jersey_number: String(id),
    name,
    erased: false,
    games_played: 1,
    goals,
    assists: 0,
    fouls,
    foul_timeout: fouls * 60,
  });
  const roster = [entry('Carla', 1, 2, 1), entry('Anna', 3, 0, 2), entry('Berta', 3, 1, 3)];
  const names = (sort: Parameters<typeof sortRoster>[1]) => sortRoster(roster, sort).map((e) => e.name);

  it('sorts descending on the first click, flips on the second, and name resets to the order by name', () => {
    expect(names(null)).toEqual(['Anna', 'Berta', 'Carla']);
    const first = nextSort(null, 'goals');
    expect(first).toEqual({ key: 'goals', desc: true });
    expect(names(first)).toEqual(['Anna', 'Berta', 'Carla']);
    const second = nextSort(first, 'goals');
    expect(second).toEqual({ key: 'goals', desc: false });
    expect(names(second)).toEqual(['Carla', 'Anna', 'Berta']);
    const other = nextSort(second, 'fouls');
    expect(other).toEqual({ key: 'fouls', desc: true });
    expect(names(other)).toEqual(['Carla', 'Berta', 'Anna']);
    expect(nextSort(other, 'name')).toBeNull();
  });
});
