// Fetch wrapper for the JSON API: same-origin cookies, JSON in and out, failures as ApiError.
import type { DataEnvelope } from '../../shared/api';
import { ApiError, toApiError } from './api-error';
import { handleHttpError } from './error-handler';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  /**
   * Errors the caller handles itself (the login form shows its own 401s inline). Every other
   * failure goes through the central handler of spec section 8 before the promise rejects.
   */
  ownErrors?: (error: ApiError) => boolean;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    // An abort is the caller's own decision (a page left), not a failure to report.
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
  }
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body;
}

/** Sends a request and resolves with the whole answer body (envelope included). */
export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return (await send(method, path, options)) as T;
  } catch (error) {
    if (error instanceof ApiError && !options.ownErrors?.(error)) {
      handleHttpError(error);
    }
    throw error;
  }
}

/** Unwraps the `{ data }` envelope of a single resource. */
export async function apiData<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const body = await apiRequest<DataEnvelope<T> | undefined>(method, path, options);
  return body?.data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiData<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => apiData<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => apiData<T>('PUT', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions) => apiData<T>('DELETE', path, options),
};
