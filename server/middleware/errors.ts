// The one error middleware: typed errors, zod, Prisma, body-parser and multer errors become the API's codes (docs/product.md#errors).
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '../../shared/errors';
import { isDatabaseTimeout, isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';

/** Seconds a client should wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = 5;

function fromUnknown(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) {
    const details = err.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message }));
    return new AppError('ValidationFailed', 'Request validation failed', { details });
  }
  // Before the Prisma codes: a lost connection must never look like a bad request or a 500.
  if (isDatabaseUnavailable(err)) return new AppError('DatabaseUnavailable', 'The database is unavailable, try again shortly');
  // A statement or lock wait over its time limit: the request gives its connection back and says so.
  if (isDatabaseTimeout(err)) return new AppError('DatabaseBusy', 'The database is busy, try again shortly');
  const e = err as { code?: unknown; type?: unknown; status?: unknown; name?: unknown; meta?: unknown };
  // Prisma: unique violation, record missing, foreign key, value too long.
  if (e.code === 'P2002') return new AppError('Conflict', 'Already exists');
  if (e.code === 'P2025') return new AppError('NotFound', 'Not found');
  if (e.code === 'P2003') return new AppError('ValidationFailed', 'Referenced record does not exist');
  if (e.code === 'P2000') return new AppError('ValidationFailed', 'Value too long');
  // body-parser
  if (e.type === 'entity.too.large') return new AppError('PayloadTooLarge', 'Request body too large');
  if (e.type === 'entity.parse.failed') return new AppError('ValidationFailed', 'Malformed JSON');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
    return new AppError('UnsupportedMediaType', 'Unsupported encoding');
  // multer
  if (e.name === 'MulterError') {
    return e.code === 'LIMIT_FILE_SIZE'
      ? new AppError('PayloadTooLarge', 'File too large')
      : new AppError('ValidationFailed', 'Invalid upload');
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    const map: Record<number, ErrorCode> = { 404: 'NotFound', 413: 'PayloadTooLarge', 415: 'UnsupportedMediaType' };
    return new AppError(map[e.status] ?? 'ValidationFailed');
  }
  return null;
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    // The answer went out whole, and the error came after it: express-session reports a session store that failed
    // (the database going away) once it has written the answer. Express would cut the connection now, breaking a
    // finished answer on a kept-alive connection; a log line is enough.
    if (res.writableEnded) {
      req.log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'error after the answer was sent');
      return;
    }
    // Half an answer (a stream that broke): cutting the connection tells the client it is incomplete.
    next(err);
    return;
  }
  const known = fromUnknown(err);
  if (known?.code === 'DatabaseBusy') res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  const error = known ?? new AppError('InternalServerError', 'Internal server error');
  if (!known) req.log?.error({ err }, 'unhandled error');
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.details) body.error.details = error.details;
  if (error.extra) Object.assign(body.error, error.extra);
  // An error is never worth caching (body-parser errors come before the API's own no-store).
  res.set('Cache-Control', 'no-store');
  // pino-http logs the 503 itself, one line per request, without the stack of the lost connection.
  if (error.code === 'DatabaseUnavailable' || error.code === 'ServerBusy') res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  // A wait of its own (the sign-in back-off): the seconds are in the body too, for the client's text.
  if (typeof error.extra?.retry_after === 'number') res.set('Retry-After', String(error.extra.retry_after));
  res.status(error.status).json(body);
};

/** Unknown /api paths answer a JSON 404, never the SPA. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError('NotFound', 'No such API endpoint'));
};
