// Session guards: who is signed in, their access (loaded once per request), admin and recent-password checks.
import type { Request, RequestHandler } from 'express';
import { isAdmin } from '../../shared/permissions';
import { AppError, forbidden, notSignedIn } from '../errors';
import { loadAccess, type Access } from '../domains/access';
import { accessFromSession } from './session';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      access?: Access;
    }
  }
}

export function userId(req: Request): number {
  if (!req.user) throw notSignedIn();
  return req.user.id;
}

export async function accessOf(req: Request): Promise<Access> {
  const personId = userId(req);
  // Usually the session read brought the rules (server/middleware/session.ts); after a sign-in they are read here.
  req.access ??= accessFromSession(req, personId) ?? (await loadAccess(personId));
  return req.access;
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : notSignedIn());
};

/** A signed-in person or a game code's session; the endpoint checks the code's game and day itself. */
export const requireUserOrGameCode: RequestHandler = (req, _res, next) => {
  next(req.user || req.session?.gameCode ? undefined : notSignedIn());
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  accessOf(req).then((access) => next(isAdmin(access) ? undefined : forbidden()), next);
};

/** Sensitive admin actions need a password entered within the configured time. */
export function requireRecentAuth(maxAgeMs: number): RequestHandler {
  return (req, _res, next) => {
    next(isRecentAuth(req, maxAgeMs) ? undefined : new AppError('NeedReAuth', 'Please enter your password again'));
  };
}

export function isRecentAuth(req: Request, maxAgeMs: number): boolean {
  return Date.now() - (req.session.authAt ?? 0) <= maxAgeMs;
}

/** The same check inside a handler, for a change that is sensitive only with some inputs (an email change). */
export function assertRecentAuth(req: Request, maxAgeMs: number): void {
  if (!isRecentAuth(req, maxAgeMs)) throw new AppError('NeedReAuth', 'Please enter your password again');
}
