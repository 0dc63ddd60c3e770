import { currentMatchday, WHOLE_LIST_MAX_GAMES } from './matchday';

const game = (kickoff: string, live = false) => ({ kickoff_time: kickoff, is_live: live });
// Kickoffs in UTC; the association's days are Europe/Berlin's (a 23:30 UTC kickoff is the next day there).
const matchdays = [
  game('2026-09-05T14:00:00Z'),
  game('2026-09-05T17:00:00Z'),
  game('2026-09-12T14:00:00Z'),
  game('2026-09-12T23:30:00Z'),
  game('2026-09-19T14:00:00Z'),
  game('2026-09-19T17:00:00Z'),
];
// A long season: these six days come after 30 games in August (index 30 on).
const august = Array.from({ length: WHOLE_LIST_MAX_GAMES }, (_, i) =>
  game(`2026-08-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z`),
);
august.sort((a, b) => a.kickoff_time.localeCompare(b.kickoff_time));
const season = [...august, ...matchdays];
const at = (from: number, to: number) => ({ from: from + WHOLE_LIST_MAX_GAMES, to: to + WHOLE_LIST_MAX_GAMES });

describe('the current matchday of a games list', () => {
  it('is the day with a live game', () => {
    const live = season.map((g, i) => (i === WHOLE_LIST_MAX_GAMES + 4 ? { ...g, is_live: true } : g));
    expect(currentMatchday(live, '2026-09-05')).toEqual(at(4, 6));
  });

  it('is today, else the next day with games, in the association’s calendar', () => {
    expect(currentMatchday(season, '2026-09-05')).toEqual(at(0, 2));
    expect(currentMatchday(season, '2026-09-06')).toEqual(at(2, 3));
    expect(currentMatchday(season, '2026-09-13')).toEqual(at(3, 4));
  });

  it('is the last day once the season is over', () => {
    expect(currentMatchday(season, '2027-01-01')).toEqual(at(4, 6));
  });

  it('is the whole list for a short season', () => {
    expect(currentMatchday(matchdays, '2026-09-05')).toEqual({ from: 0, to: 6 });
    expect(currentMatchday([], '2026-09-05')).toEqual({ from: 0, to: 0 });
  });
});

describe('the current matchday of a long season', () => {
  // 300 games on 60 days, some kicking off late enough in UTC to be the next day in Berlin.
  const long = Array.from({ length: 300 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 8, 1 + Math.floor(i / 5) * 3));
    day.setUTCHours([10, 14, 17, 22, 23][i % 5]!, 30);
    return game(day.toISOString());
  });
  const berlinDay = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

  /** The same rule, one day per game. */
  function plainly(games: typeof long, today: string) {
    const days = games.map((g) => berlinDay(g.kickoff_time));
    const live = games.findIndex((g) => g.is_live);
    const next = days.findIndex((d) => d >= today);
    const day = live >= 0 ? days[live]! : next >= 0 ? days[next]! : days[days.length - 1]!;
    return { from: days.indexOf(day), to: days.lastIndexOf(day) + 1 };
  }

  it('is the range the rule gives when every game’s day is computed', () => {
    for (const today of ['2026-08-01', '2026-09-01', '2026-09-02', '2026-10-15', '2026-11-30', '2027-03-01', '2027-12-31']) {
      expect(currentMatchday(long, today)).toEqual(plainly(long, today));
    }
    const live = long.map((g, i) => (i === 137 ? { ...g, is_live: true } : g));
    const { from, to } = currentMatchday(live, '2026-09-01');
    expect({ from, to }).toEqual(plainly(live, '2026-09-01'));
    expect(from <= 137 && 137 < to).toBe(true);
  });
});
