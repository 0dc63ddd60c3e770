// The HTML of the public pages (/stats and its views, a game, a team, /login, /register, /password/lost): the app's
// page with a title, a meta description and Open Graph tags of its own (sharing a game shows "Berlin Bears 9:11
// Hamburg Warriors"), in the reader's language, and 404 for a category, game or team that does not exist. A page is
// kept in memory behind the statistics stamp of what it shows, like the API's answers (decision 005), so a view costs
// no query until the data changes. docs/decisions/027-public-page-heads.md.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '../../shared/constants';
import { type StatsGameDetailsDTO, type StatsTeamDTO, type StatsGamesDTO, isStatsType } from '../../shared/schemas/stats';
import type { Config } from '../config';
import { SESSION_COOKIE } from '../middleware/session';
import de from '../../locales/de/stats.json';
import en from '../../locales/en/stats.json';
import fr from '../../locales/fr/stats.json';
import nl from '../../locales/nl/stats.json';
import followsDe from '../../locales/de/follows.json';
import followsEn from '../../locales/en/follows.json';
import followsFr from '../../locales/fr/follows.json';
import followsNl from '../../locales/nl/follows.json';
import authDe from '../../locales/de/auth.json';
import authEn from '../../locales/en/auth.json';
import authFr from '../../locales/fr/auth.json';
import authNl from '../../locales/nl/auth.json';
import memberDe from '../../locales/de/member.json';
import memberEn from '../../locales/en/member.json';
import memberFr from '../../locales/fr/member.json';
import memberNl from '../../locales/nl/member.json';
import { termsOfProduct } from '../domains/access';
import {
  categoryAnswer,
  gameAnswer,
  teamAnswer,
  associationsStamp,
  categoryStamp,
  gameStamp,
  MAX_AGE_LIVE_S,
} from '../domains/stats';
import { today } from '../../shared/clock';
import { type RenderRequest, type RenderResult, SERVED_PAGE_ID } from '../../shared/page-render';
import { islandsCode, pageCode, pageStyles } from './page-code';
import { withTimeZone } from './served-zone';
import { readPageAnswer } from './page-answers';
import type { PageStamp, StampMemo } from './stamp-memo';
import { finished, KeptPages } from './kept-pages';
import { isKnownHost } from './page-host';
import { escapeHtml } from '../platform/text';

const STATS = { de, en, fr, nl } as const;
/** The guests' "Meine Teams" page (client/routes/stats/GuestTeamsPage.tsx) and its texts. */
const GUEST_TEAMS_PATH = '/stats/my-teams';
const FOLLOWS = { de: followsDe, en: followsEn, fr: followsFr, nl: followsNl } as const;
const AUTH = { de: authDe, en: authEn, fr: authFr, nl: authNl } as const;
const MEMBER = { de: memberDe, en: memberEn, fr: memberFr, nl: memberNl } as const;
const SITE = 'Ligaportal';
const VIEWS = ['games', 'teams', 'points', 'fouls', 'goalies'] as const;
type View = (typeof VIEWS)[number];

export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
}

/**
 * The reader's language: Accept-Language when it names one of ours; a browser asking only for others reads English,
 * as the app decides (docs/product.md#languages); without a wish (a crawler, curl) German, the product's language.
 */
export function pageLanguage(acceptLanguage: string | undefined): LanguageCode {
  const wishes = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter((tag) => tag !== '' && tag !== '*');
  for (const tag of wishes) {
    const code = tag.slice(0, 2);
    if ((LANGUAGES as readonly string[]).includes(code)) return code as LanguageCode;
  }
  return wishes.length > 0 ? FALLBACK_LANGUAGE : 'de';
}

const parsed = <T>(answer: { body: string }) => (JSON.parse(answer.body) as { data: T }).data;

const notFound = (language: LanguageCode): PageHead => ({
  status: 404,
  title: `${STATS[language].notFound.title} · ${SITE}`,
  description: STATS[language].notFound.text,
});

/** The segments of a statistics page's path (/stats/{type}/{id}/{view}/{detail}); a trailing slash is the page itself. */
function segments(pathname: string): (string | undefined)[] {
  return pathname.replace(/\/$/, '').split('/');
}

/** A detail segment that is no id (letters, too many digits) names nothing. */
const isId = (value: string | undefined): value is string => value !== undefined && /^\d{1,10}$/.test(value);

/**
 * The stamp of what a public page shows, changing whenever it does (the statistics stamps, decision 005), with the
 * competitions it shows; 'missing' for a page of something that does not exist, null for a path that is no public page.
 */
export async function stampOf(pathname: string, seasonId: number | undefined): Promise<PageStamp> {
  if (pathname === '/login') return { stamp: 'login', competitions: [] };
  if (pathname === '/password/lost') return { stamp: 'password-lost', competitions: [] };
  // The portal's terms: any change of a term is announced as a change of everything (migration terms_notify).
  if (pathname === '/register') return { stamp: await termsStamp(), competitions: [] };
  // A guest's "Meine Teams": a frame without data (its island asks for the teams kept in the browser).
  if (pathname === GUEST_TEAMS_PATH) return { stamp: 'my-teams', competitions: [] };
  if (pathname === '/stats' || pathname === '/stats/') return { stamp: await associationsStamp(), competitions: null };
  const [, , type, rawId, view, rawDetail, ...rest] = segments(pathname);
  if (!type || !rawId) return { stamp: null, competitions: [] };
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  const category = isStatsType(type) && Number.isSafeInteger(id) ? await categoryStamp(id, seasonId) : null;
  if (!category || rest.length > 0) return { stamp: 'missing', competitions: Number.isSafeInteger(id) ? [id] : [] };
  if (view === 'games' && rawDetail !== undefined) {
    const game = isId(rawDetail) ? await gameStamp(Number(rawDetail)) : null;
    // A game that does not exist yet may be created in any competition.
    if (!game) return { stamp: 'missing', competitions: null };
    return { stamp: `${category.stamp}|${game.stamp}`, competitions: [id, game.competitionId] };
  }
  return { stamp: category.stamp, competitions: [id] };
}

/**
 * The stamp of /register: the portal's terms it shows (their newest versions, every language), changing with any of
 * them.
 */
async function termsStamp(): Promise<string> {
  const terms = await termsOfProduct('portal');
  return `register|${createHash('sha256').update(JSON.stringify(terms)).digest('base64url')}`;
}

/**
 * A public page's head (its stamp is `stampOf`'s); a "not found" head for a page of something that does not exist,
 * null for a path that is no public page.
 */
export async function headOf(pathname: string, seasonId: number | undefined, language: LanguageCode): Promise<PageHead | null> {
  const t = STATS[language];
  const found = (title: string, description: string): PageHead => ({ status: 200, title, description });
  if (pathname === '/login') return found(`${AUTH[language].login.title} · ${SITE}`, t.intro);
  if (pathname === '/password/lost') {
    const texts = AUTH[language].passwordLost;
    return found(`${texts.title} · ${SITE}`, texts.intro);
  }
  if (pathname === '/register') {
    const texts = MEMBER[language].register;
    return found(`${texts.title} · ${SITE}`, texts.intro);
  }
  if (pathname === GUEST_TEAMS_PATH) {
    return found(`${FOLLOWS[language].myTeams.title} · ${SITE}`, FOLLOWS[language].guestTeams.intro);
  }
  if (pathname === '/stats' || pathname === '/stats/') return found(`${t.title} · ${SITE}`, t.intro);
  const [, , type, rawId, view, rawDetail, ...rest] = segments(pathname);
  if (!type || !rawId) return null;
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  const category = isStatsType(type) && Number.isSafeInteger(id) ? await categoryStamp(id, seasonId) : null;
  const known = view === undefined || (VIEWS as readonly string[]).includes(view);
  const badDetail = rawDetail !== undefined && ((view !== 'games' && view !== 'teams') || !isId(rawDetail));
  if (!category || !known || rest.length > 0 || badDetail) return notFound(language);
  const detail = rawDetail === undefined ? undefined : /^\d{1,10}$/.test(rawDetail) ? Number(rawDetail) : NaN;
  try {
    if (view === 'games' && detail !== undefined) {
      if (!(await gameStamp(detail))) return notFound(language);
      const { game: g, category: c } = parsed<StatsGameDetailsDTO>(await gameAnswer(detail));
      const score = g.home_score !== null && g.away_score !== null ? ` ${g.home_score}:${g.away_score} ` : ' – ';
      return found(`${g.home_team_name}${score}${g.away_team_name}`, `${c.name} · ${t.games.number} ${g.number}`);
    }
    if (view === 'teams' && detail !== undefined) {
      const answer = parsed<StatsTeamDTO>(await teamAnswer(type, id, detail, seasonId));
      return found(`${answer.team.name} · ${answer.category.name}`, t.intro);
    }
    const { category: c } = parsed<StatsGamesDTO>(await categoryAnswer('games', type, id, seasonId));
    const tab = t.tabs[(view ?? 'games') as View];
    return found(`${c.name} · ${tab} · ${SITE}`, `${c.name} (${c.association.name}): ${t.intro}`);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return notFound(language);
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
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>\n    ${tags}`);
}

const MODULE_TAGS =
  /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * A served page paints before the app loads: the app's modules are named in a meta tag that public/boot.js (a deferred
 * script, run once the page is parsed and its stylesheet is in) turns into the module script and its preloads, so that
 * on a slow network the page's own bytes and its stylesheet are not shared with 200 KB of code (decision 030).
 */
export function contentFirst(html: string, pageModules: string[] = [], islands: string[] = [], styles: string[] = []): string {
  const modules: string[] = [];
  let entry = '';
  const rest = html.replace(MODULE_TAGS, (_tag, script: string | undefined, preload: string | undefined) => {
    if (script) entry = script;
    else if (preload) modules.push(preload);
    return '';
  });
  if (!entry) return html;
  // The page's own code after the app's (server/pages/page-code.ts): boot.js adds their links in this order.
  const all = [...new Set([entry, ...modules, ...pageModules])];
  // With islands (a guest's statistics page, decision 055) the app loads only when a control needs it; the islands'
  // module script comes instead, deferred like any module script.
  if (islands.length > 0) {
    const meta = `<meta name="portal-app" data-on-demand content="${escapeHtml(all.join(' '))}" />`;
    const [script, ...chunks] = islands.map(escapeHtml);
    const tags = [
      ...styles.map((style) => `<link rel="stylesheet" crossorigin href="${escapeHtml(style)}" />`),
      ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}" />`),
      `<script type="module" crossorigin src="${script}"></script>`,
    ];
    return rest.replace('</head>', `  ${meta}\n    ${tags.join('\n    ')}\n  </head>`);
  }
  const meta = `<meta name="portal-app" content="${escapeHtml(all.join(' '))}" />`;
  return rest.replace('</head>', `  ${meta}\n  </head>`);
}

/** Read once by the app (client/api/session.ts): a page served to a guest needs no session check. */
export const GUEST_META = '<meta name="portal-session" content="guest" />';

const hasSessionCookie = (req: Request) =>
  (req.get('cookie') ?? '').split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));

/** The language the reader chose in the app (client/i18n: a cookie beside localStorage), else Accept-Language's. */
function readerLanguage(req: Request): LanguageCode {
  const chosen = /(?:^|;\s*)portal\.language=([a-z]{2})(?:;|$)/.exec(req.get('cookie') ?? '')?.[1];
  return chosen && (LANGUAGES as readonly string[]).includes(chosen)
    ? (chosen as LanguageCode)
    : pageLanguage(req.get('accept-language'));
}

/**
 * The page's address as the page knows it: its path and the season, nothing else of the query. Other parameters
 * neither make another page nor another render (a flood of made-up queries costs no rendering).
 */
function pageUrl(req: Request): string {
  const season = typeof req.query.seasonID === 'string' && /^\d{1,10}$/.test(req.query.seasonID) ? req.query.seasonID : null;
  return season === null ? req.path : `${req.path}?seasonID=${season}`;
}

/** The width a served page's script measured (client/islands/width.ts), where the headers' guess was wrong. */
export const WIDTH_COOKIE = 'portal.width';

/** A phone, as far as the request tells: the width measured earlier, else Chromium's client hint, else the user agent. */
const isPhone = (req: Request) => {
  const measured = /(?:^|;\s*)portal\.width=(phone|wide)(?:;|$)/.exec(req.get('cookie') ?? '')?.[1];
  if (measured) return measured === 'phone';
  return (
    req.get('sec-ch-ua-mobile') === '?1' ||
    /\b(Mobi|iPhone|iPod|Android.+Mobile|Windows Phone)\b/i.test(req.get('user-agent') ?? '')
  );
};

type Render = (request: RenderRequest) => Promise<RenderResult>;

/** The render module of the client build (client/ssr/entry-server.tsx); null without one (tests, `npm run dev`). */
function loadRender(clientDir: string, logger?: Pick<Logger, 'error'>): () => Promise<Render | null> {
  const file = path.resolve(clientDir, '..', 'ssr', 'entry-server.mjs');
  let loading: Promise<Render | null> | null = null;
  return () =>
    (loading ??= fs.existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<{ render: Render }>).then(
          (m) => m.render,
          // A broken render module must not take the pages down: they are the app's shell with their head then.
          (error: unknown) => {
            logger?.error({ err: error }, 'public pages: the render module does not load; pages are drawn in the browser');
            return null;
          },
        )
      : Promise.resolve(null));
}

/** The pages' router, with the pages it keeps (tests and the benchmark read their size). */
export type PagesRouter = express.Router & { readonly kept: KeptPages };

/** Answers the public pages; every other path falls through to the app's page. */
export function publicPagesRouter(
  config: Config,
  clientDir: string,
  stamps: StampMemo,
  startListening: () => void = () => undefined,
  logger?: Pick<Logger, 'error'>,
): PagesRouter {
  const kept = new KeptPages();
  const router = Object.assign(express.Router(), { kept });
  const template = withTimeZone(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), config.timeZone);
  const renderer = loadRender(clientDir, logger);
  const codeOf = pageCode(clientDir);
  const islands = islandsCode(clientDir);
  const stylesOf = pageStyles(clientDir);
  // Without PUBLIC_URL a page names the address it was asked at (the scheme as far as the server knows it: http or
  // https, never another word from X-Forwarded-Proto).
  const origin = (req: Request) =>
    config.publicUrl?.replace(/\/$/, '') ?? `${req.secure ? 'https' : 'http'}://${req.get('host')}`;

  /**
   * A guest's page with its content: rendered with the app's own components and the answers it shows embedded for
   * hydration. Undefined when there is no render module or the route redirects (then answered here).
   */
  const rendered = async (req: Request, res: Response, head: PageHead, language: LanguageCode, phone: boolean) => {
    const render = await renderer();
    if (!render) return undefined;
    let live = false;
    const host = new URL(origin(req)).host;
    let result: RenderResult;
    try {
      result = await render({
        url: pageUrl(req),
        language,
        phone,
        host,
        now: Date.now(),
        timeZone: config.timeZone,
        read: async (address) => {
          const answer = await readPageAnswer(address);
          live ||= answer?.live ?? false;
          return answer?.data;
        },
      });
    } catch (error) {
      // A page that does not render is still the app's page, drawn in the browser; not kept, so it is tried again.
      logger?.error({ err: error, url: pageUrl(req) }, 'public pages: a page did not render; it is drawn in the browser');
      return 'failed' as const;
    }
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return null;
    }
    // A statistics page and the sign-in page run on their islands, with their pages' own stylesheets (decision 055).
    const withIslands = islands.length > 0;
    const html = contentFirst(
      pageHtml(template, head, language, pageUrl(req), origin(req)),
      codeOf(result.pages),
      withIslands ? islands : [],
      withIslands ? stylesOf(result.pages) : [],
    ).replace(
      '<div id="root"></div>',
      `<div id="root">${result.body}</div>\n    <script type="application/json" id="${SERVED_PAGE_ID}">${result.served}</script>`,
    );
    return { html, live };
  };

  const serve = async (req: Request, res: Response, next: express.NextFunction) => {
    startListening();
    const season =
      typeof req.query.seasonID === 'string' && /^\d{1,10}$/.test(req.query.seasonID) ? Number(req.query.seasonID) : undefined;
    const found = await stamps.read(`${req.path}|${season ?? ''}`, () => stampOf(req.path, season));
    if (found === null) return next();
    const language = readerLanguage(req);
    // Without a session cookie the reader is a guest: the page comes with its content (the same for every guest), and
    // says so, so that the app asks the server no /api/auth. A member's page is the app's, drawn in the browser.
    const guest = !hasSessionCookie(req);
    const phone = guest && isPhone(req);
    const key = `${pageUrl(req)}|${language}|${guest ? (phone ? 'phone' : 'guest') : 'member'}|${origin(req)}`;
    // With PUBLIC_URL the page names it whatever the Host; without, only a Host the server is known by gets a kept,
    // rendered page. Another is the asker's own: its shell with its head, neither rendered nor kept, so that made-up
    // hosts cost no render and evict no page (docs/decisions/042-pages-and-the-host-header.md).
    const keepable = config.publicUrl !== undefined || isKnownHost(req, config.host);
    // A new day in the association moves the games list's current matchday: the day is part of the stamp.
    const stamp = `${found}|${today()}`;
    let page = keepable ? kept.get(key) : undefined;
    if (page && page.stamp === stamp && page.until >= Date.now()) kept.hits += 1;
    else {
      const head = (await headOf(req.path, season, language)) ?? notFound(language);
      const drawn = keepable && guest && head.status === 200 ? await rendered(req, res, head, language, phone) : undefined;
      if (drawn === null) return;
      const content = drawn === 'failed' ? undefined : drawn;
      const shell = content?.html ?? pageHtml(template, head, language, pageUrl(req), origin(req));
      const html = guest ? shell.replace('<head>', `<head>\n    ${GUEST_META}`) : shell;
      const until = content?.live ? Date.now() + MAX_AGE_LIVE_S * 1000 : Number.POSITIVE_INFINITY;
      const made = { stamp, html, status: head.status, until };
      // A page that does not exist is a shell, cheap to answer: kept, made-up addresses would push real pages out.
      if (keepable && head.status === 200 && drawn !== 'failed') {
        page = kept.keep(key, made);
        kept.made += 1;
      } else page = finished(made);
    }
    res.status(page.status).set({ 'Cache-Control': 'no-cache', ETag: page.etag, Vary: 'Accept-Language, Cookie, User-Agent' });
    if (page.status === 200 && req.fresh) return void res.status(304).end();
    res.type('html');
    if (req.acceptsEncodings('gzip') === 'gzip') {
      res.vary('Accept-Encoding').set('Content-Encoding', 'gzip').send(page.gzipped);
      return;
    }
    res.send(page.html);
  };
  router.get(['/login', '/register', '/password/lost', '/stats', '/stats/{*rest}'], (req, res, next) => {
    serve(req, res, next).catch(next);
  });
  return router;
}
