// CSRF defence by Fetch Metadata: a state-changing call must not come from another site.
// No token dance, so curl and other API clients keep working with their session cookie.
import type { RequestHandler } from 'express';
import { AppError } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sameOriginOnly: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method)) return next();
  const site = req.get('sec-fetch-site');
  if (site === 'cross-site') return next(new AppError('CrossSiteRequest', 'Cross-site request refused'));
  const origin = req.get('origin');
  if (origin && origin !== 'null') {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return next(new AppError('CrossSiteRequest', 'Malformed Origin'));
    }
    const host = req.get('x-forwarded-host') && req.app.get('trust proxy') ? req.get('x-forwarded-host') : req.get('host');
    if (originHost !== host) return next(new AppError('CrossSiteRequest', 'Cross-origin request refused'));
  } else if (origin === 'null') {
    return next(new AppError('CrossSiteRequest', 'Opaque origin refused'));
  }
  next();
};
