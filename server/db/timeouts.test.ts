// A statement blocked by a lock, or running too long, gives its connection back with a clean
// 503 DatabaseBusy within the configured limit instead of hanging (or ending in a 500).
import express from 'express';
import pg from 'pg';
import supertest from 'supertest';
import { useTestApp } from '../../test/app';
import { signedInMember } from '../../test/factories';
import { errorHandler } from '../middleware/errors';
import { db, runAsBulk } from './client';

const LOCK_TIMEOUT_MS = 500;
const STATEMENT_TIMEOUT_MS = 1_000;

const t = useTestApp({
  DB_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
  DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  DB_EXPORT_STATEMENT_TIMEOUT_MS: '3000',
});

/** A connection of its own, outside the app's pools (another instance, a migration, a psql session). */
async function otherConnection() {
  const client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  return client;
}

describe('statement and lock time limits', () => {
  it('sets the limits on every connection of both pools', async () => {
    const show = async () => {
      const [row] = await db().$queryRaw<{ statement_timeout: string; lock_timeout: string }[]>`
        SELECT current_setting('statement_timeout') AS statement_timeout, current_setting('lock_timeout') AS lock_timeout`;
      return row;
    };
    expect(await show()).toEqual({ statement_timeout: '1s', lock_timeout: '500ms' });
    expect(await runAsBulk(show)).toEqual({ statement_timeout: '3s', lock_timeout: '500ms' });
  });

  it('answers 503 DatabaseBusy within the lock limit while another connection holds the person row', async () => {
    const { agent, person } = await signedInMember(t);
    const holder = await otherConnection();
    // Without a lock limit the request would wait for this row; the guard ends the wait so the test cannot hang.
    let guard: NodeJS.Timeout | undefined;
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM persons WHERE id = $1 FOR UPDATE', [person.id]);
      guard = setTimeout(() => void holder.query('ROLLBACK').catch(() => undefined), LOCK_TIMEOUT_MS + 6_000);
      const started = Date.now();
      const res = await agent.put('/api/self').send({ preferred_language: 'en' });
      const took = Date.now() - started;
      expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 503, code: 'DatabaseBusy' });
      expect(res.headers['retry-after']).toBe('5');
      expect(took).toBeLessThan(LOCK_TIMEOUT_MS + 3_000);
    } finally {
      clearTimeout(guard);
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    // The connection went back to the pool in a clean state: the same call works once the row is free.
    await agent.put('/api/self').send({ preferred_language: 'en' }).expect(200);
  });

  it('answers 503 DatabaseBusy (not 500) for a statement over the time limit', async () => {
    const app = express();
    app.get('/slow', async (_req, res) => {
      await db().$queryRaw`SELECT pg_sleep(5)`;
      res.json({ data: null });
    });
    app.use(errorHandler);
    const started = Date.now();
    const res = await supertest(app).get('/slow');
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 503, code: 'DatabaseBusy' });
    expect(Date.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 3_000);
  });
});
