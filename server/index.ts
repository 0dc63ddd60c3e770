// Starts the portal: database (external or embedded), migrations, demo data, then listens. As a worker of npm start's
// supervisor (server/supervisor.ts) it only listens: the supervisor did the rest once, DATABASE_URL names its database.
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { Pool } from 'pg';
import path from 'node:path';
import { buildApp } from './app';
import type { Live } from './live';
import { loadConfig } from './config';
import { setAssociationTimeZone } from '../shared/clock';
import { createPool, requestLimits } from './db/client';
import { openDatabase, type OpenDatabase } from './db/connect';
import { prepareDatabase, startBanner } from './start-up';
import { createLogger } from './logger';
import { settleBackground } from './platform/background';
import { drainAndClose } from './shutdown';
import { serve } from './http/serve';
import { outboxTransport, setMailTransport, smtpTransport } from './platform/mail';
import { sessionSecret } from './platform/secrets';
import type { NoticeWorker } from './platform/notification-outbox';
import { startLicenseExpiryJob } from './domains/members';

/** Within the usual 10 s a container runtime grants between SIGTERM and SIGKILL, with time left to close the pools. */
const DRAIN_MS = 8_000;

async function main(): Promise<void> {
  const config = loadConfig();
  setAssociationTimeZone(config.timeZone);
  const logger = createLogger(config);
  const supervised = cluster.isWorker;
  let database: OpenDatabase | undefined;
  let pool: Pool | undefined;
  let server: Server | undefined;
  let live: Live | undefined;
  let notices: NoticeWorker | undefined;
  let stopLicenseExpiry: (() => void) | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Still opening the database: it is closed as soon as it is open (below).
    if (!database) return;
    logger.info({ signal }, 'shutting down: no new connections, waiting for the requests in flight');
    // Open event streams never finish by themselves: ended first, their clients reconnect to another instance.
    await live?.close();
    const opened = database;
    await drainAndClose({
      server,
      drainMs: DRAIN_MS,
      // The notices a round has claimed are sent and marked before the database closes; the rest wait for any instance.
      closers: [
        settleBackground,
        async () => stopLicenseExpiry?.(),
        async () => notices?.stop(),
        async () => pool?.end(),
        () => opened.close(),
      ],
      logger,
    });
    process.exit(signal === 'error' ? 1 : 0);
  };
  // Before the database starts: the embedded PostgreSQL is stopped by the portal, not by the signal (server/db/embedded.ts).
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const prepared = supervised
    ? { database: await openDatabase(config, logger, { migrate: false }), demoLogins: [] }
    : await prepareDatabase(config, logger);
  database = prepared.database;
  if (closing) {
    await database.close();
    process.exit(0);
  }
  pool = createPool(database.url, 5, logger, requestLimits(config));

  if (config.cookieSecure && !config.trustProxy) {
    logger.warn('COOKIE_SECURE without TRUST_PROXY: behind a TLS proxy the session cookie is only sent if Express trusts it');
  }

  setMailTransport(config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxTransport(config.outboxDir));

  const app = buildApp({
    config,
    pool,
    sessionSecret: await sessionSecret(config),
    logger,
    clientDir: path.resolve(process.env.DIST_DIR ?? 'dist', 'client'),
  });
  live = app.locals.live;
  // The LISTEN connection wakes the notification worker too (a notice queued on any instance).
  live?.listener.start();
  notices = app.locals.notices;
  notices?.start();
  // The licence expiry notices of the day (docs/product.md#licence-expiry): deduplicated, so every instance may run them.
  stopLicenseExpiry = startLicenseExpiryJob((error) => logger.error({ err: error }, 'licence expiry notices failed'));
  server = serve(app, config.port, config.host, () => {
    // Under the supervisor, it says once where the portal runs.
    if (!supervised) process.stdout.write(startBanner(config, prepared.database.embedded, prepared.demoLogins));
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server error');
    void shutdown('error');
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
