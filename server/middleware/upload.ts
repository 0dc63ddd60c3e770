// One file in memory under a size cap (multer, straight to sharp, never to disk), with every failure of a bad upload
// typed: multer's own errors are mapped by the error middleware (413 above the cap, 400 otherwise), and busboy's
// (a broken multipart body, a missing boundary) become 400 ValidationFailed instead of a 500.
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../errors';
import { UPLOAD_WINDOW_MS, UPLOADS_PER_ACCOUNT } from '../platform/image-limits';
import { userId } from './auth';
import { limiter } from './rate-limit';

/**
 * Picture uploads per account (own picture and club logos share the counter), whatever the IP: one account cannot
 * keep the image queue busy. Runs after authorization and before the file is read.
 */
export const uploadLimit = limiter({
  name: 'image-upload',
  windowMs: UPLOAD_WINDOW_MS,
  limit: UPLOADS_PER_ACCOUNT,
  key: (req) => String(userId(req)),
  per: 'account',
});

export function singleFile(field: string, maxBytes: number): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 5 } }).single(field);
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error || error instanceof multer.MulterError) return next(error);
      next(new AppError('ValidationFailed', 'Malformed multipart body'));
    });
  };
}
