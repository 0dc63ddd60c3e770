// Opens the database for the server or the CLI: DATABASE_URL, else the embedded PostgreSQL; migrated.
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import {
  bulkLimits,
  createPrismaClient,
  createReplicaClient,
  requestLimits,
  setDb,
  setReplicas,
  withReplica,
  type Db,
} from './client';
import { startEmbeddedPostgres } from './embedded';
import { checkLowerCase } from './lower-case';
import { migrate } from './migrate';

export interface OpenDatabase {
  url: string;
  prisma: Db;
  embedded: boolean;
  /** Closes the clients, keeps an embedded PostgreSQL running (the supervisor's workers use it). */
  disconnect(): Promise<void>;
  close(): Promise<void>;
}

/** `migrate: false` where the supervisor has migrated before starting this worker. */
export async function openDatabase(config: Config, logger: Logger, options: { migrate?: boolean } = {}): Promise<OpenDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), logger);
    url = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  try {
    const applied = options.migrate === false ? [] : await migrate(url);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  } catch (error) {
    await stopEmbedded?.();
    throw error;
  }
  const prisma = createPrismaClient(url, logger, requestLimits(config));
  const bulk = createPrismaClient(url, logger, bulkLimits(config));
  setDb(prisma, bulk);
  await checkLowerCase(prisma, logger);
  // DATABASE_REPLICA_URL: public statistics, feeds and exports read there (server/middleware/replica-reads.ts), and
  // on the primary while the replica is away (client.ts ReplicaPool).
  const replica = config.databaseReplicaUrl
    ? createReplicaClient(config.databaseReplicaUrl, prisma, logger, requestLimits(config))
    : null;
  const bulkReplica = config.databaseReplicaUrl
    ? createReplicaClient(config.databaseReplicaUrl, bulk, logger, bulkLimits(config))
    : null;
  setReplicas(replica && bulkReplica ? { request: withReplica(prisma, replica), bulk: withReplica(bulk, bulkReplica) } : null);
  const disconnect = async () => {
    await prisma.$disconnect().catch(() => undefined);
    await bulk.$disconnect().catch(() => undefined);
    await replica?.$disconnect().catch(() => undefined);
    await bulkReplica?.$disconnect().catch(() => undefined);
  };
  return {
    url,
    prisma,
    embedded: stopEmbedded !== null,
    disconnect,
    async close() {
      await disconnect();
      await stopEmbedded?.();
    },
  };
}
