// The round-robin generator of a group's schedule (docs/product.md#game-day): the circle method, one round per day,
// home and away balanced, the second half of a double round-robin with home and away swapped. Pure: no database.
import { addDays, associationTimeZone, zonedDateTime } from '../../../shared/clock';

export interface RoundRobinOptions {
  /** The group's teams, in the order the circle starts from. */
  teamIds: readonly number[];
  /** Two legs (each pairing once at each home) instead of one. */
  double: boolean;
  /** The first day a round may be played on (yyyy-mm-dd). */
  startDate: string;
  /** ISO weekday of the rounds: 1 Monday ... 7 Sunday. The first round is on the first such day from startDate. */
  weekday: number;
  /** Kickoff as a wall-clock time (HH:mm) in `zone`. */
  time: string;
  /** Days from one round to the next (7: weekly). At least 1, so no team plays twice on one day. */
  intervalDays: number;
  /** The zone of `time`; the association's by default (shared/clock.ts). */
  zone?: string;
  /** The first game number; the rest follow one by one. */
  firstNumber?: number;
}

export interface RoundRobinGame {
  number: number;
  /** 1-based round; every game of a round is on the same day. */
  round: number;
  day: string;
  kickoff: Date;
  homeTeamId: number;
  awayTeamId: number;
}

/** Rounds of one leg as pairs of team indexes [home, away]: index `n - 1` of an even circle stays fixed. */
function circleRounds(n: number): Array<Array<[number, number]>> {
  const m = n - 1;
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < m; r++) {
    // The fixed team changes sides every round; the other pairs {r+k, r-k} take turns by k, which keeps each team's
    // home count within one of its away count and the number of home-home or away-away sequences minimal (n - 2).
    const games: Array<[number, number]> = [r % 2 === 0 ? [r, m] : [m, r]];
    for (let k = 1; k < n / 2; k++) {
      const a = (r + k) % m;
      const b = (r - k + m) % m;
      games.push(k % 2 === 1 ? [a, b] : [b, a]);
    }
    rounds.push(games);
  }
  return rounds;
}

/** The ISO weekday (1 Monday ... 7 Sunday) of a yyyy-mm-dd day. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The first day on or after `day` that falls on `weekday`. */
export function firstWeekdayFrom(day: string, weekday: number): string {
  return addDays(day, (weekday - isoWeekday(day) + 7) % 7);
}

export class RoundRobinError extends Error {}

/**
 * Every game of the round-robin, in round order. An odd number of teams gets a bye each round (the team that would
 * meet the empty seat rests). Throws RoundRobinError for fewer than two teams, a team listed twice, or bad options.
 */
export function roundRobin(options: RoundRobinOptions): RoundRobinGame[] {
  const { teamIds, double, startDate, weekday, time, intervalDays } = options;
  if (teamIds.length < 2) throw new RoundRobinError('A round-robin needs at least two teams');
  if (new Set(teamIds).size !== teamIds.length) throw new RoundRobinError('A team is listed twice');
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) throw new RoundRobinError('weekday is 1..7');
  if (!Number.isInteger(intervalDays) || intervalDays < 1) throw new RoundRobinError('intervalDays is at least 1');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || Number.isNaN(Date.parse(`${startDate}T00:00:00Z`))) {
    throw new RoundRobinError('startDate is yyyy-mm-dd');
  }
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new RoundRobinError('time is HH:mm');
  const zone = options.zone ?? associationTimeZone();

  // An empty seat (null) makes the circle even; whoever meets it has a bye.
  const seats: Array<number | null> = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, null];
  const leg = circleRounds(seats.length);
  const rounds = double ? [...leg, ...leg.map((games) => games.map(([h, a]) => [a, h] as [number, number]))] : leg;

  const first = firstWeekdayFrom(startDate, weekday);
  let number = options.firstNumber ?? 1;
  const games: RoundRobinGame[] = [];
  rounds.forEach((pairs, r) => {
    const day = addDays(first, r * intervalDays);
    const kickoff = zonedDateTime(day, time, zone);
    for (const [h, a] of pairs) {
      const homeTeamId = seats[h];
      const awayTeamId = seats[a];
      if (homeTeamId == null || awayTeamId == null) continue;
      games.push({ number: number++, round: r + 1, day, kickoff, homeTeamId, awayTeamId });
    }
  });
  return games;
}
