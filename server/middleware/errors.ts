// The one error middleware: typed errors, zod, Prisma, body-parser and multer errors become the spec's codes.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '../../shared/errors';
import { AppError } from '../errors';

function fromUnknown(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) {
    const details = err.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message }));
    return new AppError('ValidationFailed', 'Request validation failed', { details });
  }
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
    next(err);
    return;
  }
  const known = fromUnknown(err);
  const error = known ?? new AppError('InternalServerError', 'Internal server error');
  if (!known) req.log?.error({ err }, 'unhandled error');
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.details) body.error.details = error.details;
  if (error.extra) Object.assign(body.error, error.extra);
  res.status(error.status).json(body);
};

/** Unknown /api paths answer a JSON 404, never the SPA. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError('NotFound', 'No such API endpoint'));
};
