// Recent password entry for admin writes and exports: the rule comes from the endpoint registry, so a new
// admin endpoint is guarded without a line of its own.
import type { Request, RequestHandler } from 'express';
import { isAdmin } from '../../shared/permissions';
import type { Config } from '../config';
import { AppError } from '../errors';
import { ENDPOINTS, recentAuthRule, type Endpoint, type RecentAuthRule } from '../../shared/contract';
import { accessOf } from './auth';

/** Each endpoint's path as a pattern; a literal path (/persons/filters) before a parameter (/persons/{id}). */
const routes = ENDPOINTS.map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
  params: (endpoint.path.match(/\{/g) ?? []).length,
})).sort((a, b) => a.params - b.params);

/** The registry entry a request under /api reaches, or undefined (an unknown path answers 404 later). */
export function endpointOf(method: string, path: string): Endpoint | undefined {
  return routes.find((r) => r.endpoint.method === method && r.pattern.test(path))?.endpoint;
}

function needsRecentAuth(req: Request): RecentAuthRule | undefined {
  const endpoint = endpointOf(req.method === 'HEAD' ? 'GET' : req.method, req.path);
  const rule = endpoint && recentAuthRule(endpoint);
  if (rule === 'export' && (req.query.format === undefined || req.query.format === '')) return undefined;
  return rule;
}

/**
 * A signed-in caller with admin rights whose password entry is older than REAUTH_AFTER_MINUTES gets 401 NeedReAuth
 * on every guarded call. Everyone else passes: without a session the route answers 401, without admin rights 403,
 * so a member with an old session is not sent to re-enter a password for something refused anyway.
 */
export function recentAuthGate(config: Config): RequestHandler {
  return (req, _res, next) => {
    if (!req.user || Date.now() - (req.session.authAt ?? 0) <= config.reauthAfterMs || !needsRecentAuth(req)) {
      next();
      return;
    }
    accessOf(req).then(
      (access) => next(isAdmin(access) ? new AppError('NeedReAuth', 'Please enter your password again') : undefined),
      next,
    );
  };
}
