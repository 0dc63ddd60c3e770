// The consent gate on the server (docs/decisions/013): a signed-in user with terms waiting for consent may read,
// but changes nothing until they consent, except what the consent flow and the session itself need.
import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors';
import { termsRequiringConsent } from '../domains/access';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Paths below /api that stay open: sign-in, sign-out, revalidation and password reset; consenting (all terms calls);
 * registration (POST /self refuses signed-in callers by itself); a member's privacy requests (GDPR rights do not wait
 * for consent to new terms: who refuses them may ask to be erased, docs/decisions/024-privacy-requests.md). Case and
 * a trailing slash as Express routes them.
 */
const EXEMPT = [/^\/auth(\/|$)/i, /^\/terms(\/|$)/i, /^\/self\/privacyRequests(\/|$)/i];
const SELF = /^\/self\/?$/i;

/** The top bar's language switch, which the gate keeps (the terms are shown in the chosen language). */
function onlyLanguage(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'preferred_language';
}

function exempt(req: Request): boolean {
  if (EXEMPT.some((pattern) => pattern.test(req.path))) return true;
  if (!SELF.test(req.path)) return false;
  return req.method === 'POST' || (req.method === 'PUT' && onlyLanguage(req.body));
}

/** Mounted on the API router after the session: nothing to do for reads and for guests, one statement otherwise. */
export const consentGate: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method) || !req.user || exempt(req)) return next();
  termsRequiringConsent(req.user.id).then(
    (pending) => next(pending.length > 0 ? new AppError('ConsentRequired', 'Consent to the pending terms first') : undefined),
    next,
  );
};
