// The Prisma clients of the process: created once from the database URL, used by every service. Bulk requests
// (exports, page_size=0 lists) run on a small pool of their own, so they never take the connections of the rest.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PrismaPg } from '@prisma/adapter-pg';
import { readReplicas } from '@prisma/extension-read-replicas';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { PrismaClient } from './generated/client';
import { statementNames } from './plan-cache';
import { isDatabaseUnavailable } from './unavailable';

export type Db = PrismaClient;
export type { Prisma } from './generated/client';

/**
 * Pool settings of every connection pool of the server. A request must fail fast (503 DatabaseUnavailable) when
 * PostgreSQL is away: a refused connection fails at once, an unanswered one (a dead host, a full pool) after
 * CONNECT_TIMEOUT_MS instead of hanging. Keep-alive notices a silently dropped connection; idle connections are
 * given back so a restarted server is reached with fresh ones.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
export const POOL_SETTINGS = {
  connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
} as const;

/**
 * Time limits of each connection: a statement running longer than `statementTimeoutMs`, or waiting longer
 * than `lockTimeoutMs` for a lock, is cancelled by PostgreSQL and the request answers 503 DatabaseBusy instead of
 * hanging while it holds a connection. Unset: no limit (scripts, migrations).
 */
export interface ConnectionLimits {
  max?: number;
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  /** How long a query waits for a free connection of a full pool (default CONNECT_TIMEOUT_MS). */
  connectionTimeoutMs?: number;
}

function limitSettings(limits: ConnectionLimits) {
  return {
    ...(limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs } : {}),
    ...(limits.lockTimeoutMs ? { lock_timeout: limits.lockTimeoutMs } : {}),
    ...(limits.connectionTimeoutMs ? { connectionTimeoutMillis: limits.connectionTimeoutMs } : {}),
  };
}

/** The limits of the server's pools for normal requests (and the session store). */
export function requestLimits(config: Pick<Config, 'statementTimeoutMs' | 'lockTimeoutMs'>): ConnectionLimits {
  return { statementTimeoutMs: config.statementTimeoutMs, lockTimeoutMs: config.lockTimeoutMs };
}

/** Connections of the bulk pool: few, so exports never starve the rest. */
export const BULK_POOL_MAX = 4;
/** A bulk request waits this long for one of them (a queue, not an outage). */
export const BULK_CONNECTION_WAIT_MS = 15_000;

/** The bulk pool: exports and page_size=0 lists, with a longer statement limit and a queue of their own. */
export function bulkLimits(config: Pick<Config, 'exportStatementTimeoutMs' | 'lockTimeoutMs'>): ConnectionLimits {
  return {
    max: BULK_POOL_MAX,
    statementTimeoutMs: config.exportStatementTimeoutMs,
    lockTimeoutMs: config.lockTimeoutMs,
    connectionTimeoutMs: BULK_CONNECTION_WAIT_MS,
  };
}

/**
 * The pg pool behind each Prisma client made here: the hot read statements run on it directly (raw.ts), the rest
 * through Prisma. One pool, so both share its connections and limits.
 */
const pools = new WeakMap<object, pg.Pool>();

export function createPrismaClient(databaseUrl: string, logger?: Logger, limits: ConnectionLimits = {}): PrismaClient {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: limits.max ?? 10, ...POOL_SETTINGS, ...limitSettings(limits) });
  return clientOn(pool, logger);
}

function clientOn(pool: pg.Pool, logger?: Logger): PrismaClient {
  // A connection dropped while idle (database restart): pg discards it, the next query opens a new one. Listened to
  // here, not through the adapter, which listens only once Prisma has connected (raw.ts may use the pool before).
  pool.on('error', (err) => logger?.warn({ err: err.message }, 'database connection lost'));
  const adapter = new PrismaPg(pool, {
    onConnectionError: (err) => logger?.warn({ err: err.message }, 'database connection lost'),
    // The hot raw statements as prepared statements (plan-cache.ts).
    statementNameGenerator: statementNames(),
    // $disconnect() ends the pool, as it ends a pool the adapter made itself.
    disposeExternalPool: true,
  });
  const client = new PrismaClient({ adapter });
  pools.set(client, pool);
  return client;
}

/**
 * After a replica read fails for want of the replica (stopped, restarting, unreachable), replica reads go to the
 * primary for this long; then the replica is asked again.
 */
export const REPLICA_DOWN_MS = 5_000;
let replicaDownUntil = 0;

/** Whether replica reads are on the primary now, after the replica failed a read. */
export function replicaIsDown(): boolean {
  return Date.now() < replicaDownUntil;
}

function markReplicaDown(error: unknown, logger?: Logger): void {
  if (!replicaIsDown()) logger?.warn({ err: (error as Error).message }, 'read replica unreachable: reading the primary');
  replicaDownUntil = Date.now() + REPLICA_DOWN_MS;
}

/**
 * The replica's pool: a statement or a connection the replica cannot give (a lost database, server/db/unavailable.ts)
 * is taken from the primary's pool instead, and the replica is marked down for REPLICA_DOWN_MS, so the request that
 * met the failure is answered and the next ones go to the primary straight away (client.ts chosen()). Replica reads
 * only read, so running one again on the primary is safe. A statement PostgreSQL refuses for other reasons (a
 * timeout, a mistake) fails as on any pool.
 */
class ReplicaPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly primary: pg.Pool,
    private readonly logger?: Logger,
  ) {
    super(config);
  }

  // pg's overloads (callback, submittable, promise) in one signature; only the promise forms fall back, and they
  // answer what the primary's pool answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: unknown[]): any {
    if (args.some((arg) => typeof arg === 'function') || (args[0] as { submit?: unknown })?.submit) {
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const onPrimary = () => (this.primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
    if (replicaIsDown()) return onPrimary();
    return (super.query as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      markReplicaDown(error, this.logger);
      return onPrimary();
    });
  }

  // Prisma's adapter takes a connection of its own for a transaction (a batch of reads).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(...args: unknown[]): any {
    if (args.length > 0) return (super.connect as (...a: unknown[]) => unknown)(...args);
    if (replicaIsDown()) return this.primary.connect();
    return super.connect().catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      markReplicaDown(error, this.logger);
      return this.primary.connect();
    });
  }
}

/**
 * The Prisma client of a read replica (DATABASE_REPLICA_URL) for `primary`, a client made by createPrismaClient: its
 * reads fall back to the primary's pool while the replica is away (ReplicaPool).
 */
export function createReplicaClient(
  replicaUrl: string,
  primary: PrismaClient,
  logger?: Logger,
  limits: ConnectionLimits = {},
): PrismaClient {
  const primaryPool = pools.get(primary);
  if (!primaryPool) throw new Error('createReplicaClient: the primary must be a client made by createPrismaClient');
  const pool = new ReplicaPool(
    { connectionString: replicaUrl, max: limits.max ?? 10, ...POOL_SETTINGS, ...limitSettings(limits) },
    primaryPool,
    logger,
  );
  return clientOn(pool, logger);
}

/**
 * A plain pg pool (the session store). Without an 'error' listener, a connection dropped while idle (a database
 * restart) would be an uncaught exception that ends the process.
 */
export function createPool(databaseUrl: string, max: number, logger?: Logger, limits: ConnectionLimits = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, ...POOL_SETTINGS, ...limitSettings(limits) });
  pool.on('error', (err) => logger?.warn({ err: err.message }, 'database connection lost'));
  return pool;
}

let current: PrismaClient | null = null;
let bulk: PrismaClient | null = null;
const inBulkRequest = new AsyncLocalStorage<true>();

/** Sets the client every service uses (start-up, or a test file's own database); `bulkClient` for bulk requests. */
export function setDb(client: PrismaClient, bulkClient: PrismaClient | null = null): void {
  current = client;
  bulk = bulkClient;
}

/** A request's own transaction standing in for the client (an idempotent call: change and answer commit together). */
export interface HeldClient {
  client: PrismaClient | null;
}
const heldClient = new AsyncLocalStorage<HeldClient>();

/** Runs `fn` with db() answering `held.client` while it is set (server/middleware/idempotency.ts). */
export function runWithClient<T>(held: HeldClient, fn: () => T): T {
  return heldClient.run(held, fn);
}

/** Runs `fn` (and everything it starts) with db() answering the bulk client, when there is one. */
export function runAsBulk<T>(fn: () => T): T {
  return inBulkRequest.run(true, fn);
}

/**
 * The primary extended with Prisma's read-replica extension: `$replica()` answers the replica's client
 * (DATABASE_REPLICA_URL). Only requests marked with runOnReplica read there (server/middleware/replica-reads.ts):
 * public statistics, calendar feeds and exports, which may lag a moment behind the primary. Everything else,
 * writes and what a user just changed included, reads the primary.
 */
export function withReplica(primary: PrismaClient, replica: PrismaClient) {
  const reader = primary.$extends(readReplicas({ replicas: [replica] }));
  const replicaPool = pools.get(replica);
  if (replicaPool) pools.set(reader, replicaPool);
  return reader;
}
type ReplicaReader = ReturnType<typeof withReplica>;

let replicas: { request: ReplicaReader; bulk: ReplicaReader } | null = null;
const onReplica = new AsyncLocalStorage<true>();

/** Sets the replica readers (start-up with DATABASE_REPLICA_URL, or a test); null: every read on the primary. */
export function setReplicas(readers: { request: ReplicaReader; bulk: ReplicaReader } | null): void {
  replicas = readers;
}

/** Runs `fn` (and everything it starts) with db() answering the replica, when there is one. */
export function runOnReplica<T>(fn: () => T): T {
  return onReplica.run(true, fn);
}

/**
 * The client the current request reads with, by the rules db() and dbPool() share: a held transaction's own client,
 * else the bulk client inside a bulk request, and the replica reader of either inside a replica read.
 */
function chosen(): { held: PrismaClient } | { client: PrismaClient; replica: ReplicaReader | null } {
  if (!current) throw new Error('Database not initialised: call setDb() first');
  const held = heldClient.getStore()?.client;
  if (held) return { held };
  const inBulk = bulk !== null && inBulkRequest.getStore() === true;
  // A replica that just failed a read is left alone for a while (ReplicaPool): its reads go to the primary.
  const replica = replicas && onReplica.getStore() && !replicaIsDown() ? (inBulk ? replicas.bulk : replicas.request) : null;
  return { client: inBulk ? bulk! : current, replica };
}

/**
 * The pg pool behind the client db() answers now; null inside a held transaction (its statements must run on its own
 * connection, through Prisma) or for a client made elsewhere.
 */
export function dbPool(): pg.Pool | null {
  const route = chosen();
  if ('held' in route) return null;
  return pools.get(route.replica ?? route.client) ?? null;
}

/** The client set by start-up (the bulk one inside a bulk request); services call this rather than holding their own. */
export function db(): PrismaClient {
  const route = chosen();
  if ('held' in route) return route.held;
  return route.replica ? (route.replica.$replica() as unknown as PrismaClient) : route.client;
}
