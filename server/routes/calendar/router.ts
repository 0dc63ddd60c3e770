// GET /api/calendar/...: iCalendar feeds for calendar apps (webcal): a person's team games and a category season.
import { Router, type Request, type Response } from 'express';
import { CalendarCategoryParams, CalendarCategoryQuery, CalendarPersonParams } from '../../../shared/schemas/stats';
import type { Config } from '../../config';
import { parseParams, parseQuery } from '../../middleware/validate';
import { textAnswer, type CachedAnswer } from '../../services/stats/cache';
import { categoryFeed, personFeed } from '../../services/stats/calendar';
import { pickLanguage } from '../../services/language';

/** Calendar apps poll rarely; five minutes of reuse costs nothing. */
const FEED_MAX_AGE_S = 300;

function sendFeed(req: Request, res: Response, answer: CachedAnswer, file: string, visibility: 'public' | 'private'): void {
  res.set('Cache-Control', `${visibility}, max-age=${FEED_MAX_AGE_S}`);
  res.set('ETag', answer.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.set('Content-Type', 'text/calendar; charset=utf-8');
  res.set('Content-Disposition', `inline; filename="${file}"`);
  res.send(answer.body);
}

export function calendarRouter(config: Config): Router {
  const router = Router();
  const baseUrl = (req: Request) => config.publicUrl ?? `${req.protocol}://${req.get('host')}`;

  // The calendar token is the only key: as secret as the person keeps their calendar address, and renewable
  // (POST /api/self/calendarToken). The person's uuid opens nothing here.
  router.get('/games-calendar/:file', async (req, res) => {
    const { file } = parseParams(CalendarPersonParams, req);
    const body = await personFeed(file, baseUrl(req));
    sendFeed(req, res, textAnswer(body, false), 'games.ics', 'private');
  });

  router.get('/:type/:file', async (req, res) => {
    const { type, file } = parseParams(CalendarCategoryParams, req);
    const { seasonID, lang } = parseQuery(CalendarCategoryQuery, req);
    const language = pickLanguage(lang, req.get('accept-language') ?? 'de');
    const answer = await categoryFeed(type, file, seasonID, baseUrl(req), language);
    // Without PUBLIC_URL the links name the host the request gave: no shared cache may keep them for others.
    sendFeed(req, res, answer, `${type}-${file}.ics`, config.publicUrl ? 'public' : 'private');
  });

  return router;
}
