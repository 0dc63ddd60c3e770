// How long to wait before reopening a connection the server closed: doubling from a second up to a minute, with
// jitter so a restarted server is not met by every page at once.
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

/** The delay before the `attempt`-th (0-based) reopening; `random` in [0, 1) spreads it by ±50 %. */
export function retryDelay(attempt: number, random = Math.random()): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.5 + random);
}
