// npm start's supervisor for real (docs/decisions/043-a-crash-is-not-an-outage.md): the built server on a fresh data
// directory with its embedded PostgreSQL; a worker killed under light load is replaced, a session made before still
// works, a score-sheet event re-sent after the kill is stored once; SIGTERM stops the workers before the database.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import supertest from 'supertest';
import { bulkLimits, createPrismaClient, requestLimits, setDb, type Db } from '../../server/db/client';
import { freePort } from '../../server/db/embedded';
import { readLogEntries, SERVER_FLAGS } from '../server-process';
import { loadConfig } from '../../server/config';
import { ADMIN_PASSWORD } from '../factories';
import { buildScoreSheetWorld, type ScoreSheetWorld } from '../factories-score-sheet';

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, '.data', `dist-supervisor-test-${process.pid}`);

interface LogLine {
  msg?: string;
  pid?: number;
  worker?: number;
  workerPid?: number;
  time?: number;
  signal?: string;
  code?: number | null;
  [key: string]: unknown;
}

let dataDir: string;
let port: number;
let base: string;
let supervisor: ChildProcess;
let exited: Promise<number | null>;
const logs: LogLine[] = [];
let output = '';
let prisma: Db | undefined;
let bulk: Db | undefined;
let w: ScoreSheetWorld;
let databaseUrl: string;
let agent: ReturnType<typeof supertest.agent>;

/** Polls `check` until it answers something other than undefined; fails with `what` after `timeoutMs`. */
async function waitFor<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; supervisor output:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const lines = (msg: string) => logs.filter((line) => line.msg === msg);

async function answers(): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/auth`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  // The built server, as npm start runs it (a DIST_DIR of its own: other builds stay untouched).
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, env: { ...process.env, DIST_DIR: DIST } });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr.toString()}`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-supervisor-'));
  // As root, the embedded PostgreSQL runs as `postgres` and must be able to enter the directory.
  fs.chmodSync(dataDir, 0o755);
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  supervisor = spawn(process.execPath, [...SERVER_FLAGS, path.join(DIST, 'server', 'supervisor.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((resolve) => supervisor.once('exit', (code) => resolve(code)));
  readLogEntries<LogLine>(
    supervisor.stdout!,
    (line) => logs.push(line),
    (text) => (output += text),
  );
  supervisor.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Its own worker listening first: an answer alone could come from another server that took the same free port.
  await waitFor(
    'the portal to answer',
    async () => (lines('worker listening').length > 0 && (await answers()) ? true : undefined),
    120_000,
  );

  // The factories write straight into the supervisor's database (port from PostgreSQL's own pid file).
  const pgPort = fs
    .readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  databaseUrl = `postgresql://portal:portal@127.0.0.1:${pgPort}/portal`;
  const config = loadConfig({ DATA_DIR: dataDir });
  prisma = createPrismaClient(databaseUrl, undefined, requestLimits(config));
  bulk = createPrismaClient(databaseUrl, undefined, bulkLimits(config));
  setDb(prisma, bulk);
  w = await buildScoreSheetWorld();
}, 240_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await bulk?.$disconnect();
  if (supervisor && supervisor.exitCode === null && supervisor.signalCode === null) {
    supervisor.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(DIST, { recursive: true, force: true });
}, 60_000);

describe('npm start supervises the server', () => {
  it('replaces a killed worker under load: the portal answers again, the session and the idempotency key hold', async () => {
    const worker = await waitFor('a listening worker', () => lines('worker listening')[0]);
    expect(worker.workerPid).toEqual(expect.any(Number));

    agent = supertest.agent(base);
    await agent.post('/api/auth/signin').send({ username: w.leagueRep.email, password: ADMIN_PASSWORD }).expect(200);
    const game = w.game;
    await agent.post(`/api/games/${game.id}/start`).send({}).expect(200);
    const goal = {
      idempotency_key: crypto.randomUUID(),
      type: 'goal',
      event_time: 75,
      period: 1,
      side: 'home',
      membership_id: w.homePlayers[0]!.membership.id,
      assist_membership_id: null,
      penalty_type_id: null,
    };
    const first = await agent.post(`/api/games/${game.id}/events`).send(goal).expect(201);

    // Light load: one request after the other, as long as the test runs.
    let loading = true;
    const outcomes: { at: number; ok: boolean }[] = [];
    const load = (async () => {
      while (loading) outcomes.push({ at: Date.now(), ok: await answers() });
    })();
    await waitFor('the load to get answers', () => (outcomes.some((o) => o.ok) ? true : undefined));

    const killedAt = Date.now();
    process.kill(worker.workerPid!, 'SIGKILL');
    const death = await waitFor('the death logged', () =>
      lines('worker died').find((line) => line.workerPid === worker.workerPid),
    );
    // A worker that ran a while is replaced at once (the back-off is for deaths soon after a start).
    expect(death).toMatchObject({ signal: 'SIGKILL', restartInMs: 0 });
    await waitFor('the replacement started', () => lines('worker started').find((l) => l.time! >= death.time!));
    const replacement = await waitFor('a new worker listening', () =>
      lines('worker listening').find((l) => l.workerPid !== worker.workerPid),
    );
    expect(replacement.workerPid).not.toBe(worker.workerPid);
    // The portal answers again by itself; how soon is a figure of bench/never-down.ts (docs/benchmarks.md), not of a
    // test on a busy machine.
    await waitFor('an answer after the kill', () => outcomes.find((o) => o.at > killedAt && o.ok));
    loading = false;
    await load;

    // The session made before the kill is still valid on the new worker.
    const auth = await agent.get('/api/auth').expect(200);
    expect(auth.body.data).toMatchObject({ has_session: true });

    // The event re-sent (its answer was lost with the worker, as a client sees it) is the one stored before.
    const again = await agent.post(`/api/games/${game.id}/events`).send(goal).expect(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await prisma!.gameEvent.count({ where: { gameId: game.id } })).toBe(1);
    expect((await prisma!.game.findUniqueOrThrow({ where: { id: game.id } })).homeScore).toBe(1);
  });

  it('on SIGTERM lets a request in flight finish on the database, stops the workers, then PostgreSQL, and exits 0', async () => {
    const workers = new Set(lines('worker listening').map((l) => l.workerPid));
    const gameId = w.game.id;
    // The test's own Prisma connections go first: the database is about to stop.
    await prisma?.$disconnect();
    await bulk?.$disconnect();
    // A request held in flight: the score sheet waits for a lock the test keeps until the shutdown has begun.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE game_events IN ACCESS EXCLUSIVE MODE');
    const inFlight = agent
      .post(`/api/games/${gameId}/events`)
      .send({
        idempotency_key: crypto.randomUUID(),
        type: 'goal',
        event_time: 80,
        period: 1,
        side: 'away',
        membership_id: w.awayPlayers[0]!.membership.id,
        assist_membership_id: null,
        penalty_type_id: null,
      })
      .then((res) => res);
    await waitFor('the request to wait for the lock', async () => {
      const waiting = await holder.query("SELECT 1 FROM pg_locks WHERE NOT granted AND locktype = 'relation'");
      return waiting.rowCount ? true : undefined;
    });
    const before = logs.length;
    supervisor.kill('SIGTERM');
    await waitFor('the workers to begin draining', () =>
      logs.slice(before).some((l) => l.msg?.startsWith('shutting down: no new connections')) ? true : undefined,
    );
    await holder.query('COMMIT');
    await holder.end();
    const answer = await inFlight;
    expect(answer.status).toBe(201);
    expect(await exited).toBe(0);

    const after = logs.slice(before);
    // No worker lost its database while it drained: PostgreSQL stopped after them.
    expect(after.filter((l) => l.msg === 'database connection lost')).toEqual([]);
    const workerDone = after.findIndex((l) => l.msg === 'shut down' && workers.has(l.pid));
    const primaryDone = after.findIndex((l) => l.msg === 'shut down' && l.pid === supervisor.pid);
    expect(workerDone).toBeGreaterThanOrEqual(0);
    expect(primaryDone).toBeGreaterThan(workerDone);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});
