// The reopening backoff of a live stream the server closed: doubling from 1 s to a minute, with jitter.
import { retryDelay } from './backoff';

describe('retryDelay', () => {
  it('doubles from about a second up to about a minute, spread by jitter', () => {
    expect(retryDelay(0, 0.5)).toBe(1_000);
    expect(retryDelay(3, 0.5)).toBe(8_000);
    expect(retryDelay(20, 0.5)).toBe(60_000);
    expect(retryDelay(0, 0)).toBe(500);
    expect(retryDelay(0, 0.999)).toBeLessThan(1_500);
  });
});
