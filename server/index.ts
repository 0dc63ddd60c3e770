// Starts the portal: database (external or embedded), migrations, demo data, then listens.
import type { Server } from 'node:http';
import path from 'node:path';
import { buildApp } from './app';
import type { Live } from './live';
import { loadConfig } from './config';
import { setAssociationTimeZone } from '../shared/clock';
import { createPool, requestLimits } from './db/client';
import { openDatabase } from './db/connect';
import { createLogger } from './logger';
import { settleBackground } from './platform/background';
import { drainAndClose } from './shutdown';
import { serve } from './http/serve';
import { outboxTransport, setMailTransport, smtpTransport } from './platform/mail';
import { sessionSecret, verifyIbanKey } from './platform/secrets';

/** Within the usual 10 s a container runtime grants between SIGTERM and SIGKILL, with time left to close the pools. */
const DRAIN_MS = 8_000;

async function main(): Promise<void> {
  const config = loadConfig();
  setAssociationTimeZone(config.timeZone);
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  const pool = createPool(database.url, 5, logger, requestLimits(config));
  let server: Server | undefined;
  let live: Live | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: no new connections, waiting for the requests in flight');
    // Open event streams never finish by themselves: ended first, their clients reconnect to another instance.
    await live?.close();
    await drainAndClose({
      server,
      drainMs: DRAIN_MS,
      closers: [settleBackground, () => pool.end(), () => database.close()],
      logger,
    });
    process.exit(signal === 'error' ? 1 : 0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.cookieSecure && !config.trustProxy) {
    logger.warn('COOKIE_SECURE without TRUST_PROXY: behind a TLS proxy the session cookie is only sent if Express trusts it');
  }

  setMailTransport(config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxTransport(config.outboxDir));
  const ibanWarning = await verifyIbanKey(config);
  if (ibanWarning) logger.warn(ibanWarning);

  let demoLogins: string[] = [];
  if (config.seedDemo) {
    // Loaded only when wanted: the demo data's faker holds some 40 MB of names and words in memory.
    const { isDatabaseEmpty, refreshLiveDemoGame, seedDemo } = await import('../prisma/seed');
    const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('./domains/access');
    if (await isDatabaseEmpty(database.prisma)) {
      logger.info('empty database: loading demo data');
      const started = Date.now();
      const counts = await seedDemo(database.prisma);
      logger.info({ ...counts, ms: Date.now() - started }, 'demo data loaded');
    }
    if ((await database.prisma.person.count({ where: { email: DEMO_ACCOUNTS[0].email } })) > 0) {
      await refreshLiveDemoGame(database.prisma, new Date());
      demoLogins = [
        `Demo logins (password ${DEMO_PASSWORD}):`,
        ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(22)} ${account.description}`),
      ];
    }
  }

  const app = buildApp({
    config,
    pool,
    sessionSecret: await sessionSecret(config),
    logger,
    clientDir: path.resolve(process.env.DIST_DIR ?? 'dist', 'client'),
  });
  live = app.locals.live;
  live?.listener.start();
  server = serve(app, config.port, config.host, () => {
    const url = config.publicUrl ?? `http://localhost:${config.port}`;
    const lines = [
      `Portal running at ${url}`,
      `Database: ${database.embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}` : 'DATABASE_URL'}`,
    ];
    lines.push(...demoLogins);
    if (!config.smtpUrl) lines.push(`Mails are written to ${config.outboxDir}`);
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
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
