// What runs once before the portal serves (the server alone, or npm start's supervisor before its workers): the
// database opened and migrated, the bank-key check, the demo data; and the lines that say where the portal runs.
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, type OpenDatabase } from './db/connect';
import { verifyIbanKey } from './platform/secrets';

export interface Prepared {
  database: OpenDatabase;
  /** The demo accounts to show in the start-up lines (none without demo data). */
  demoLogins: string[];
}

export async function prepareDatabase(config: Config, logger: Logger): Promise<Prepared> {
  const database = await openDatabase(config, logger);
  try {
    const ibanWarning = await verifyIbanKey(config);
    if (ibanWarning) logger.warn(ibanWarning);
    const demoLogins = config.seedDemo ? await loadDemo(database, logger) : [];
    return { database, demoLogins };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function loadDemo(database: OpenDatabase, logger: Logger): Promise<string[]> {
  // Loaded only when wanted: the demo data's faker holds some 40 MB of names and words in memory.
  const { isDatabaseEmpty, refreshLiveDemoGame, seedDemo } = await import('../prisma/seed');
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('./domains/access');
  if (await isDatabaseEmpty(database.prisma)) {
    logger.info('empty database: loading demo data');
    const started = Date.now();
    const counts = await seedDemo(database.prisma);
    logger.info({ ...counts, ms: Date.now() - started }, 'demo data loaded');
  }
  if ((await database.prisma.person.count({ where: { email: DEMO_ACCOUNTS[0].email } })) === 0) return [];
  await refreshLiveDemoGame(database.prisma, new Date());
  return [
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(22)} ${account.description}`),
  ];
}

/** The lines printed once the portal listens. */
export function startBanner(config: Config, embedded: boolean, demoLogins: string[]): string {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [
    `Portal running at ${url}`,
    `Database: ${embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}` : 'DATABASE_URL'}`,
    ...demoLogins,
  ];
  if (!config.smtpUrl) lines.push(`Mails are written to ${config.outboxDir}`);
  return `\n${lines.join('\n')}\n\n`;
}
