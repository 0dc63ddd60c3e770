// Builds the Express app (no listen): security headers, logs, sessions, the JSON API and the built client.
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
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
import { apiNotFound, errorHandler } from './middleware/errors';
import { recentAuthGate } from './middleware/recent-auth';
import { sessionMiddleware } from './middleware/session';
import { configureImageQueue } from './services/image-queue';
import { authRouter } from './routes/auth/router';
import { emailChangeRouter } from './routes/auth/email-router';
import { adminRoutes } from './routes/admin/router';
import { avatarReportsRouter } from './routes/avatar-reports/router';
import { internationalTeamsRouter } from './routes/international-teams/router';
import { licensesRouter } from './routes/licenses/router';
import { personAdminRouter } from './routes/persons/admin-router';
import { playerAdminRouter } from './routes/players/admin-router';
import { refereesRouter } from './routes/referees/router';
import { tagsRouter } from './routes/tags/router';
import { calendarRouter } from './routes/calendar/router';
import { countriesRoutes } from './routes/countries/router';
import { personAvatarRouter } from './routes/persons/avatar-router';
import { selfRouter } from './routes/self/router';
import { selfPlayersRouter } from './routes/self/players';
import { selfDashboardRouter } from './routes/self/dashboard';
import { clubsRouter } from './routes/clubs/router';
import { teamsRouter } from './routes/teams/router';
import { playersRouter } from './routes/players/router';
import { gameTasksRouter } from './routes/game-tasks/router';
import { personAssociationsRouter } from './routes/persons/associations';
import { statsRoutes } from './routes/stats/router';
import { termsRouter } from './routes/terms/router';
import { processesRoutes } from './routes/processes/router';
import { externalAppLinks } from './routes/external-apps/router';
import { openApiRouter } from './routes/openapi/router';
import { apiRouter } from './routes/implement';
import { answerCheck } from './middleware/answer-check';

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
  app.use(compression());
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
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(consentGate);
  api.use(recentAuthGate(config));
  // Outside production every JSON answer is checked against its declared schema (a drift answers 500).
  if (config.env !== 'production') api.use(answerCheck);
  api.use(apiRouter([...statsRoutes(), ...countriesRoutes(), ...adminRoutes(), ...processesRoutes()]));

  api.use('/auth', authRouter(config, sessionSecret));
  api.use('/auth/email', emailChangeRouter());
  api.use('/self/players', selfPlayersRouter());
  api.use('/self/dashboard', selfDashboardRouter());
  api.use('/self', selfRouter(config));
  api.use('/clubs', clubsRouter());
  api.use('/teams', teamsRouter());
  api.use('/players', playerAdminRouter());
  api.use('/players', playersRouter());
  api.use('/game-tasks', gameTasksRouter());
  api.use('/persons', personAssociationsRouter());
  api.use('/terms', termsRouter());
  api.use('/persons', personAvatarRouter());
  api.use('/persons', personAdminRouter(config));
  api.use('/referees', refereesRouter());
  api.use('/avatar-reports', avatarReportsRouter(config));
  api.use('/tags', tagsRouter());
  api.use('/international-teams', internationalTeamsRouter());
  api.use('/licenses', licensesRouter());
  api.use('/calendar', calendarRouter(config));
  api.use(openApiRouter());
  api.use(apiNotFound);
  // Browser links into applications of their own: not part of the API, so outside its router and registry.
  app.use('/api', externalAppLinks);
  app.use('/api', api);

  if (clientDir && fs.existsSync(path.join(clientDir, 'index.html'))) {
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
    // Every other path belongs to the single-page app, which routes it (unknown ones to /login).
    app.get('/{*path}', (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      // With `root`, only the file name is checked for dot-segments (the build may live under .data/).
      res.sendFile('index.html', { root: clientDir });
    });
  }

  app.use(errorHandler);
  return app;
}
