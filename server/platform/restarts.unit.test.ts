// The supervisor's restart back-off: at once after one death, then doubling from 1 s up to 30 s.
import { MAX_RESTART_DELAY_MS, restartDelay } from './restarts';

describe('restartDelay', () => {
  it('replaces a worker at once after a single death, soon after its start or not', () => {
    expect(restartDelay(0)).toBe(0);
    expect(restartDelay(1)).toBe(0);
  });

  it('backs off 1 s, 2 s, 4 s ... while workers keep dying soon after their start, capped at 30 s', () => {
    expect([2, 3, 4, 5, 6, 7].map(restartDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    expect(restartDelay(50)).toBe(MAX_RESTART_DELAY_MS);
  });
});
