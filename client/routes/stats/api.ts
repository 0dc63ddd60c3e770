// Loading the public statistics: swr keyed by the call's address (category, view, season), kept STATS_CACHE_MS (docs/product.md#statistics-rules).
// Unknown or malformed ids (404, 400) stay on the page as a "not found" state; everything else goes through the
// central error handler (docs/product.md#error-reactions).
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { STATS_CACHE_MS } from '../../../shared/constants';
import type { Endpoint } from '../../../shared/contract';
import { ApiError, toApiError } from '../../api/api-error';
import { isNotFound, urlOf, type CallInput, type DataOf } from '../../api/endpoints';
import { handleHttpError } from '../../api/error-handler';
import { keepForOffline } from '../../lib/offline-cache';
import { renderContext } from '../../lib/render-context';

/** A category's view: the path's type and id and the season asked for (the default season without one). */
export const categoryInput = (type: string, id: string, seasonId: string | null) => ({
  params: { type, id },
  query: { seasonID: seasonId ?? undefined },
});

/**
 * GET a statistics answer. `revalidate` asks the server every time (live polling: the answer's max-age would
 * otherwise let the browser reuse it); the ETag keeps an unchanged answer to a 304.
 */
async function fetchStats<T>(path: string, revalidate = false): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: revalidate ? 'no-cache' : 'default',
    });
  } catch (cause) {
    const error = new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
    handleHttpError(error);
    throw error;
  }
  if (response.ok) keepForOffline(path, response.clone());
  const body = (await response.json().catch(() => undefined)) as { data: T } | undefined;
  if (!response.ok || !body) {
    const error = toApiError(response.status, body);
    if (!isNotFound(error)) handleHttpError(error);
    throw error;
  }
  return body.data;
}

export interface StatsOptions<T> {
  /** Poll every so many ms while the answer says so (live games); 0 or undefined: no polling. */
  refresh?: (data: T | undefined) => number;
}

/** swr over one statistics endpoint (`input` null asks nothing), keyed by its address. */
export function useStats<E extends Endpoint>(endpoint: E, input: CallInput<E> | null, options: StatsOptions<DataOf<E>> = {}) {
  type T = DataOf<E>;
  const path = input ? urlOf(endpoint, input) : null;
  const { refresh } = options;
  const { cache } = useSWRConfig();
  const config: SWRConfiguration<T, ApiError> = {
    dedupingInterval: STATS_CACHE_MS,
    // A server-rendered page came with its answers (client/main.tsx put them in the cache): hydrating asks nothing.
    revalidateOnMount: renderContext() && path && cache.get(path)?.data !== undefined ? false : undefined,
  };
  if (refresh) {
    // A number from the data at hand, not a function: swr restarts its timer whenever refreshInterval changes (a new
    // function each render restarted it at every 10 s minute tick, so 30 s never came), and reads a function only
    // when the timer starts (before the first answer: no polling at all). The number changes only when the game
    // goes live or ends, and the answer's arrival re-renders the page.
    config.refreshInterval = refresh(path ? (cache.get(path)?.data as T | undefined) : undefined);
    // swr skips an interval refresh while the last request is within the deduping interval.
    config.dedupingInterval = 500;
  }
  return useSWR<T, ApiError>(path, (key: string) => fetchStats<T>(key, Boolean(refresh)), config);
}
