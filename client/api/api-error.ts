// The one error type every API call rejects with: HTTP status plus the server's stable error code.
import type { ErrorBody, ErrorCode } from '../../shared/errors';

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the request never got an answer (network down, aborted). */
    readonly status: number,
    readonly code: ErrorCode | null,
    message: string,
    /** Reset token that comes with PasswordNeedReset. */
    readonly token?: string,
    /** Seconds to wait before trying again (the sign-in back-off, the signature PIN's limit). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * A code as the server writes them (shared/errors.ts). The list itself stays out of the first chunks (JS budget); a
 * code the client has no text for is told as the generic error (errorText).
 */
const CODE = /^[A-Z][A-Za-z]{1,60}$/;

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && CODE.test(value);
}

/** Reads an error answer defensively: a proxy or a crash may answer with HTML or nothing at all. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = (body as Partial<ErrorBody> | null)?.error;
  const code = isErrorCode(error?.code) ? error.code : null;
  const token = typeof error?.token === 'string' ? error.token : undefined;
  const retryAfter = typeof error?.retry_after === 'number' && error.retry_after > 0 ? error.retry_after : undefined;
  return new ApiError(status, code, error?.message ?? `HTTP ${status}`, token, retryAfter);
}
