// npm run fresh-starts [-- N]: N first starts of the production server on empty data directories with two CPU hogs beside it.
//
// Each start: a fresh DATA_DIR and a free port, `node <SERVER_FLAGS> --trace-gc dist/server/supervisor.js` as npm
// start runs it (the supervisor starts PostgreSQL, migrates and loads the demo data, then forks the worker; builds the
// server once when it is missing), two child processes spinning for the duration, then waits until
// /api/auth answers 200 (the server listens only once migrations and the demo data are done) and the public
// statistics list the demo associations. It records the time to ready, the peak RSS (VmHWM) and the peak V8 heap
// (the largest heap seen by a collection in the supervisor or its worker, from --trace-gc; the peak RSS is the
// supervisor's, which loads the demo data), stops the server with SIGTERM and removes the directory.
// Prints a table and "K of N started"; the exit code is 1 when any start failed. Not part of npm test (minutes).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_FLAGS } from './server-flags.mjs';
import { freePort } from './free-port.mjs';

const runs = Number(process.argv[2] ?? process.env.FRESH_STARTS ?? 10);
const readyTimeoutMs = Number(process.env.FRESH_START_TIMEOUT_MS ?? 180_000);
const hogs = Number(process.env.FRESH_START_HOGS ?? 2);
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const entry = path.join(dist, 'server', 'supervisor.js');
const scratch = path.join(root, '.data', 'fresh-starts');

if (!fs.existsSync(entry)) {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** A child that keeps one core busy until killed. */
function startHog() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

function peakRssMb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function get(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  } catch {
    return { status: 0 };
  }
}

const waitFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freshStart(index) {
  // Under .data, not the system's temp folder: run as root, the embedded PostgreSQL's own user must enter it.
  fs.mkdirSync(scratch, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(scratch, 'start-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const children = Array.from({ length: hogs }, startHog);
  const server = spawn(process.execPath, [...SERVER_FLAGS, '--trace-gc', entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peakHeapMb = 0;
  let output = '';
  const gcLine = /(?:Scavenge|Mark-Compact|Minor Mark-Sweep)[^\d]*([\d.]+) \(/;
  let buffered = '';
  server.stdout.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const gc = gcLine.exec(line);
      if (gc) peakHeapMb = Math.max(peakHeapMb, Number(gc[1]));
      else output = (output + line + '\n').slice(-4_000);
    }
  });
  server.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4_000)));
  let exited = null;
  const exit = new Promise((resolve) => server.on('exit', (code, signal) => resolve((exited = { code, signal }))));

  const started = Date.now();
  const base = `http://127.0.0.1:${port}/api`;
  let result = { ok: false, error: 'not ready in time' };
  let peakRss;
  while (Date.now() - started < readyTimeoutMs) {
    if (exited) {
      result = { ok: false, error: `exited (${exited.code ?? exited.signal})` };
      break;
    }
    peakRss = peakRssMb(server.pid) ?? peakRss;
    const auth = await get(`${base}/auth`);
    if (auth.status === 200) {
      const stats = await get(`${base}/stats/associations`);
      const associations = Array.isArray(stats.body?.data) ? stats.body.data.length : 0;
      result =
        stats.status === 200 && associations >= 3
          ? { ok: true, readyMs: Date.now() - started }
          : { ok: false, error: `demo data missing (stats ${stats.status}, ${associations} associations)` };
      break;
    }
    await waitFor(200);
  }
  peakRss = peakRssMb(server.pid) ?? peakRss;
  if (!exited) server.kill('SIGTERM');
  const stop = await Promise.race([exit, waitFor(15_000).then(() => null)]);
  if (!stop) {
    server.kill('SIGKILL');
    await exit;
    if (result.ok) result = { ok: false, error: 'did not stop within 15 s of SIGTERM' };
  } else if (result.ok && stop.code !== 0) result = { ok: false, error: `stopped with ${stop.code ?? stop.signal}` };
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!result.ok) process.stderr.write(`start ${index}: ${result.error}\n${output}\n`);
  return { ...result, peakRss, peakHeapMb };
}

const fmt = (value, digits = 0) => (value === undefined ? '-' : value.toFixed(digits));
process.stdout.write(
  `${runs} fresh starts, flags ${SERVER_FLAGS.join(' ')}, ${hogs} CPU hogs, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
process.stdout.write(
  '| start | result | ready (s) | peak RSS (MB) | peak heap (MB) |\n| ----- | ------ | --------- | ------------- | -------------- |\n',
);
const results = [];
for (let i = 1; i <= runs; i++) {
  const r = await freshStart(i);
  results.push(r);
  process.stdout.write(
    `| ${i} | ${r.ok ? 'ok' : `FAILED: ${r.error}`} | ${fmt(r.readyMs && r.readyMs / 1000, 1)} | ${fmt(r.peakRss)} | ${fmt(r.peakHeapMb || undefined)} |\n`,
  );
}
const ok = results.filter((r) => r.ok);
const max = (values) => (values.length ? Math.max(...values) : undefined);
process.stdout.write(
  `\n${ok.length} of ${runs} started; slowest ${fmt(max(ok.map((r) => r.readyMs)) && max(ok.map((r) => r.readyMs)) / 1000, 1)} s, ` +
    `peak RSS ${fmt(max(results.map((r) => r.peakRss ?? 0)))} MB, peak heap ${fmt(max(results.map((r) => r.peakHeapMb)))} MB\n`,
);
fs.rmSync(scratch, { recursive: true, force: true });
process.exit(ok.length === runs ? 0 : 1);
