// The hottest read statements straight on pg: a category's or game's stamp (every statistics request and page), a
// cold statistics answer's one statement, the member list's count and page text, the start page's self row and the
// terms awaiting consent (also every state change's consent gate), a club's page, the audit log's page and the
// names its entries record. Prisma's $queryRaw costs the server CPU per statement on top of pg's own work (its query
// plan, argument mapping, result conversion and tracing), as much as the rest of a warm answer (docs/benchmarks.md). Same pool, connections, limits and prepared
// statements as Prisma's (client.ts dbPool); inside a held transaction, through Prisma. pg reads the columns these
// statements return (int4, text, bool, json) as Prisma does: numbers, strings, booleans, parsed JSON; not int8,
// numeric or timestamps, which the two read differently (docs/decisions/034-hot-reads-on-pg.md).
import { db, dbPool } from './client';
import type { Prisma } from './generated/client';
import { statementNames } from './plan-cache';

const names = statementNames();

const isScalar = (value: unknown) => typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean';
/** What pg sends as Prisma would: scalars, null, and arrays of scalars (`ANY($1::int[])`, the scope's ids). */
const isPlain = (value: unknown) => value === null || isScalar(value) || (Array.isArray(value) && value.every(isScalar));

/** The rows of a read statement (`cached(...)` makes it a prepared one, as with Prisma). */
export async function readRows<T>(sql: Prisma.Sql): Promise<T[]> {
  const pool = dbPool();
  // Dates, big integers and the like go through Prisma, which maps them.
  if (!pool || !sql.values.every(isPlain)) return db().$queryRaw<T[]>(sql);
  const text = sql.text;
  const result = await pool.query({ name: names({ sql: text }), text, values: sql.values as unknown[] });
  return result.rows as T[];
}

/**
 * The settings of a statement run on its generic plan (readOnGenericPlan): the generic plan even where PostgreSQL
 * would plan each execution afresh (it does for a statement whose plan costs more to make than to run), and no
 * parallel plan, whose workers may return a UNION ALL's parts in any order. Set for one transaction only.
 */
const GENERIC_PLAN = `SELECT set_config('plan_cache_mode', 'force_generic_plan', true),
  set_config('max_parallel_workers_per_gather', '0', true)`;

/**
 * The rows of a prepared read statement (`cached(...)`) run on its generic plan, in a transaction of its own that
 * holds the settings: on one of the pool's connections, its begin and settings sent as one message (three round trips
 * in all); through Prisma where readRows would go through Prisma.
 */
export async function readOnGenericPlan<T>(sql: Prisma.Sql): Promise<T[]> {
  const pool = dbPool();
  if (!pool || !sql.values.every(isPlain)) {
    const [, rows] = await db().$transaction([db().$queryRawUnsafe(GENERIC_PLAN), db().$queryRaw<T[]>(sql)]);
    return rows;
  }
  const client = await pool.connect();
  let broken: Error | undefined;
  // A checked-out connection has no listener of the pool's: a connection lost meanwhile (a restart, a terminated
  // backend) would be an unhandled 'error' event that ends the process. Its statement fails with the loss instead.
  const lost = (error: Error) => {
    broken = error;
  };
  client.on('error', lost);
  try {
    await client.query(`BEGIN; ${GENERIC_PLAN}`);
    const text = sql.text;
    const result = await client.query({ name: names({ sql: text }), text, values: sql.values as unknown[] });
    await client.query('COMMIT');
    return result.rows as T[];
  } catch (error) {
    // A failed statement leaves the transaction aborted: rolled back before the connection goes back, or dropped.
    await client.query('ROLLBACK').catch((rollback: unknown) => {
      broken = rollback instanceof Error ? rollback : new Error(String(rollback));
    });
    throw error;
  } finally {
    client.off('error', lost);
    client.release(broken);
  }
}
