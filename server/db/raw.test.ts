// Reads on pg directly: a statement on its generic plan runs with its settings in a transaction of its own, and
// leaves every connection of the pool as it found it, also when the statement fails.
import { Prisma } from './generated/client';
import { cached } from './plan-cache';
import { readOnGenericPlan, readRows } from './raw';
import { useTestApp } from '../../test/app';

const t = useTestApp();

const settings = Prisma.sql`SELECT current_setting('plan_cache_mode') AS plan, current_setting('max_parallel_workers_per_gather') AS parallel`;

/** The settings as every connection of the pool has them: more reads at once than the pool has connections. */
async function poolSettings() {
  const rows = await Promise.all(Array.from({ length: 24 }, () => readRows<{ plan: string; parallel: string }>(settings)));
  return new Set(rows.map(([row]) => `${row!.plan}/${row!.parallel}`));
}

/** The server's own defaults, as a connection without settings of its own has them. */
let defaults: Set<string>;
beforeAll(async () => {
  defaults = await poolSettings();
  expect(defaults.size).toBe(1);
  expect([...defaults][0]).not.toBe('force_generic_plan/0');
});

it('runs the statement on its generic plan without parallel workers; the other reads keep the defaults', async () => {
  const [row] = await readOnGenericPlan<{ plan: string; parallel: string }>(cached(settings));
  expect(row).toEqual({ plan: 'force_generic_plan', parallel: '0' });
  expect(await poolSettings()).toEqual(defaults);
});

it('a failing statement is answered as its error, and its connection goes back usable', async () => {
  const failing = Array.from({ length: 12 }, (_, i) => readOnGenericPlan(cached(Prisma.sql`SELECT 1 / ${i - i}::int AS n`)));
  for (const result of await Promise.allSettled(failing)) {
    expect(result.status).toBe('rejected');
    expect(String((result as PromiseRejectedResult).reason)).toMatch(/division by zero/);
  }
  expect(await poolSettings()).toEqual(defaults);
  const [row] = await readOnGenericPlan<{ n: number }>(cached(Prisma.sql`SELECT ${41}::int + 1 AS n`));
  expect(row).toEqual({ n: 42 });
});

it('a connection lost in the middle fails its statement, not the process, and the next read gets another', async () => {
  const marker = `lost-${Date.now()}`;
  const reading = readOnGenericPlan(cached(Prisma.sql`SELECT pg_sleep(30), ${marker}::text AS marker`));
  const outcome = reading.then(
    () => 'answered',
    (error: unknown) => String(error),
  );
  // The backend running it is ended from another connection, as a restart or a failover would end it.
  let ended = false;
  while (!ended) {
    const [row] = await t.prisma.$queryRaw<{ ended: boolean | null }[]>`
      SELECT bool_or(pg_terminate_backend(pid)) AS ended FROM pg_stat_activity
      WHERE query LIKE '%pg_sleep(30)%' AND pid <> pg_backend_pid() AND state = 'active'`;
    ended = row?.ended === true;
  }
  expect(await outcome).toMatch(/terminat|Connection|ended/i);
  const [after] = await readOnGenericPlan<{ n: number }>(cached(Prisma.sql`SELECT ${1}::int AS n`));
  expect(after).toEqual({ n: 1 });
});
