// One resource named by ids in the page's URL: a malformed id asks the server nothing, and an unknown one (404, or
// 400 for an id the server refuses) is a "not found" state of the page, not a toast, a spinner or the error page.
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError } from './api-error';
import { api } from './client';

/** A route id as the number the API takes, or null for anything else ('abc', '0', '1.5', '', 10 digits). */
export function parseRouteId(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** GET of one resource; every other failure still goes through the central handler. */
export function fetchResource<T>(path: string): Promise<T> {
  return api.get<T>(path, { ownErrors: isNotFound });
}

/** swr over one resource; no path (null, or `id && path` of a malformed id) asks nothing. */
export function useResource<T>(path: string | null | false | 0, config?: SWRConfiguration<T, ApiError>) {
  const result = useSWR<T, ApiError>(path || null, (key: string) => fetchResource<T>(key), config);
  return { ...result, notFound: isNotFound(result.error) };
}
