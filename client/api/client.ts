// Fetch wrapper for the JSON API: same-origin cookies, JSON in and out, failures as ApiError. Pages call the API through
// the typed contract client (./endpoints.ts), which sends through apiRequest.
import { ApiError, toApiError } from './api-error';
import { handleHttpError } from './error-handler';
import { finishSignOut, SIGN_OUT_PATH, signOutPending } from './pending-sign-out';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  /**
   * Errors the caller handles itself (the login form shows its own 401s inline). Every other
   * failure goes through the central handler (docs/product.md#error-reactions) before the promise rejects.
   */
  ownErrors?: (error: ApiError) => boolean;
  signal?: AbortSignal;
  /**
   * A state change the server takes an Idempotency-Key for (process starts, joins, registration): one fresh key per
   * call, sent again unchanged on its retries after a network failure or a 503, so a change that went through but
   * whose answer got lost is answered, not done twice (server/middleware/idempotency.ts).
   */
  idempotent?: boolean;
}

/** Retries of an idempotent call, and the longest wait before one (the server's Retry-After, at most this). */
export const IDEMPOTENT_RETRIES = 2;
const MAX_RETRY_WAIT_MS = 5_000;

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Worth sending again: no answer at all, or the database away or busy for a moment. */
function retryable(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 0 || (error.status === 503 && (error.code === 'DatabaseUnavailable' || error.code === 'DatabaseBusy')))
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

async function send(method: HttpMethod, path: string, options: RequestOptions, idempotencyKey?: string): Promise<unknown> {
  // A sign-out the server has not heard goes first: nothing may travel with the session the user ended. Until it gets
  // through, every call fails as without a network.
  if (path !== SIGN_OUT_PATH && signOutPending() && !(await finishSignOut())) {
    throw new ApiError(0, null, 'A sign-out waits for the network');
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
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
  if (!response.ok) {
    const error = toApiError(response.status, body);
    // A 503 says when to try again in its Retry-After header only.
    const seconds = Number(response.headers.get('Retry-After'));
    if (error.retryAfter !== undefined || !Number.isFinite(seconds) || seconds <= 0) throw error;
    throw new ApiError(error.status, error.code, error.message, error.token, seconds);
  }
  return body;
}

/** An idempotent call: the same key on each attempt, a pause (Retry-After) between them. */
async function sendIdempotent(method: HttpMethod, path: string, options: RequestOptions): Promise<unknown> {
  const key = newIdempotencyKey();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(method, path, options, key);
    } catch (error) {
      if (attempt >= IDEMPOTENT_RETRIES || !retryable(error) || options.signal?.aborted) throw error;
      await wait(Math.min((error.retryAfter ?? 1) * 1000, MAX_RETRY_WAIT_MS));
    }
  }
}

/** Sends a request and resolves with the whole answer body (envelope included). */
export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return (await (options.idempotent ? sendIdempotent(method, path, options) : send(method, path, options))) as T;
  } catch (error) {
    if (error instanceof ApiError && !options.ownErrors?.(error)) {
      handleHttpError(error);
    }
    throw error;
  }
}
