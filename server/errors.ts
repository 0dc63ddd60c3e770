// Typed errors: a stable code (shared/errors.ts), its HTTP status and a message for developers; never internals.
import { ERROR_STATUS, type ErrorCode } from '../shared/errors';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown[];
  readonly extra?: Record<string, string | number>;

  constructor(code: ErrorCode, message?: string, options?: { details?: unknown[]; extra?: Record<string, string | number> }) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options?.details;
    this.extra = options?.extra;
  }
}

export const notFound = (what = 'Resource') => new AppError('NotFound', `${what} not found`);
export const forbidden = (message = 'Unauthorized action') => new AppError('UnauthorizedAction', message);
export const notSignedIn = () => new AppError('NotSignedIn', 'Please sign in');
export const conflict = (message: string) => new AppError('Conflict', message);
