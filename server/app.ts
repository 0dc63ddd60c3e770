// Builds the Express app (no listen): security headers, logs, sessions, the JSON API and the built client.
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import { GZIP_LEVEL } from './gzip';
import { wholeJsonGzip } from './middleware/whole-gzip';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Pool } from 'pg';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { configurePassport } from './auth/passport';
import type { Config } from './config';
import { consentGate } from './middleware/consent-gate';
import { sameOriginOnly } from './middleware/csrf';
import { bulkRequests } from './middleware/bulk-requests';
import { replicaReads } from './middleware/replica-reads';
import { apiNotFound, errorHandler } from './middleware/errors';
import { recentAuthGuard } from './middleware/recent-auth';
import { sessionMiddleware } from './middleware/session';
import { configureImageQueue } from './platform/image-queue';
import { authRoutes } from './domains/access/auth-routes';
import { adminRoutes } from './domains/members/admin-routes';
import { avatarReportsRoutes } from './domains/members/avatar-reports-routes';
import { internationalTeamsRoutes } from './domains/members/international-teams-routes';
import { licensesRoutes } from './domains/members/licenses-routes';
import { listViewsRoutes } from './domains/members/list-views-routes';
import { personsRoutes } from './domains/members/persons-routes';
import { refereesRoutes } from './domains/members/referees-routes';
import { tagsRoutes } from './domains/members/tags-routes';
import { bulkRoutes } from './domains/members/bulk/bulk-routes';
import { clubBulkRoutes } from './domains/clubs/bulk/club-bulk-routes';
import { auditLogRoutes } from './domains/members/audit-log-routes';
import { mergeRoutes } from './domains/members/merge-routes';
import { calendarRoutes } from './domains/stats/calendar-routes';
import { followsRoutes } from './domains/follows/follows-routes';
import { pushRoutes } from './domains/follows/push-routes';
import { countriesRoutes } from './domains/clubs/countries-routes';
import { selfRoutes } from './domains/self/routes';
import { clubsRoutes } from './domains/clubs/clubs-routes';
import { teamsRoutes } from './domains/clubs/teams-routes';
import { associationsRoutes } from './domains/clubs/associations-routes';
import { playersRoutes } from './domains/memberships/players-routes';
import { gameTasksRoutes } from './domains/games/tasks-routes';
import { competitionGroupsRoutes, competitionsRoutes, seasonsRoutes } from './domains/games/competitions-routes';
import { gamesRoutes } from './domains/games/games-routes';
import { gameOfficialsRoutes } from './domains/games/officials-routes';
import { scoreSheetRoutes } from './domains/score-sheet/routes';
import { liveRoutes } from './domains/stats/live-routes';
import { createLive, type Live } from './live';
import { siteRouter } from './http/site-routes';
import { publicPagesRouter } from './pages/public-pages';
import { appShell } from './pages/served-zone';
import { statsRoutes } from './domains/stats/stats-routes';
import { termsRoutes } from './domains/access/terms-routes';
import { processesRoutes } from './domains/processes/routes';
import { privacyRoutes } from './domains/privacy/routes';
import { externalAppLinks } from './domains/games/external-apps-routes';
import { openApiRoutes } from './openapi/routes';
import { gamesImportRoutes } from './domains/games/import-routes';
import { apiRouter } from './http/implement';
import { precompressedFiles } from './http/precompressed';
import { answerCheckFor } from './middleware/answer-check';
import { createNoticeWorker } from './notices';
import { setNoticeBaseUrl, type NoticeWorker } from './platform/notification-outbox';

/** Hashed file names: a file under /assets never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The service worker and the manifest are looked for afresh, so a new version reaches every phone at once. */
const FETCHED_AFRESH = /^(sw\.js|manifest\.webmanifest)$/;

declare module 'express-serve-static-core' {
  interface Locals {
    /** app.locals: the instance's live streams and LISTEN connection (closed with the server, server/live). */
    live?: Live;
    /** app.locals: the instance's notification worker (started by server/index.ts, drained by tests). */
    notices?: NoticeWorker;
  }
}

export interface AppDeps {
  config: Config;
  /** The pg pool of the session store. */
  pool: Pool;
  sessionSecret: string;
  logger: Logger;
  /** The built client (index.html and assets); absent in API tests. */
  clientDir?: string;
}

export function buildApp({ config, pool, sessionSecret, logger, clientDir }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  configureImageQueue(config.imageQueue);
  if (config.trustProxy) app.set('trust proxy', /^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy);

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine sets style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: config.cookieSecure,
    }),
  );
  // Live streams before everything that wraps a response or keeps state per request (compression, logging,
  // sessions): a stream stays open for hours, and each of those layers kept its closures and objects with it.
  setNoticeBaseUrl(config.publicUrl ?? `http://localhost:${config.port}`);
  const notices = createNoticeWorker(logger, {}, config);
  app.locals.notices = notices;
  const live = createLive({
    connectionString: pool.options.connectionString!,
    logger,
    caps: config.liveStreams,
    noticesQueued: () => notices.wake(),
  });
  app.locals.live = live;
  const streams = apiRouter(liveRoutes(live));
  app.use('/api', streams);
  app.use(compression({ level: GZIP_LEVEL }));
  // After compression: its end() is the one this wraps, and it lets an answer already gzipped pass.
  app.use(wholeJsonGzip);
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
      // One short line per request: no headers, cookies or bodies in the logs.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(express.urlencoded({ extended: false, limit: '100kb' }));
  api.use(sameOriginOnly);
  api.use(sessionMiddleware(config, pool, sessionSecret));
  const passport = configurePassport();
  api.use(passport.initialize());
  api.use(passport.session());
  api.use(bulkRequests());
  api.use(replicaReads());
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(consentGate);
  // Outside production every JSON answer is checked against its declared schema (a drift answers 500).
  api.use(answerCheckFor(config.env));
  const routes = apiRouter(
    [
      ...statsRoutes(),
      ...countriesRoutes(),
      ...authRoutes(config, sessionSecret),
      ...selfRoutes(config),
      ...termsRoutes(),
      ...calendarRoutes(config),
      ...followsRoutes(),
      ...pushRoutes(config),
      ...gameTasksRoutes(),
      ...seasonsRoutes(),
      ...competitionsRoutes(),
      ...competitionGroupsRoutes(),
      ...gamesRoutes(),
      ...gamesImportRoutes(),
      ...gameOfficialsRoutes(),
      ...scoreSheetRoutes(),
      ...openApiRoutes(),
      ...adminRoutes(),
      ...processesRoutes(config),
      ...privacyRoutes(config),
      ...personsRoutes(config),
      ...playersRoutes(),
      ...avatarReportsRoutes(config),
      ...refereesRoutes(),
      ...tagsRoutes(),
      ...bulkRoutes(),
      ...clubBulkRoutes(),
      ...auditLogRoutes(),
      ...mergeRoutes(),
      ...internationalTeamsRoutes(),
      ...licensesRoutes(),
      ...listViewsRoutes(),
      ...clubsRoutes(),
      ...teamsRoutes(),
      ...associationsRoutes(),
    ],
    (endpoint) => recentAuthGuard(config, endpoint),
  );
  // What the API serves, for the one-declaration test (server/openapi/openapi.test.ts).
  app.locals.apiEndpoints = [...streams.endpoints, ...routes.endpoints];
  api.use(routes);

  api.use(apiNotFound);
  // Browser links into applications of their own: not part of the API, so outside its router and registry.
  app.use('/api', externalAppLinks);
  app.use('/api', api);

  app.use(siteRouter(config));
  if (clientDir && fs.existsSync(path.join(clientDir, 'index.html'))) {
    // Compressed once at build time (client/build/precompress.ts); express.static for what has no compressed copy.
    app.use(
      '/assets',
      precompressedFiles(path.join(clientDir, 'assets'), () => IMMUTABLE),
    );
    app.use(precompressedFiles(clientDir, (file) => (FETCHED_AFRESH.test(file) ? 'no-cache' : 'public, max-age=3600')));
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use(
      express.static(clientDir, {
        index: false,
        maxAge: '1h',
        setHeaders: (res, file) => {
          if (FETCHED_AFRESH.test(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
    // The public pages: their own title, description and Open Graph tags, 404 for what does not exist.
    // The public pages keep their stamps while the instance hears every change (the LISTEN connection starts with
    // the first page asked for).
    app.use(publicPagesRouter(config, clientDir, live.pageStamps, () => live.listener.start(), logger));
    // Every other path belongs to the single-page app, which routes it (unknown ones to /login).
    app.get('/{*path}', appShell(clientDir, config.timeZone));
  }

  app.use(errorHandler);
  return app;
}
