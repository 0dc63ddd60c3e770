// npm start's supervisor on the demo data (docs/decisions/043-a-crash-is-not-an-outage.md): a public statistics answer
// under autocannon with one and with two workers, and how long the portal stays silent after a worker's SIGKILL.
// Run: DIST_DIR=.data/dist-x node scripts/build-server.mjs, then DIST_DIR=.data/dist-x npx tsx bench/never-down.ts
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../server/db/embedded';
import { readLogEntries, SERVER_FLAGS } from '../test/server-process';

const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const KILLS = 3;

interface Supervisor {
  base: string;
  child: ChildProcess;
  workers: () => number[];
  /** When each worker (by pid) logged that it listens. */
  listeningAt: Map<number, number>;
}

async function start(dataDir: string, workers: number): Promise<Supervisor> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_FLAGS, path.join(DIST_DIR, 'server', 'supervisor.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: String(workers),
      LOG_LEVEL: 'info',
      DIST_DIR,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The log is read as production writes it (every request logged), for the workers' 'worker listening' lines.
  const listeningAt = new Map<number, number>();
  readLogEntries<{ msg?: string; workerPid: number }>(child.stdout!, (entry) => {
    if (entry.msg === 'worker listening') listeningAt.set(entry.workerPid, performance.now());
  });
  const base = `http://127.0.0.1:${port}`;
  await until(async () => ok(base), 600_000);
  return {
    base,
    child,
    listeningAt,
    // The worker processes: the supervisor's children that run index.js (PostgreSQL is a child too).
    workers: () =>
      fs
        .readdirSync(`/proc/${child.pid}/task`)
        .flatMap((task) => fs.readFileSync(`/proc/${child.pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
        .filter(Boolean)
        .map(Number)
        .filter((pid) => {
          try {
            return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('index.js');
          } catch {
            return false;
          }
        }),
  };
}

/** A short timeout: a request that reached the killed worker never answers, the next one should go elsewhere. */
async function ok(base: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/stats/associations`, { signal: AbortSignal.timeout(timeoutMs) })).ok;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function stop(s: Supervisor): Promise<void> {
  const exited = new Promise((resolve) => s.child.once('exit', resolve));
  s.child.kill('SIGTERM');
  await exited;
}

async function load(url: string): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await new Promise<{
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  }>((resolve, reject) => {
    autocannon({ url, connections: 16, duration: SECONDS }, (error, answer) => (error ? reject(error) : resolve(answer)));
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-never-down-'));
  fs.chmodSync(dataDir, 0o755);
  const rows: string[] = [];
  try {
    for (const workers of [1, 2]) {
      const s = await start(dataDir, workers);
      const leagues = (await (await fetch(`${s.base}/api/stats/associations`)).json()) as {
        data: { leagues?: { id: number }[] }[];
      };
      const leagueId = leagues.data.flatMap((a) => a.leagues ?? [])[0]?.id;
      const url = leagueId ? `${s.base}/api/stats/leagues/${leagueId}/groups` : `${s.base}/api/stats/associations`;
      await load(url); // warm-up: caches filled, code optimised
      const figures = await load(url);
      const silences: number[] = [];
      const replacements: number[] = [];
      for (let i = 0; i < KILLS; i++) {
        const before = new Set(s.workers());
        const [victim] = before;
        if (!victim) throw new Error('no worker found');
        const killed = performance.now();
        process.kill(victim, 'SIGKILL');
        // With two workers the other one answers throughout: the silence is the time to the next answer.
        await until(async () => !s.workers().includes(victim), 10_000);
        await until(() => ok(s.base, 200), 60_000);
        silences.push(Math.round(performance.now() - killed));
        const fresh = async () => [...s.listeningAt.keys()].find((pid) => !before.has(pid) && s.listeningAt.get(pid)! > killed);
        await until(async () => (await fresh()) !== undefined, 60_000);
        replacements.push(Math.round(s.listeningAt.get((await fresh())!)! - killed));
      }
      rows.push(
        `| ${workers} | ${path.basename(new URL(url).pathname)} | ${figures.rps} | ${figures.p50} | ${figures.p99} | ${figures.errors} | ${silences.join(', ')} | ${replacements.join(', ')} |`,
      );
      await stop(s);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(
    [
      '| workers | answer | req/s (c=16) | p50 ms | p99 ms | errors | first answer after a SIGKILL, ms | replacement listening after, ms |',
      '| ------- | ------ | ------------ | ------ | ------ | ------ | -------------------------------- | ------------------------------- |',
      ...rows,
      '',
    ].join('\n'),
  );
}

void main();
