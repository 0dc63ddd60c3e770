// GET /api/calendar/...: iCalendar feeds for calendar apps (webcal): a person's team games, a team's games and a
// category season.
import type { Request, Response } from 'express';
import { contract } from '../../../shared/contract';
import type { Config } from '../../config';
import type { CachedAnswer } from './cache';
import { personFeed } from './personal-feed';
import { categoryFeed } from './category-feed';
import { teamFeed } from './team-feed';
import { pickLanguage } from '../../platform/language';
import { implement, type Route, type Sent } from '../../http/implement';
import { sendKeptBody } from './stats-routes';

/** Calendar apps poll rarely; five minutes of reuse costs nothing. */
const FEED_MAX_AGE_S = 300;

function sendFeed(req: Request, res: Response, answer: CachedAnswer, file: string, visibility: 'public' | 'private'): Sent {
  res.set('Cache-Control', `${visibility}, max-age=${FEED_MAX_AGE_S}`);
  res.set('Content-Disposition', `inline; filename="${file}"`);
  // Compressed once with the kept answer (a season's feed is tens of KB), not by the middleware on every request.
  return sendKeptBody(req, res, answer, 'text/calendar; charset=utf-8');
}

export function calendarRoutes(config: Config): Route[] {
  const baseUrl = (req: Request) => config.publicUrl ?? `${req.protocol}://${req.get('host')}`;

  return implement(contract.calendar, {
    // The calendar token is the only key: as secret as the person keeps their calendar address, and renewable
    // (POST /api/self/calendarToken). The person's uuid opens nothing here.
    personFeed: async ({ params }, req, res) => {
      const answer = await personFeed(params.file, baseUrl(req));
      return sendFeed(req, res, answer, 'games.ics', 'private');
    },

    teamFeed: async ({ params: { file }, query: { lang } }, req, res) => {
      const language = pickLanguage(lang, req.get('accept-language') ?? 'de');
      const answer = await teamFeed(file, baseUrl(req), language);
      return sendFeed(req, res, answer, `team-${file}.ics`, config.publicUrl ? 'public' : 'private');
    },

    categoryFeed: async ({ params: { type, file }, query: { seasonID, lang } }, req, res) => {
      const language = pickLanguage(lang, req.get('accept-language') ?? 'de');
      const answer = await categoryFeed(type, file, seasonID, baseUrl(req), language);
      // Without PUBLIC_URL the links name the host the request gave: no shared cache may keep them for others.
      return sendFeed(req, res, answer, `${type}-${file}.ics`, config.publicUrl ? 'public' : 'private');
    },
  });
}
