// Bulk requests (exports and page_size=0 lists) run on the bulk pool, at most a few at a time per caller:
// thirty of them at once used to take every connection, and public statistics answered 503 meanwhile.
import type { Request, RequestHandler } from 'express';
import { runAsBulk } from '../db/client';
import { AppError } from '../errors';

/** Bulk requests one caller may have running at once; more answer 429 TooManyRequests. */
export const BULK_PER_CALLER = 2;

/** A GET asking for everything: a file export (`format`) or a list without pages (`page_size=0`). */
export function isBulkRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const { format, page_size: pageSize } = req.query;
  return (typeof format === 'string' && format !== '') || pageSize === '0';
}

/** Mounted after the session (the caller is known): counts each caller's bulk requests until their answer ends. */
export function bulkRequests(): RequestHandler {
  const running = new Map<string, number>();
  return (req, res, next) => {
    if (!isBulkRequest(req)) {
      next();
      return;
    }
    const caller = req.user ? `u${req.user.id}` : `ip${req.ip ?? ''}`;
    const count = running.get(caller) ?? 0;
    if (count >= BULK_PER_CALLER) {
      next(new AppError('TooManyRequests', 'Too many exports or full lists at once'));
      return;
    }
    running.set(caller, count + 1);
    let released = false;
    // 'close' comes after the answer was sent and also when the client went away in the middle.
    res.once('close', () => {
      if (released) return;
      released = true;
      const left = (running.get(caller) ?? 1) - 1;
      if (left > 0) running.set(caller, left);
      else running.delete(caller);
    });
    runAsBulk(() => next());
  };
}
