// Opens the database for the server or the CLI: DATABASE_URL, else the embedded PostgreSQL; migrated.
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { bulkLimits, createPrismaClient, requestLimits, setDb, type Db } from './client';
import { startEmbeddedPostgres } from './embedded';
import { migrate } from './migrate';

export interface OpenDatabase {
  url: string;
  prisma: Db;
  embedded: boolean;
  close(): Promise<void>;
}

export async function openDatabase(config: Config, logger: Logger): Promise<OpenDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), logger);
    url = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  try {
    const applied = await migrate(url);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  } catch (error) {
    await stopEmbedded?.();
    throw error;
  }
  const prisma = createPrismaClient(url, logger, requestLimits(config));
  const bulk = createPrismaClient(url, logger, bulkLimits(config));
  setDb(prisma, bulk);
  return {
    url,
    prisma,
    embedded: stopEmbedded !== null,
    async close() {
      await prisma.$disconnect().catch(() => undefined);
      await bulk.$disconnect().catch(() => undefined);
      await stopEmbedded?.();
    },
  };
}
