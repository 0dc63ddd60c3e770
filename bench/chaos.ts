// npm run chaos [-- --seconds 300]: one chaos run (docs/security.md "Load and faults"). npm start's supervisor on a
// primary PostgreSQL with a streaming standby (test/replica.ts) and the demo data, mixed load for the whole run
// (public statistics, the admin's member list and saves, a member's own data, a scorer entering events), while in
// turn: the worker is killed, the primary stops for 10 s, the standby stops for 20 s, a flood of live streams, an
// import bomb. Then: no answer other than 2xx, 3xx, 4xx and 503; every save that answered 200 has its history entry
// and the person holds the last one; every score-sheet event acknowledged is stored once; the workers' memory flat.
// Writes .data/chaos-result.json, prints a Markdown summary, exits 1 when a check fails.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { freePort } from '../server/db/embedded';
import { readLogEntries, SERVER_FLAGS } from '../test/server-process';
import { startStreamingReplica } from '../test/replica';
import { manyRows, xlsxWithSheet } from '../test/xlsx-bombs';

const PASSWORD = 'Portal!demo2026';
const DIST = path.resolve('.data/dist-chaos');

const log = (text: string) => process.stdout.write(`[chaos ${new Date().toISOString().slice(11, 19)}] ${text}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

interface Outcome {
  at: number;
  kind: string;
  status: number;
  code?: string;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '300' } } });
  const seconds = Number(values.seconds);
  log(`building the server into ${DIST}`);
  if (
    spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit', env: { ...process.env, DIST_DIR: DIST } })
      .status !== 0
  )
    throw new Error('server build failed');

  log('a primary and its streaming standby');
  const replica = await startStreamingReplica();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-chaos-'));
  const logs: { msg?: string; workerPid?: number; time?: number }[] = [];
  const supervisor = spawn(process.execPath, [...SERVER_FLAGS, path.join(DIST, 'server', 'supervisor.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: replica.primaryUrl,
      DATABASE_REPLICA_URL: replica.standbyUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: work,
      DIST_DIR: path.join(work, 'no-client'),
      SESSION_SECRET: 'chaos-secret-chaos-secret-chaos',
      IBAN_ENCRYPTION_KEY: 'chaos-iban-key-chaos-iban-key',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (entry: (typeof logs)[number]) => logs.push(entry);
  readLogEntries(supervisor.stdout!, keep);
  readLogEntries(supervisor.stderr!, keep);
  const workerPid = () => logs.filter((l) => l.msg === 'worker listening').at(-1)?.workerPid;

  const outcomes: Outcome[] = [];
  const failures: string[] = [];
  const result: Record<string, unknown> = { seconds, machine: { cores: os.cpus().length, load: os.loadavg() } };
  try {
    const deadline = Date.now() + 300_000;
    while (
      !workerPid() ||
      !(await fetch(`${base}/api/auth`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      if (Date.now() > deadline || supervisor.exitCode !== null) throw new Error('the supervisor did not come up');
      await sleep(100);
    }
    log(`serving on ${base}, worker ${workerPid()}`);
    await replica.waitForReplay(60_000);

    const signIn = async (username: string) => {
      const res = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: PASSWORD }),
      });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('portal.sid='));
      if (!res.ok || !cookie) throw new Error(`sign-in of ${username}: ${res.status}`);
      return cookie.split(';')[0]!;
    };
    const admin = await signIn('admin@demo.test');
    const player = await signIn('player@demo.test');
    const [{ value }] = await replica.primary<{ value: unknown }>(
      `SELECT value FROM app_settings WHERE key = 'demo_live_game_id'`,
    );
    const liveId =
      typeof value === 'number' ? value : ((value as { gameId?: number; id?: number }).gameId ?? (value as { id: number }).id);
    // A person the admin may edit: the first of their member list other than themselves.
    const listed = (await (await fetch(`${base}/api/persons?page_size=30`, { headers: { Cookie: admin } })).json()) as {
      data: { id: number; email: string | null }[];
    };
    const target = listed.data.find((p) => p.email !== 'admin@demo.test');
    if (!target) throw new Error('the admin lists nobody to edit');
    const [league] = await replica.primary<{ id: number }>(
      `SELECT c.id FROM competitions c JOIN associations a ON a.id = c.association_id JOIN persons p ON p.email = 'admin@demo.test'
        JOIN acl_rules r ON r.person_id = p.id AND r.association_id = a.id WHERE c.kind = 'league' ORDER BY c.id LIMIT 1`,
    );
    const started = Date.now();
    const elapsed = () => (Date.now() - started) / 1000;
    let running = true;

    /** One request of the mix; its outcome recorded (no answer: status 0). */
    const ask = async (kind: string, url: string, init: RequestInit = {}): Promise<Response | null> => {
      try {
        const res = await fetch(base + url, { ...init, signal: AbortSignal.timeout(15_000) });
        const text = await res.text();
        let code: string | undefined;
        if (res.status >= 400) code = (JSON.parse(text || '{}') as { error?: { code?: string } }).error?.code;
        outcomes.push({ at: elapsed(), kind, status: res.status, ...(code ? { code } : {}) });
        return Object.assign(res, { bodyText: text });
      } catch {
        outcomes.push({ at: elapsed(), kind, status: 0 });
        // No worker listening (it was killed): a browser would not ask again at once either.
        await sleep(100);
        return null;
      }
    };
    const saves = new Map<string, number>();
    let saveCount = 0;
    const mix = async () => {
      while (running) {
        const pick = Math.random();
        if (pick < 0.45) await ask('stats', `/api/stats/games/${liveId}`);
        else if (pick < 0.6) await ask('stats', '/api/stats/associations');
        else if (pick < 0.75) await ask('list', '/api/persons?page_size=20', { headers: { Cookie: admin } });
        else if (pick < 0.85) await ask('self', '/api/self', { headers: { Cookie: player } });
        else {
          const city = `Chaos ${++saveCount}`;
          const res = await ask('save', `/api/persons/${target!.id}`, {
            method: 'PUT',
            headers: { Cookie: admin, 'Content-Type': 'application/json' },
            body: JSON.stringify({ city }),
          });
          if (res?.status === 200) saves.set(city, elapsed());
        }
      }
    };
    // The scorer at the table: each event sent until acknowledged, with its key, as the phone's outbox does.
    const acknowledged: string[] = [];
    const scorer = async () => {
      for (let k = 0; running; k++) {
        const key = crypto.randomUUID();
        const body = JSON.stringify({ idempotency_key: key, type: 'timeout', event_time: 5000 + k, period: 1, side: 'home' });
        for (;;) {
          const res = await ask('event', `/api/games/${liveId}/events`, {
            method: 'POST',
            headers: { Cookie: admin, 'Content-Type': 'application/json' },
            body,
          });
          if (res && (res.status === 200 || res.status === 201)) break;
          if (res && res.status >= 400 && res.status < 500) {
            failures.push(
              `an event was refused: ${res.status} ${(res as Response & { bodyText: string }).bodyText.slice(0, 200)}`,
            );
            break;
          }
          await sleep(500);
        }
        acknowledged.push(key);
        await sleep(400);
      }
    };
    const rss: { at: number; mb: number }[] = [];
    const sampler = (async () => {
      while (running) {
        const mb = rssMb(workerPid());
        if (mb !== null) rss.push({ at: elapsed(), mb });
        await sleep(1000);
      }
    })();
    const load = [...Array.from({ length: 6 }, mix), scorer()];

    const at = (share: number) => sleep(Math.max(0, started + share * seconds * 1000 - Date.now()));
    const faults: Record<string, unknown> = {};

    await at(0.1);
    const killed = workerPid()!;
    log(`killing worker ${killed}`);
    const killedAt = elapsed();
    process.kill(killed, 'SIGKILL');
    while (workerPid() === killed) await sleep(20);
    const backAt = await (async () => {
      for (;;) {
        if (
          await fetch(`${base}/api/auth`)
            .then((r) => r.ok)
            .catch(() => false)
        )
          return elapsed();
        await sleep(20);
      }
    })();
    faults.worker = { killedAt, answeringAgainAfterS: +(backAt - killedAt).toFixed(2) };

    await at(0.3);
    log('stopping the primary for 10 s');
    const primaryStop = elapsed();
    await replica.stopPrimary();
    await sleep(10_000);
    await replica.startPrimary();
    faults.primary = { stoppedAt: primaryStop, startedAt: elapsed() };

    await at(0.5);
    log('stopping the standby for 20 s');
    const standbyStop = elapsed();
    await replica.stopStandby();
    await sleep(20_000);
    await replica.startStandby();
    faults.standby = { stoppedAt: standbyStop, startedAt: elapsed() };

    await at(0.65);
    log('a flood of live streams');
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const streams: http.ClientRequest[] = [];
    const flood = new Map<number, number>();
    for (let i = 0; i < 15_000; i += 250) {
      const batch = await Promise.all(
        Array.from(
          { length: 250 },
          () =>
            new Promise<number>((resolve) => {
              const req = http.get(`${base}/api/stats/games/${liveId}/live`, { agent }, (res) => {
                if (res.statusCode !== 200) res.resume();
                resolve(res.statusCode ?? 0);
              });
              req.on('error', () => resolve(0));
              streams.push(req);
            }),
        ),
      );
      for (const s of batch) flood.set(s, (flood.get(s) ?? 0) + 1);
    }
    faults.streams = { attempted: 15_000, statuses: Object.fromEntries(flood), workerRssMb: rssMb(workerPid()) };
    await sleep(5_000);
    for (const req of streams) req.destroy();
    agent.destroy();

    await at(0.8);
    log('an import bomb');
    const bomb = await xlsxWithSheet(manyRows(2_000_000, false));
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(bomb)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      'plan.xlsx',
    );
    const bombed = await ask('import', `/api/competitions/${league!.id}/games/import?dryRun=true`, {
      method: 'POST',
      headers: { Cookie: admin },
      body: form,
    });
    faults.importBomb = { bytes: bomb.length, status: bombed?.status ?? 0, workerRssMb: rssMb(workerPid()) };

    await at(1);
    running = false;
    await Promise.all(load);
    await sampler;
    log('checking');

    // Answers: 2xx, 3xx, 4xx and 503 only; no answer at all only around the killed worker.
    const statuses: Record<string, number> = {};
    for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
    const bad = outcomes.filter((o) => o.status >= 500 && o.status !== 503);
    if (bad.length) failures.push(`${bad.length} answers 5xx other than 503: ${JSON.stringify(bad.slice(0, 5))}`);
    const lost = outcomes.filter((o) => o.status === 0);
    const lostOutsideKill = lost.filter((o) => o.at < killedAt - 1 || o.at > backAt + 1);
    if (lostOutsideKill.length) failures.push(`${lostOutsideKill.length} requests without an answer outside the worker's death`);
    const codes503: Record<string, number> = {};
    for (const o of outcomes.filter((x) => x.status === 503)) codes503[o.code ?? '?'] = (codes503[o.code ?? '?'] ?? 0) + 1;

    // Nothing half-written: each save answered 200 has its history entry; the person holds the newest.
    const entries = await replica.primary<{ city: string }>(
      `SELECT data -> 'city' ->> 'to' AS city FROM audit_entries WHERE entity = 'person' AND entity_id = $1 AND action = 'person.updated'`,
      [target!.id],
    );
    const written = new Set(entries.map((e) => e.city));
    const missing = [...saves.keys()].filter((city) => !written.has(city));
    if (missing.length) failures.push(`${missing.length} saves answered 200 without their history entry`);
    const [person] = await replica.primary<{ city: string | null }>('SELECT city FROM persons WHERE id = $1', [target!.id]);
    const newest = [...saves.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (newest && person!.city !== newest && !written.has(person!.city ?? ''))
      failures.push(`the person holds ${person!.city}, not a saved value`);

    // Every acknowledged event once.
    const stored = await replica.primary<{ key: string; n: number }>(
      `SELECT idempotency_key::text AS key, count(*)::int AS n FROM game_events WHERE game_id = $1 AND idempotency_key = ANY($2::uuid[]) GROUP BY 1`,
      [liveId, acknowledged],
    );
    const twice = stored.filter((s) => s.n !== 1).length;
    const absent = acknowledged.length - stored.length;
    if (twice || absent) failures.push(`events: ${absent} acknowledged but absent, ${twice} stored more than once`);

    // Memory flat: the last quarter's mean at most 25 % + 32 MB above the first quarter's (after the first minute).
    const quarter = (from: number, to: number) => {
      const xs = rss.filter((r) => r.at >= from && r.at < to).map((r) => r.mb);
      return xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    };
    const first = quarter(Math.min(60, seconds / 4), seconds / 2);
    const last = quarter((3 * seconds) / 4, seconds + 1);
    if (last > first * 1.25 + 32) failures.push(`worker RSS grew: ${first.toFixed(0)} -> ${last.toFixed(0)} MB`);

    Object.assign(result, {
      requests: outcomes.length,
      statuses,
      codes503,
      lostAroundKill: lost.length - lostOutsideKill.length,
      faults,
      saves: { ok: saves.size, historyMissing: missing.length },
      events: { acknowledged: acknowledged.length, stored: stored.length, twice },
      rssMb: { firstHalf: +first.toFixed(1), lastQuarter: +last.toFixed(1), max: Math.max(...rss.map((r) => r.mb)) },
      failures,
    });
  } finally {
    const exited = new Promise((r) => supervisor.once('exit', r));
    supervisor.kill('SIGTERM');
    await Promise.race([exited, sleep(30_000)]);
    if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
    await replica.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
  fs.mkdirSync('.data', { recursive: true });
  fs.writeFileSync('.data/chaos-result.json', `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  log(failures.length ? `FAILED: ${failures.join('; ')}` : 'every check held');
  process.exit(failures.length ? 1 : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
