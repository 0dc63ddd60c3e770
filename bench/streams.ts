// npm run bench:streams [-- --streams 10000 --attempts 30000]: one production server (npm start's heap flags) on a
// fresh demo database; idle streams of the demo's live game opened from this process (each from its own address
// behind the trusted loopback proxy); the server's resident memory before and with them open; other answers at c=16
// meanwhile; a goal's arrival at every stream; then attempts beyond the instance's cap, which must be refused with
// 503 while the server lives. Prints a Markdown table for docs/benchmarks.md.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import pg from 'pg';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { LIVE_CHANNEL } from '../server/live/publish';
import { measure, percentile } from './lib/load';
import { ensureBuild, rssMb, startServer } from './lib/server';

interface Stream {
  /** Arrival times of complete `game` events. */
  arrivals: number[];
  close(): void;
}

const FRAME_END = Buffer.from('\n\n');
const GAME_EVENT = Buffer.from('event: game');

/** The i-th viewer's address: distinct, so the per-address cap never decides. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** Opens one stream; resolves with its status (200: open and counting `game` events; else the refusal). */
function openStream(url: string, i: number, agent: http.Agent): Promise<{ status: number; stream?: Stream }> {
  return new Promise((resolve) => {
    const arrivals: number[] = [];
    const req = http.get(url, { agent, headers: { Accept: 'text/event-stream', 'X-Forwarded-For': addressOf(i) } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
        return;
      }
      resolve({ status: 200, stream: { arrivals, close: () => req.destroy() } });
      // Counts frames that start with `event: game` (the frames are small: one chunk each on loopback).
      res.on('data', (chunk: Buffer) => {
        let start = 0;
        for (;;) {
          if (chunk.subarray(start, start + GAME_EVENT.length).equals(GAME_EVENT)) arrivals.push(performance.now());
          const end = chunk.indexOf(FRAME_END, start);
          if (end < 0) break;
          start = end + 2;
        }
      });
    });
    req.on('error', () => resolve({ status: -1 }));
  });
}

async function openMany(url: string, from: number, count: number, agent: http.Agent) {
  const streams: Stream[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < count; i += 200) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(200, count - i) }, (_, k) => openStream(url, from + i + k, agent)),
    );
    for (const r of batch) {
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (r.stream) streams.push(r.stream);
    }
  }
  return { streams, statuses };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > end) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
  return true;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      streams: { type: 'string', default: '10000' },
      attempts: { type: 'string', default: '30000' },
      // Heap snapshots of the server idle and with the streams open (run with NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2).
      snapshots: { type: 'boolean', default: false },
    },
  });
  const wanted = Number(values.streams);
  const attempts = Number(values.attempts);
  ensureBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-streams-'));
  // The embedded PostgreSQL may run as another user (as root: `postgres`), who must enter the folder.
  fs.chmodSync(dir, 0o755);
  const database = await startEmbeddedPostgres(path.join(dir, 'postgres'), pino({ level: 'silent' }));
  const server = await startServer({
    DATABASE_URL: database.url,
    DATA_DIR: dir,
    SEED_DEMO: 'true',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  server.child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  server.child.on('exit', (code, signal) => process.stderr.write(`server exited: ${code ?? signal}\n`));
  const step = (text: string) =>
    process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${text}; server RSS ${rssMb(server.pid).toFixed(0)} MB\n`);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  let streams: Stream[] = [];
  try {
    const setting = await pool.query<{ value: unknown }>(`SELECT value FROM app_settings WHERE key = 'demo_live_game_id'`);
    const value = setting.rows[0]?.value as number | { id?: number; gameId?: number };
    const gameId = typeof value === 'number' ? value : (value.gameId ?? value.id)!;
    const game = (
      await pool.query<{ competition_id: number; home_team_id: number }>(
        'SELECT competition_id, home_team_id FROM games WHERE id = $1',
        [gameId],
      )
    ).rows[0]!;
    const url = `${server.base}/api/stats/games/${gameId}/live`;
    const other = `${server.base}/api/stats/games/${gameId}`;
    // Warm: the answer cached, LISTEN up, the code loaded.
    (await openMany(url, 0, 10, agent)).streams.forEach((s) => s.close());
    await new Promise((r) => setTimeout(r, 2000));
    const snapshot = async () => {
      if (!values.snapshots) return;
      process.kill(server.pid, 'SIGUSR2');
      await new Promise((r) => setTimeout(r, 15_000));
    };
    await snapshot();
    const rssIdle = rssMb(server.pid);
    const baseline = await measure({ url: other, connections: 16, durationS: 5, runs: 1 });

    step('opening the streams');
    const started = performance.now();
    const opened = await openMany(url, 1000, wanted, agent);
    streams = opened.streams;
    const connectS = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    const rssOpen = rssMb(server.pid);
    await snapshot();
    const during = await measure({ url: other, connections: 16, durationS: 5, runs: 1 });

    step(`${streams.length} open; an event to each`);
    // A goal's (here: a timeout's) way to every open stream, from the start of its transaction.
    const latencies: number[] = [];
    let missed = 0;
    for (let k = 0; k < 5; k++) {
      const before = streams.map((s) => s.arrivals.length);
      const posted = performance.now();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          `INSERT INTO game_events (game_id, type, event_time, team_id, away_team, period) VALUES ($1, 'timeout', $2, $3, false, 1)`,
          [gameId, 4000 + k, game.home_team_id],
        );
        await client.query('SELECT pg_notify($1, $2)', [
          LIVE_CHANNEL,
          JSON.stringify({ game_id: gameId, competition_id: game.competition_id }),
        ]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      await until(() => streams.every((s, i) => s.arrivals.length > before[i]!), 20_000);
      streams.forEach((s, i) => {
        const at = s.arrivals[before[i]!];
        if (at === undefined) missed++;
        else latencies.push(at - posted);
      });
      await new Promise((r) => setTimeout(r, 500));
    }
    latencies.sort((a, b) => a - b);

    step('attempts beyond the cap');
    // Beyond the cap: more attempts than the instance holds; the refused ones are 503, the server answers on.
    const extra = await openMany(url, 100_000, Math.max(0, attempts - streams.length), agent);
    const rssFull = rssMb(server.pid);
    const alive = (await fetch(other)).status;
    const refusedStatuses = [...extra.statuses].map(([s, n]) => `${n} x ${s}`).join(', ');
    for (const s of extra.streams) s.close();

    const statuses = [...opened.statuses].map(([s, n]) => `${n} x ${s}`).join(', ');
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const rows = [
      ['streams asked / open', `${wanted} / ${streams.length} (${statuses})`],
      ['opening them', `${connectS.toFixed(1)} s`],
      [
        'RSS idle -> open',
        `${rssIdle.toFixed(0)} -> ${rssOpen.toFixed(0)} MB (+${(rssOpen - rssIdle).toFixed(0)} MB, ${(((rssOpen - rssIdle) * 1024) / Math.max(1, streams.length)).toFixed(1)} KB per stream)`,
      ],
      [
        'other answer c=16 p95 without / with the streams',
        `${baseline.p95.toFixed(1)} / ${during.p95.toFixed(1)} ms (${during.rps.toFixed(0)} req/s, non-2xx ${during.non2xx})`,
      ],
      [
        'event to every stream p50 / p95 / max',
        `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)} / ${(latencies.at(-1) ?? NaN).toFixed(0)} ms (missed ${missed})`,
      ],
      [
        `${attempts} attempted in all`,
        `${refusedStatuses || 'none beyond'}; RSS then ${rssFull.toFixed(0)} MB; the server answers ${alive}`,
      ],
      ['machine', `${os.cpus().length} cores, load ${load}`],
    ];
    process.stdout.write(`\n| figure | value |\n|---|---|\n${rows.map(([a, b]) => `| ${a} | ${b} |`).join('\n')}\n`);
  } finally {
    for (const s of streams) s.close();
    agent.destroy();
    await pool.end();
    await server.stop();
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
