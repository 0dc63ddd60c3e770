// The game clock's rule: counting up and down, running and stopped, at and past the period's end.
import { periodBounds, readGameClock } from './game-clock';

const rules = { periodCount: 4, periodSeconds: 600 };
const t0 = Date.UTC(2026, 10, 29, 12, 0, 0);

describe('readGameClock', () => {
  it('counts up from the period start while running', () => {
    const r = readGameClock({ period: 2, clockSeconds: 700, clockRunningSince: new Date(t0) }, rules, t0 + 30_500);
    expect(r).toEqual({ period: 2, elapsed: 730, inPeriod: 130, shown: 130, running: true, atPeriodEnd: false });
  });

  it('counts down from the period length when the competition says so', () => {
    const r = readGameClock(
      { period: 2, clockSeconds: 700, clockRunningSince: t0 },
      { ...rules, clockCounts: 'down' },
      t0 + 30_000,
    );
    expect(r.shown).toBe(470);
    expect(r.inPeriod).toBe(130);
  });

  it('a stopped clock shows its stored seconds whatever the time', () => {
    const r = readGameClock({ period: 1, clockSeconds: 125, clockRunningSince: null }, rules, t0 + 3_600_000);
    expect(r).toEqual({ period: 1, elapsed: 125, inPeriod: 125, shown: 125, running: false, atPeriodEnd: false });
  });

  it('stops exactly at the period end', () => {
    const r = readGameClock({ period: 1, clockSeconds: 590, clockRunningSince: t0 }, rules, t0 + 10_000);
    expect(r).toEqual({ period: 1, elapsed: 600, inPeriod: 600, shown: 600, running: false, atPeriodEnd: true });
    const down = readGameClock(
      { period: 1, clockSeconds: 590, clockRunningSince: t0 },
      { ...rules, clockCounts: 'down' },
      t0 + 10_000,
    );
    expect(down.shown).toBe(0);
  });

  it('never passes the period length once its time is over', () => {
    const r = readGameClock({ period: 3, clockSeconds: 1300, clockRunningSince: t0 }, rules, t0 + 45 * 60_000);
    expect(r).toEqual({ period: 3, elapsed: 1800, inPeriod: 600, shown: 600, running: false, atPeriodEnd: true });
    const down = readGameClock(
      { period: 3, clockSeconds: 1300, clockRunningSince: t0 },
      { ...rules, clockCounts: 'down' },
      t0 + 45 * 60_000,
    );
    expect(down.shown).toBe(0);
  });

  it('caps a stored time beyond the period end too', () => {
    const r = readGameClock({ period: 1, clockSeconds: 900, clockRunningSince: null }, rules, t0);
    expect(r.elapsed).toBe(600);
    expect(r.shown).toBe(600);
  });
});

describe('periodBounds: overtime and shootout (docs/decisions/051-goalies-overtime-and-shootout.md)', () => {
  const rules = { periodSeconds: 1200, periodCount: 3, overtimeMinutes: 5 };
  it('gives the period after regular play the overtime’s length and the shootout none', () => {
    expect(periodBounds(3, rules)).toEqual({ start: 2400, end: 3600, length: 1200 });
    expect(periodBounds(4, rules)).toEqual({ start: 3600, end: 3900, length: 300 });
    expect(periodBounds(5, rules)).toEqual({ start: 3900, end: 3900, length: 0 });
    // Without an overtime a period past regular play is as long as the others.
    expect(periodBounds(4, { ...rules, overtimeMinutes: 0 })).toEqual({ start: 3600, end: 4800, length: 1200 });
  });

  it('stops the overtime’s clock at its own end', () => {
    const reading = readGameClock({ period: 4, clockSeconds: 3850, clockRunningSince: 0 }, rules, 120_000);
    expect(reading).toMatchObject({ elapsed: 3900, inPeriod: 300, atPeriodEnd: true, running: false });
  });
});
