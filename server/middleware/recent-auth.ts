// Recent password entry for admin writes and exports: the rule comes from the endpoint a request matched (each
// route's guard), so a new admin endpoint is guarded without a line of its own and no spelling of a path (letter
// case, a trailing slash) reaches the handler without it.
import type { Request, RequestHandler } from 'express';
import { isAdmin } from '../../shared/permissions';
import type { Config } from '../config';
import { AppError } from '../errors';
import { recentAuthRule, type Endpoint } from '../../shared/contract';
import { accessOf } from './auth';

/** Lists of persons, where a whole list at once (`page_size=0`) is an export of personal data too. */
const PERSON_LISTS = new Set(['/persons', '/referees']);

/** An export is a GET with `format`, or a whole list of persons at once. */
const exportsAll = (req: Request, endpoint: Endpoint) =>
  (req.query.format !== undefined && req.query.format !== '') ||
  (PERSON_LISTS.has(endpoint.path) && String(req.query.page_size) === '0');

/**
 * The guard of one endpoint, or null when it needs none. A signed-in caller with admin rights whose password entry is
 * older than REAUTH_AFTER_MINUTES gets 401 NeedReAuth. Everyone else passes: without a session the route answers
 * 401, without admin rights 403, so a member with an old session is not sent to re-enter a password for something
 * refused anyway.
 */
export function recentAuthGuard(config: Config, endpoint: Endpoint): RequestHandler | null {
  const rule = recentAuthRule(endpoint);
  if (!rule) return null;
  return (req, _res, next) => {
    if (
      !req.user ||
      Date.now() - (req.session.authAt ?? 0) <= config.reauthAfterMs ||
      (rule === 'export' && !exportsAll(req, endpoint))
    ) {
      next();
      return;
    }
    accessOf(req).then(
      (access) => next(isAdmin(access) ? new AppError('NeedReAuth', 'Please enter your password again') : undefined),
      next,
    );
  };
}
