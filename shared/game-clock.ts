// The game clock's one rule (docs/product.md#game-day): the period and the time shown, counting up or down, stopped at the period's end.

/** How a competition's clock counts in a period: up from 0:00, or down from the period length. */
export type ClockCounts = 'up' | 'down';

/** A game's clock as stored: the period, its seconds since the game's start at the last change, since when it runs. */
export interface GameClockState {
  period: number;
  clockSeconds: number;
  /** A Date or epoch milliseconds; null while the clock is stopped. */
  clockRunningSince: Date | number | null;
}

/**
 * The competition's period length (its period count does not stop the clock: a period past regular play, overtime,
 * stops at its own end); without `clockCounts` the clock counts up.
 */
export interface GameClockRules {
  periodSeconds: number;
  clockCounts?: ClockCounts;
  /** Regular play's periods; with `overtimeMinutes` the period after them is the overtime, the next the shootout. */
  periodCount?: number;
  /** The overtime's length (0 or none: a period past regular play is as long as the others). */
  overtimeMinutes?: number;
}

/**
 * The last period the clock may show: regular play's, then the overtime's or the shootout's once the game has entered
 * them (docs/decisions/051-goalies-overtime-and-shootout.md): regular play is left only through that step.
 */
export function lastPeriod(periodCount: number, extraTime: 'overtime' | 'shootout' | null): number {
  if (extraTime === 'shootout') return periodCount + 2;
  return extraTime === 'overtime' ? periodCount + 1 : periodCount;
}

/**
 * Where a period starts and ends in game time. With an overtime (docs/decisions/051-goalies-overtime-and-shootout.md)
 * the period after regular play lasts the overtime's minutes and the one after it, the shootout, has no time at all.
 */
export function periodBounds(period: number, rules: GameClockRules): { start: number; end: number; length: number } {
  const p = Math.max(1, period);
  const overtime = (rules.overtimeMinutes ?? 0) * 60;
  const count = rules.periodCount;
  if (count === undefined || overtime <= 0 || p <= count) {
    return { start: (p - 1) * rules.periodSeconds, end: p * rules.periodSeconds, length: rules.periodSeconds };
  }
  const regular = count * rules.periodSeconds;
  if (p === count + 1) return { start: regular, end: regular + overtime, length: overtime };
  return { start: regular + overtime, end: regular + overtime, length: 0 };
}

export interface GameClockReading {
  period: number;
  /** Seconds of game time since the start, never past the end of the period being played. */
  elapsed: number;
  /** Seconds played in the period, 0 to the period length. */
  inPeriod: number;
  /** What the clock shows: the period's seconds played (counting up) or left (counting down). */
  shown: number;
  /** Whether it runs now; a clock at its period's end has stopped. */
  running: boolean;
  /** The period's time is over. */
  atPeriodEnd: boolean;
}

const epochMs = (at: Date | number): number => (typeof at === 'number' ? at : at.getTime());

/** The game clock at `now`: the stored seconds plus the whole seconds it has run since, stopped at the period's end. */
export function readGameClock(state: GameClockState, rules: GameClockRules, now: Date | number): GameClockReading {
  const { start: periodStart, end: periodEnd, length } = periodBounds(state.period, rules);
  const timed = rules.periodSeconds > 0;
  const ran =
    state.clockRunningSince === null ? 0 : Math.max(0, Math.floor((epochMs(now) - epochMs(state.clockRunningSince)) / 1000));
  const raw = state.clockSeconds + ran;
  const elapsed = timed ? Math.min(raw, periodEnd) : raw;
  const inPeriod = Math.max(0, elapsed - periodStart);
  const atPeriodEnd = timed && elapsed >= periodEnd;
  return {
    period: state.period,
    elapsed,
    inPeriod,
    shown: rules.clockCounts === 'down' ? Math.max(0, length - inPeriod) : inPeriod,
    running: state.clockRunningSince !== null && !atPeriodEnd,
    atPeriodEnd,
  };
}

/** Game time as mm:ss. */
export function formatGameClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
