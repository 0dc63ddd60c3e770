// GET /api/stats/...: public, read-only statistics of leagues and tournaments (docs/product.md#statistics), with ETags.
import type { Request, Response } from 'express';
import { contract } from '../../../shared/contract';
import { gzippedBody, type CachedAnswer, MAX_AGE_LIVE_S } from './cache';
import { associationsAnswer, categoryAnswer, gameAnswer, teamAnswer } from './answers';
import { implement, SENT, type Route, type Sent } from '../../http/implement';

export const MAX_AGE_S = 60;

export function sendCached(req: Request, res: Response, answer: CachedAnswer): Sent {
  res.set('Cache-Control', `public, max-age=${answer.live ? MAX_AGE_LIVE_S : MAX_AGE_S}`);
  return sendKeptBody(req, res, answer, 'application/json');
}

/**
 * A kept answer's body with its ETag: 304 when the client has it, else gzipped once with the answer instead of on
 * every request (the compression middleware leaves an encoded body alone). Statistics and calendar feeds.
 */
export function sendKeptBody(req: Request, res: Response, answer: CachedAnswer, contentType: string): Sent {
  res.set('ETag', answer.etag);
  if (req.fresh) {
    res.status(304).end();
    return SENT;
  }
  res.type(contentType);
  const gzipped = req.acceptsEncodings('gzip') === 'gzip' ? gzippedBody(answer) : null;
  if (gzipped) {
    res.vary('Accept-Encoding');
    res.set('Content-Encoding', 'gzip');
    res.send(gzipped);
    return SENT;
  }
  res.send(answer.body);
  return SENT;
}

/** The statistics: each answer computed once per change of its data and sent as cached, compressed JSON. */
export function statsRoutes(): Route[] {
  return implement(contract.stats, {
    associations: async (_input, req, res) => sendCached(req, res, await associationsAnswer()),
    game: async ({ params }, req, res) => sendCached(req, res, await gameAnswer(params.gameID)),
    games: async ({ params, query }, req, res) =>
      sendCached(req, res, await categoryAnswer('games', params.type, params.id, query.seasonID)),
    groups: async ({ params, query }, req, res) =>
      sendCached(req, res, await categoryAnswer('groups', params.type, params.id, query.seasonID)),
    points: async ({ params, query }, req, res) =>
      sendCached(req, res, await categoryAnswer('points', params.type, params.id, query.seasonID)),
    fouls: async ({ params, query }, req, res) =>
      sendCached(req, res, await categoryAnswer('fouls', params.type, params.id, query.seasonID)),
    goalies: async ({ params, query }, req, res) =>
      sendCached(req, res, await categoryAnswer('goalies', params.type, params.id, query.seasonID)),
    team: async ({ params, query }, req, res) =>
      sendCached(req, res, await teamAnswer(params.type, params.id, params.teamID, query.seasonID)),
  });
}
