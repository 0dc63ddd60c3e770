// How often a live game refreshes: LIVE_REFRESH_MS, or `?refresh=<ms>` (at least MIN_REFRESH_MS) for tests and demos.
import { LIVE_REFRESH_MS } from '../../../shared/constants';

export const MIN_REFRESH_MS = 1000;

export function refreshInterval(param: string | null): number {
  if (param === null || !/^\d+$/.test(param)) return LIVE_REFRESH_MS;
  return Math.max(MIN_REFRESH_MS, Number(param));
}
