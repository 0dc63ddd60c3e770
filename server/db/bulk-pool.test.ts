// Thirty page_size=0 member lists at once, stuck behind a lock on persons, used to take every
// connection of the pool, and /api/stats/associations (which never reads persons) answered 503. Bulk requests now
// run on a pool of their own, at most BULK_PER_CALLER at a time per caller.
import pg from 'pg';
import { useTestApp } from '../../test/app';
import { type AdminWorld, buildAdminWorld } from '../../test/factories-admin';
import { signIn } from '../../test/factories';
import { BULK_PER_CALLER } from '../middleware/bulk-requests';
import { BULK_POOL_MAX } from './client';

let w: AdminWorld;

const t = useTestApp();
beforeAll(async () => {
  w = await buildAdminWorld(t);
});

/** Statements of this test's database waiting for a lock. */
async function lockWaiters(observer: pg.Client): Promise<number> {
  const { rows } = await observer.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0].n;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('bulk requests', () => {
  it('keeps public statistics answering while thirty full member lists wait for a lock on persons', async () => {
    const callers = [await signIn(t, w.assocAdmin.email!), await signIn(t, w.clubRep.email!), await signIn(t, w.customer.email!)];
    await t.request().get('/api/stats/associations').expect(200);
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    const observer = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    await observer.connect();
    let lists: Promise<{ status: number; code?: string }>[] | undefined;
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE persons IN ACCESS EXCLUSIVE MODE');
      lists = Array.from({ length: 30 }, (_, i) =>
        callers[i % callers.length]
          .get('/api/persons?page_size=0')
          .then((res) => ({ status: res.status, code: res.body?.error?.code })),
      );
      // The lists hold connections now, blocked by the lock (as many as the bulk pool has, or more without it).
      await until(async () => (await lockWaiters(observer)) >= BULK_POOL_MAX);
      const started = Date.now();
      const stats = await t.request().get('/api/stats/associations');
      expect(stats.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
      await observer.end();
    }
    const answers = await Promise.all(lists ?? []);
    // Each caller had at most BULK_PER_CALLER running; the rest were told at once (429), nothing failed.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 429)).toEqual([]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(callers.length * BULK_PER_CALLER);
    expect(answers.filter((a) => a.status === 429).every((a) => a.code === 'TooManyRequests')).toBe(true);
  });

  it('lets a caller run full lists and exports one after the other', async () => {
    const admin = await signIn(t, w.assocAdmin.email!);
    for (let i = 0; i < 5; i += 1) await admin.get('/api/persons?page_size=0').expect(200);
    await admin.get('/api/persons?format=emails-csv&page_size=0').expect(200);
  });
});
