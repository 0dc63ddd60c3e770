// SIGTERM to the real server process (server/index.ts): it stops taking connections, lets the request in flight
// finish with its real answer, then closes its pools and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import supertest from 'supertest';
import { createTestDatabase, type TestDatabase } from '../test/app';
import { freePort } from './db/embedded';

let database: TestDatabase;
let child: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await database.drop();
});

async function startServer(port: number): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'shutdown-test-secret-0123456789',
      IBAN_ENCRYPTION_KEY: 'shutdown-test-iban-key-0123456789',
      DIST_DIR: '/nonexistent',
      DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/${database.name}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!output.includes('Portal running')) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() - started > 20_000) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const exited = (process: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (process.exitCode !== null) resolve(process.exitCode);
    else process.once('exit', (code) => resolve(code));
  });

it('drains the request in flight on SIGTERM, refuses new connections meanwhile and exits 0', async () => {
  const port = await freePort();
  await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  // A server that has answered requests, with its connection pools open.
  await supertest(base).get('/api/auth').expect(200);
  await supertest(base).get('/api/stats/associations').expect(200);

  // A sign-in that waits for the persons table: a request in flight for as long as the test holds the lock.
  const lock = new pg.Client({ connectionString: database.url });
  lock.on('error', () => undefined);
  await lock.connect();
  await lock.query('BEGIN');
  await lock.query('LOCK TABLE persons IN ACCESS EXCLUSIVE MODE');
  let answered = false;
  const inFlight = supertest(base)
    .post('/api/auth/signin')
    .send({ username: 'nobody@example.org', password: 'some-password' })
    .then((r) => {
      answered = true;
      return r;
    });
  for (let waiting = 0; waiting === 0;) {
    const { rows } = await lock.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
    );
    waiting = rows[0]!.n;
    if (waiting === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const server = child!;
  const exit = exited(server);
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Still draining: the process lives and the request waits, but no new connection is taken.
  expect(server.exitCode).toBeNull();
  expect(answered).toBe(false);
  await expect(supertest(base).get('/api/auth')).rejects.toThrow(/ECONNREFUSED/);

  await lock.query('ROLLBACK');
  await lock.end();
  const answer = await inFlight;
  expect(answer.status).toBe(401);
  expect(answer.body.error.code).toBe('AuthenticationFailed');
  expect(await exit).toBe(0);
  expect(output).toMatch(/"drained":true/);
}, 30_000);
