// GET /api/stats/...: public, read-only statistics of leagues and tournaments (spec section 7), with ETags.
import { Router, type Request, type Response } from 'express';
import { StatsCategoryParams, StatsGameParams, StatsSeasonQuery, StatsTeamParams } from '../../../shared/schemas/stats';
import { parseParams, parseQuery } from '../../middleware/validate';
import { gzippedBody, type CachedAnswer } from '../../services/stats/cache';
import { associationsAnswer, categoryAnswer, gameAnswer, teamAnswer, type CategoryView } from '../../services/stats';

/** Browsers and proxies may keep an answer briefly: 15 s while a game is live, a minute otherwise. */
export const MAX_AGE_LIVE_S = 15;
export const MAX_AGE_S = 60;

export function sendCached(req: Request, res: Response, answer: CachedAnswer): void {
  res.set('Cache-Control', `public, max-age=${answer.live ? MAX_AGE_LIVE_S : MAX_AGE_S}`);
  res.set('ETag', answer.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type('application/json');
  // Compressed once with the cached answer instead of on every request (the compression middleware leaves an
  // encoded body alone).
  const gzipped = req.acceptsEncodings('gzip') === 'gzip' ? gzippedBody(answer) : null;
  if (gzipped) {
    res.vary('Accept-Encoding');
    res.set('Content-Encoding', 'gzip');
    res.send(gzipped);
    return;
  }
  res.send(answer.body);
}

export function statsRouter(): Router {
  const router = Router();

  router.get('/associations', async (req, res) => {
    sendCached(req, res, await associationsAnswer());
  });

  router.get('/games/:gameID', async (req, res) => {
    const { gameID } = parseParams(StatsGameParams, req);
    sendCached(req, res, await gameAnswer(gameID));
  });

  for (const view of ['games', 'groups', 'points', 'fouls'] as CategoryView[]) {
    router.get(`/:type/:id/${view}`, async (req, res) => {
      const { type, id } = parseParams(StatsCategoryParams, req);
      const { seasonID } = parseQuery(StatsSeasonQuery, req);
      sendCached(req, res, await categoryAnswer(view, type, id, seasonID));
    });
  }

  router.get('/:type/:id/teams/:teamID', async (req, res) => {
    const { type, id, teamID } = parseParams(StatsTeamParams, req);
    const { seasonID } = parseQuery(StatsSeasonQuery, req);
    sendCached(req, res, await teamAnswer(type, id, teamID, seasonID));
  });

  return router;
}
