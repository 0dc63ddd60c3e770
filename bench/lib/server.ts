// The production server under test: built into DIST_DIR (built here when missing), started as its own process
// on the bench database, with its resident memory readable from /proc.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/db/embedded';
import { SERVER_FLAGS } from '../../test/server-process';

export const DIST_DIR = path.resolve(process.env.DIST_DIR ?? '.data/dist-bench');

export function ensureBuild(): void {
  if (fs.existsSync(path.join(DIST_DIR, 'server', 'index.js')) && fs.existsSync(path.join(DIST_DIR, 'client', 'index.html')))
    return;
  process.stdout.write(`building into ${DIST_DIR} ...\n`);
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', env: { ...process.env, DIST_DIR } });
  if (result.status !== 0) throw new Error('build failed');
}

export interface RunningServer {
  base: string;
  pid: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first answered request. */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * Starts `node DIST_DIR/server/index.js`; `env` adds to the production defaults (DATABASE_URL, DATA_DIR ...), an
 * undefined value removes a variable.
 */
export async function startServer(env: Record<string, string | undefined>): Promise<RunningServer> {
  const port = await freePort();
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    PORT: String(port),
    HOST: '127.0.0.1',
    IBAN_ENCRYPTION_KEY: 'bench-iban-key-bench-iban-key',
    // The server serves DIST_DIR/client and renders with DIST_DIR/ssr (server/index.ts): without it, the bench's server
    // served whatever the last `npm run build` had left in dist/.
    DIST_DIR,
    ...env,
  };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const started = performance.now();
  // The production server's heap limits (scripts/server-flags.json, as npm start uses them).
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...SERVER_FLAGS, ...profile, path.join(DIST_DIR, 'server', 'index.js')], {
    env: merged as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      const res = await fetch(`${base}/api/auth`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error(`server did not answer within 120 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = performance.now() - started;
  return {
    base,
    pid: child.pid!,
    child,
    startMs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Resident set size of a process in MB (VmRSS), or 0 when it is gone. */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}
