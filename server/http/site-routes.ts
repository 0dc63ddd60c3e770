// What crawlers and phones ask of a site, outside the API: /robots.txt (the public statistics indexable, the member
// and admin areas not) and /sitemap.xml (the statistics pages of every category). The web manifest, the icons and
// /favicon.ico are files of the client build (client/public, client/build/icons.ts).
import express, { type Request } from 'express';
import type { Config } from '../config';
import { typeOfKind } from '../../shared/schemas/stats';
import { db } from '../db/client';

/** Pages behind a sign-in, or of no use in a search result. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/home',
  '/profile',
  '/contactData',
  '/terms',
  '/report-abuse',
  '/customer',
  '/games',
  '/game-tasks',
  '/memberships',
  '/clubs',
  '/sheet',
  '/scorer',
  '/privacy',
  '/notifications',
  '/register',
  '/password',
  '/reLogin',
  '/confirmEmail',
  '/reportEmailChange',
  '/logout',
  '/error',
];

/** The statistics views of a category (client/routes/stats/routes.tsx). */
const CATEGORY_VIEWS = ['games', 'teams', 'points', 'fouls', 'goalies'];

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function siteRouter(config: Config): express.Router {
  const router = express.Router();
  const origin = (req: Request) => config.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
  // Without PUBLIC_URL the addresses come from the request's Host header: such an answer is the asker's own and no
  // shared cache may hand it to others (a forged Host would otherwise be served to every crawler for an hour).
  const caching = config.publicUrl ? 'public, max-age=3600' : 'private, max-age=3600';

  router.get('/robots.txt', (req, res) => {
    const lines = [
      'User-agent: *',
      'Allow: /stats',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin(req)}/sitemap.xml`,
    ];
    res
      .type('text/plain')
      .set('Cache-Control', caching)
      .send(`${lines.join('\n')}\n`);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const categories = await db().competition.findMany({ select: { id: true, kind: true }, orderBy: { id: 'asc' } });
    const base = origin(req);
    const urls = [
      `${base}/stats`,
      ...categories.flatMap((c) => CATEGORY_VIEWS.map((view) => `${base}/stats/${typeOfKind(c.kind)}/${c.id}/${view}`)),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((u) => `  <url><loc>${xmlEscape(u)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    res.type('application/xml').set('Cache-Control', caching).send(body);
  });

  return router;
}
