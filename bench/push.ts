// npm run bench:push [-- --subscriptions 50000 --clients 4 --rate 20]: Web Push delivery of one final score to many
// browsers following one team, against a local push service, while the table of another live game posts events.
// The built server runs on its own embedded PostgreSQL (BENCH_DATA_DIR, default .data/bench-push) with the demo data,
// in development mode with PUSH_ALLOW_LOCAL=1 (production refuses http://localhost push services; development also
// checks every JSON answer against its schema, which the score sheet's answers pay for here). Prints the figures and a
// Markdown row for docs/benchmarks.md ("Web Push delivery").
import { execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as ece from 'http_ece';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { DEMO_PASSWORD } from '../prisma/seed/accounts';
import { signIn } from './lib/http';
import { percentile } from './lib/load';
import { ensureBuild, rssMb, startServer } from './lib/server';

const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? '.data/bench-push');
const DATABASE = 'bench_push';
/** Distinct browser key pairs, used in turn by the subscriptions (each message is encrypted with a fresh key anyway). */
const KEY_PAIRS = 500;
/** One message in this many is decrypted by the push service, to show they are real. */
const CHECK_EVERY = 500;

interface Received {
  count: number;
  first: number;
  last: number;
  checked: number;
  bad: number;
}

/** A push service answering 201 at once on keep-alive connections; counts, times and now and then decrypts. */
async function startPushService(keys: { ecdh: crypto.ECDH; auth: string }[]) {
  const got: Received = { count: 0, first: 0, last: 0, checked: 0, bad: 0 };
  const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(201).end();
      const now = performance.now();
      if (got.count++ === 0) got.first = now;
      got.last = now;
      if (got.count % CHECK_EVERY === 0) {
        const key = keys[Number((req.url ?? '').split('/').at(-1)) % KEY_PAIRS]!;
        try {
          const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: key.ecdh, authSecret: key.auth });
          const payload = JSON.parse(plain.toString()) as { event?: string };
          if (payload.event === 'final') got.checked++;
          else got.bad++;
        } catch {
          got.bad++;
        }
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { got, port: (server.address() as AddressInfo).port, stop: () => new Promise((r) => server.close(r)) };
}

/** CPU seconds a process has used, all its threads (utime + stime of /proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > end) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      subscriptions: { type: 'string', default: '50000' },
      clients: { type: 'string', default: '4' },
      /** Score-sheet events per second, all clients together. */
      rate: { type: 'string', default: '20' },
    },
  });
  const subscriptions = Number(values.subscriptions);
  const clients = Number(values.clients);
  const rate = Number(values.rate);
  ensureBuild();
  fs.mkdirSync(DATA_DIR, { recursive: true });
  // The embedded PostgreSQL may run as another user (as root: `postgres`), who must enter the folder.
  fs.chmodSync(DATA_DIR, 0o755);
  const cluster = await startEmbeddedPostgres(path.join(DATA_DIR, 'postgres'), pino({ level: 'silent' }));
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${DATABASE}`;

  const keys = Array.from({ length: KEY_PAIRS }, () => {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
  });
  const service = await startPushService(keys);
  const server = await startServer({
    NODE_ENV: 'development',
    PUSH_ALLOW_LOCAL: '1',
    DATABASE_URL: url.toString(),
    DATA_DIR,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
    // e.g. --cpu-prof --cpu-prof-dir=.data/bench-push/profiles: where the server's time goes while it delivers.
    NODE_OPTIONS: process.env.PUSH_BENCH_SERVER_NODE_OPTIONS,
  });
  server.child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const step = (text: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);
  try {
    // The live game of the demo takes the table's events; another game of other teams is finished.
    const live = (await pool.query<{ value: number }>(`SELECT value FROM app_settings WHERE key = 'demo_live_game_id'`)).rows[0]!
      .value;
    const liveGame = (
      await pool.query<{ home_team_id: number; away_team_id: number }>('SELECT * FROM games WHERE id = $1', [live])
    ).rows[0]!;
    const [followed] = (
      await pool.query<{ id: number; home_team_id: number }>(
        `SELECT id, home_team_id FROM games
          WHERE started_at IS NULL AND status = 'scheduled' AND kickoff_time > now()
            AND home_team_id NOT IN ($1, $2) AND away_team_id NOT IN ($1, $2)
          ORDER BY kickoff_time, id LIMIT 1`,
        [liveGame.home_team_id, liveGame.away_team_id],
      )
    ).rows;
    if (!followed) throw new Error('no scheduled game of other teams in the demo data');
    await pool.query(
      `UPDATE games SET kickoff_time = now() - interval '30 minutes', started_at = now() - interval '25 minutes', period = 1
        WHERE id = $1`,
      [followed.id],
    );

    step(`${subscriptions} subscriptions following team ${followed.home_team_id}`);
    const base = `http://127.0.0.1:${service.port}/push`;
    for (let from = 0; from < subscriptions; from += 10_000) {
      const n = Math.min(10_000, subscriptions - from);
      const ids = Array.from({ length: n }, (_, i) => from + i);
      await pool.query(
        `WITH s AS (
           INSERT INTO push_subscriptions (endpoint, p256dh, auth, language, created_at, updated_at)
           SELECT $1 || '/' || i, ($2::text[])[i % ${KEY_PAIRS} + 1], ($3::text[])[i % ${KEY_PAIRS} + 1],
                  (ARRAY['de','en','fr','nl'])[i % 4 + 1], now(), now()
             FROM unnest($4::int[]) AS i
           RETURNING id)
         INSERT INTO push_topics (subscription_id, target, target_id, events)
         SELECT id, 'team', $5, $6 FROM s`,
        [base, keys.map((k) => k.p256dh), keys.map((k) => k.auth), ids, followed.home_team_id, 1 << 3],
      );
    }
    await pool.query('ANALYZE push_subscriptions');
    await pool.query('ANALYZE push_topics');

    const cookie = await signIn(server.base, 'admin@demo.test', DEMO_PASSWORD);
    const postEvent = async (): Promise<{ ms: number; status: number; at: number }> => {
      const at = performance.now();
      const res = await fetch(`${server.base}/api/games/${live}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          idempotency_key: crypto.randomUUID(),
          type: 'break',
          event_time: 600,
          period: 1,
        }),
      });
      await res.arrayBuffer();
      return { ms: performance.now() - at, status: res.status, at };
    };
    const warm = await postEvent();
    if (warm.status !== 201) throw new Error(`POST events answered ${warm.status}`);
    for (let i = 0; i < 20; i++) await postEvent();

    // The table's clients: each posts at its share of the rate, whatever the answers take.
    const answers: { ms: number; status: number; at: number }[] = [];
    let stop = false;
    const client = async (k: number) => {
      const every = (1000 * clients) / rate;
      let next = performance.now() + (k * every) / clients;
      while (!stop) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        next += every;
        answers.push(await postEvent());
      }
    };
    const loaders = Array.from({ length: clients }, (_, k) => client(k));
    await new Promise((r) => setTimeout(r, 3000));
    const loadBefore = fs.readFileSync('/proc/loadavg', 'utf8').trim();

    step('finishing the followed game');
    const cpuBefore = cpuSeconds(server.pid);
    const finishAt = performance.now();
    const finish = await fetch(`${server.base}/api/games/${followed.id}/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{}',
    });
    const committedAt = performance.now();
    if (finish.status !== 200) throw new Error(`finish answered ${finish.status}: ${await finish.text()}`);
    let peakRss = rssMb(server.pid);
    const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid))), 500);
    const done = await until(() => service.got.count >= subscriptions, 600_000);
    clearInterval(rssTimer);
    const lastAt = service.got.last;
    const cpuUsed = cpuSeconds(server.pid) - cpuBefore;
    await new Promise((r) => setTimeout(r, 1000));
    stop = true;
    await Promise.all(loaders);
    const loadAfter = fs.readFileSync('/proc/loadavg', 'utf8').trim();

    const during = answers.filter((a) => a.at >= finishAt && a.at <= lastAt);
    const before = answers.filter((a) => a.at < finishAt);
    const sorted = (list: typeof answers) => list.map((a) => a.ms).sort((x, y) => x - y);
    const seconds = (lastAt - finishAt) / 1000;
    const perSecond = service.got.count / seconds;
    const left = (
      await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM push_deliveries WHERE status IN ('queued', 'sending')`)
    ).rows[0]!.n;
    const commit = execSync('git rev-parse --short HEAD').toString().trim();
    const p95 = percentile(sorted(during), 95);
    const rows: [string, string][] = [
      ['date, commit', `${new Date().toISOString().slice(0, 16)}Z, ${commit}`],
      ['subscriptions following the team', String(subscriptions)],
      [
        'delivered',
        `${service.got.count}${done ? '' : ' (timed out)'}; ${left} deliveries left; decrypted ${service.got.checked} samples, ${service.got.bad} bad`,
      ],
      ['finish answered after', `${(committedAt - finishAt).toFixed(0)} ms`],
      ['finish -> first / last delivery', `${((service.got.first - finishAt) / 1000).toFixed(2)} / ${seconds.toFixed(2)} s`],
      ['notifications per second (finish to last)', perSecond.toFixed(0)],
      [
        'server CPU meanwhile (all threads)',
        `${cpuUsed.toFixed(1)} s = ${((cpuUsed * 1000) / Math.max(1, service.got.count)).toFixed(3)} ms per notification`,
      ],
      [
        `score-sheet POST events p50 / p95 / max meanwhile (${clients} clients, ${rate}/s)`,
        `${percentile(sorted(during), 50).toFixed(1)} / ${p95.toFixed(1)} / ${(sorted(during).at(-1) ?? NaN).toFixed(1)} ms (${during.length} answers, non-201 ${during.filter((a) => a.status !== 201).length})`,
      ],
      [
        'the same before the finish p50 / p95',
        `${percentile(sorted(before), 50).toFixed(1)} / ${percentile(sorted(before), 95).toFixed(1)} ms (${before.length})`,
      ],
      ['server RSS peak', `${peakRss.toFixed(0)} MB`],
      ['/proc/loadavg before / after', `${loadBefore} / ${loadAfter}`],
      ['machine', `${os.cpus().length} cores`],
    ];
    process.stdout.write(`\n| figure | value |\n|---|---|\n${rows.map(([a, b]) => `| ${a} | ${b} |`).join('\n')}\n`);
    process.stdout.write(
      `\nbench:push ${service.got.count}/${subscriptions} delivered in ${seconds.toFixed(2)} s = ${perSecond.toFixed(0)}/s ` +
        `(target >= 1000/s: ${perSecond >= 1000 ? 'met' : 'missed'}); score sheet p95 ${p95.toFixed(1)} ms ` +
        `(target <= 150 ms: ${p95 <= 150 ? 'met' : 'missed'})\n`,
    );
  } finally {
    await pool.end();
    await server.stop();
    await service.stop();
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
