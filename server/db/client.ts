// The Prisma client of the process: created once from the database URL, used by every service.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { Logger } from 'pino';
import { PrismaClient } from './generated/client';
import { statementNames } from './plan-cache';

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

export function createPrismaClient(databaseUrl: string, logger?: Logger): PrismaClient {
  const adapter = new PrismaPg(
    { connectionString: databaseUrl, max: 10, ...POOL_SETTINGS },
    {
      // A connection dropped while idle or in use (database restart): pg discards it, the next query opens a new one.
      onPoolError: (err) => logger?.warn({ err: err.message }, 'database connection lost'),
      onConnectionError: (err) => logger?.warn({ err: err.message }, 'database connection lost'),
      // The hot raw statements as prepared statements (plan-cache.ts).
      statementNameGenerator: statementNames(),
    },
  );
  return new PrismaClient({ adapter });
}

/**
 * A plain pg pool (the session store). Without an 'error' listener, a connection dropped while idle (a database
 * restart) would be an uncaught exception that ends the process.
 */
export function createPool(databaseUrl: string, max: number, logger?: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, ...POOL_SETTINGS });
  pool.on('error', (err) => logger?.warn({ err: err.message }, 'database connection lost'));
  return pool;
}

let current: PrismaClient | null = null;

/** Sets the client every service uses (start-up, or a test file's own database). */
export function setDb(client: PrismaClient): void {
  current = client;
}

/** The client set by start-up; services call this rather than holding their own. */
export function db(): PrismaClient {
  if (!current) throw new Error('Database not initialised: call setDb() first');
  return current;
}
