// The bench database: DATABASE_URL when set, else an embedded PostgreSQL under .data/bench/postgres with
// pg_stat_statements preloaded (the bench counts the SQL statements of each request with it).
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../../server/db/embedded';

export const BENCH_DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? '.data/bench');
export const BENCH_PG_DIR = path.join(BENCH_DATA_DIR, 'postgres');

export interface BenchDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

const quiet = pino({ level: 'warn' });

async function startOnce(): Promise<BenchDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => undefined };
  const db = await startEmbeddedPostgres(BENCH_PG_DIR, quiet);
  return { url: db.url, embedded: true, stop: () => db.stop() };
}

/**
 * Opens the bench database. On the embedded cluster, pg_stat_statements is added to
 * shared_preload_libraries once (ALTER SYSTEM, then a restart); on another server it is used when available.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  let db = await startOnce();
  if (db.embedded) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ shared_preload_libraries: string }>('SHOW shared_preload_libraries');
    if (!rows[0]!.shared_preload_libraries.includes('pg_stat_statements')) {
      await client.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
      await client.query(`ALTER SYSTEM SET pg_stat_statements.max = 10000`);
      await client.end();
      await db.stop();
      db = await startOnce();
    } else {
      await client.end();
    }
  }
  return db;
}

/** Creates pg_stat_statements in the database when the server has it loaded; false otherwise. */
export async function enableStatementStats(client: pg.Client | pg.Pool): Promise<boolean> {
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT count(*) FROM pg_stat_statements');
    return true;
  } catch {
    return false;
  }
}
