// One file in memory under a size cap (multer, straight to sharp, never to disk), with every failure of a bad upload
// typed: multer's own errors are mapped by the error middleware (413 above the cap, 400 otherwise), and busboy's
// (a broken multipart body, a missing boundary) become 400 ValidationFailed instead of a 500.
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../errors';

export function singleFile(field: string, maxBytes: number): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 5 } }).single(field);
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error || error instanceof multer.MulterError) return next(error);
      next(new AppError('ValidationFailed', 'Malformed multipart body'));
    });
  };
}
