// The HTML of the public pages (/stats and its views, a game, a team, /login): the app's page with a title, a meta
// description and Open Graph tags of its own (sharing a game shows "Berlin Bears 9:11 Hamburg Warriors"), in the
// reader's language, and 404 for a category, game or team that does not exist. A page is kept in memory behind the
// statistics stamp of what it shows, like the API's answers (decision 005), so a view costs no query until the data
// changes. docs/decisions/027-public-page-heads.md.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { LANGUAGES, type LanguageCode } from '../../shared/constants';
import type { StatsGameDetailsDTO, StatsTeamDTO, StatsGamesDTO } from '../../shared/schemas/stats';
import { isStatsType } from '../../shared/schemas/stats';
import type { Config } from '../config';
import { SESSION_COOKIE } from '../middleware/session';
import de from '../../locales/de/stats.json';
import en from '../../locales/en/stats.json';
import fr from '../../locales/fr/stats.json';
import nl from '../../locales/nl/stats.json';
import authDe from '../../locales/de/auth.json';
import authEn from '../../locales/en/auth.json';
import authFr from '../../locales/fr/auth.json';
import authNl from '../../locales/nl/auth.json';
import { categoryAnswer, gameAnswer, teamAnswer } from '../services/stats';
import { associationsStamp, categoryStamp, gameStamp } from '../services/stats/version';

const STATS = { de, en, fr, nl } as const;
const AUTH = { de: authDe, en: authEn, fr: authFr, nl: authNl } as const;
const SITE = 'Ligaportal';
const VIEWS = ['games', 'teams', 'points', 'fouls'] as const;
type View = (typeof VIEWS)[number];

export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
}

/** The reader's language: Accept-Language when it names one of ours, else German (the product's language). */
export function pageLanguage(acceptLanguage: string | undefined): LanguageCode {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code ?? '')) return code as LanguageCode;
  }
  return 'de';
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const parsed = <T>(answer: { body: string }) => (JSON.parse(answer.body) as { data: T }).data;

const notFound = (language: LanguageCode): PageHead => ({
  status: 404,
  title: `${STATS[language].notFound.title} · ${SITE}`,
  description: STATS[language].notFound.text,
});

/** What a public page shows, with the stamp that changes when it does; null for a path that is no public page. */
export async function headOf(
  pathname: string,
  seasonId: number | undefined,
  language: LanguageCode,
): Promise<{ head: PageHead; stamp: string } | null> {
  const t = STATS[language];
  if (pathname === '/login') {
    return { stamp: 'login', head: { status: 200, title: `${AUTH[language].login.title} · ${SITE}`, description: t.intro } };
  }
  if (pathname === '/stats' || pathname === '/stats/') {
    return { stamp: await associationsStamp(), head: { status: 200, title: `${t.title} · ${SITE}`, description: t.intro } };
  }
  const [, , type, rawId, view, rawDetail, ...rest] = pathname.split('/');
  if (!type || !rawId) return null;
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  const category = isStatsType(type) && Number.isSafeInteger(id) ? await categoryStamp(id, seasonId) : null;
  const known = view === undefined || (VIEWS as readonly string[]).includes(view);
  if (!category || !known || rest.length > 0 || (rawDetail !== undefined && view !== 'games' && view !== 'teams')) {
    return { stamp: 'missing', head: notFound(language) };
  }
  const detail = rawDetail === undefined ? undefined : /^\d{1,10}$/.test(rawDetail) ? Number(rawDetail) : NaN;
  try {
    if (view === 'games' && detail !== undefined) {
      const game = await gameStamp(detail);
      if (!game) return { stamp: 'missing', head: notFound(language) };
      const { game: g, category: c } = parsed<StatsGameDetailsDTO>(await gameAnswer(detail));
      const score = g.home_score !== null && g.away_score !== null ? ` ${g.home_score}:${g.away_score} ` : ' – ';
      return {
        stamp: game.stamp,
        head: {
          status: 200,
          title: `${g.home_team_name}${score}${g.away_team_name}`,
          description: `${c.name} · ${t.games.number} ${g.number}`,
        },
      };
    }
    if (view === 'teams' && detail !== undefined) {
      const answer = parsed<StatsTeamDTO>(await teamAnswer(type, id, detail, seasonId));
      return {
        stamp: category.stamp,
        head: { status: 200, title: `${answer.team.name} · ${answer.category.name}`, description: t.intro },
      };
    }
    const { category: c } = parsed<StatsGamesDTO>(await categoryAnswer('games', type, id, seasonId));
    const tab = t.tabs[(view ?? 'games') as View];
    return {
      stamp: category.stamp,
      head: { status: 200, title: `${c.name} · ${tab} · ${SITE}`, description: `${c.name} (${c.association.name}): ${t.intro}` },
    };
  } catch (error) {
    if ((error as { status?: number }).status === 404) return { stamp: 'missing', head: notFound(language) };
    throw error;
  }
}

/** The app's index.html with this page's head: language, title, description, Open Graph. */
export function pageHtml(template: string, head: PageHead, language: LanguageCode, url: string, origin: string): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(origin + url)}" />`,
    `<meta property="og:image" content="${escapeHtml(origin)}/icons/icon-512.png" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(head.status === 404 ? ['<meta name="robots" content="noindex" />'] : []),
  ].join('\n    ');
  return template
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>\n    ${tags}`);
}

/** Read once by the app (client/api/session.ts): a page served to a guest needs no session check. */
export const GUEST_META = '<meta name="portal-session" content="guest" />';

const hasSessionCookie = (req: Request) =>
  (req.get('cookie') ?? '').split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));

interface Kept {
  stamp: string;
  html: string;
  etag: string;
  status: number;
}

const MAX_PAGES = 2000;

/** Answers the public pages; every other path falls through to the app's page. */
export function publicPagesRouter(config: Config, clientDir: string): express.Router {
  const router = express.Router();
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const kept = new Map<string, Kept>();
  const origin = (req: Request) => config.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;

  const serve = async (req: Request, res: Response, next: express.NextFunction) => {
    const season =
      typeof req.query.seasonID === 'string' && /^\d{1,10}$/.test(req.query.seasonID) ? Number(req.query.seasonID) : undefined;
    const language = pageLanguage(req.get('accept-language'));
    const found = await headOf(req.path, season, language);
    if (!found) return next();
    const key = `${req.originalUrl}|${language}`;
    let page = kept.get(key);
    if (!page || page.stamp !== found.stamp) {
      const html = pageHtml(template, found.head, language, req.originalUrl, origin(req));
      const etag = `"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
      page = { stamp: found.stamp, html, etag, status: found.head.status };
      if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, page);
    }
    // Without a session cookie the reader is a guest: the page says so, and the app asks the server no /api/auth.
    const guest = !hasSessionCookie(req);
    const etag = guest ? page.etag.replace(/"$/, '-guest"') : page.etag;
    res.status(page.status).set({ 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Language, Cookie' });
    if (page.status === 200 && req.fresh) return void res.status(304).end();
    res.type('html').send(guest ? page.html.replace('<head>', `<head>\n    ${GUEST_META}`) : page.html);
  };
  router.get(['/login', '/stats', '/stats/{*rest}'], (req, res, next) => {
    serve(req, res, next).catch(next);
  });
  return router;
}
