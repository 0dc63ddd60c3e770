// Live streams under 1,000 viewers: SSE viewers on the live game, on one server and split across two on
// the same database; events committed with their NOTIFY as the score sheet does it; event-to-viewer latency from the
// commit's start to each viewer's complete `game` event, and the servers' resident memory idle vs with the streams open.
import http from 'node:http';
import { LIVE_CHANNEL } from '../../server/live/publish';
import { percentile, waitForQuiet } from '../lib/load';
import { rssMb, startServer, type RunningServer } from '../lib/server';
import { log } from './api';
import type { BenchContext } from './context';

export interface LiveRow {
  instances: number;
  viewers: number;
  events: number;
  /** Milliseconds from the start of the posting transaction to a viewer's complete event, over all viewers and events. */
  p50: number;
  p95: number;
  /** Median over the events of the first viewer's latency: the server's computation, before the fan-out. */
  firstP50: number;
  p99: number;
  max: number;
  /** Events some viewer never got within the wait. */
  missed: number;
  /** Opening all streams (each to its first event). */
  connectMs: number;
  rssIdleMb: number[];
  rssOpenMb: number[];
  load: number[];
}

const VIEWERS = 1000;
const EVENTS = 20;
const WAIT_MS = 10_000;

interface Viewer {
  arrivals: number[];
  close(): void;
}

const FRAME_END = Buffer.from('\n\n');
const GAME_EVENT = Buffer.from('event: game');

/**
 * One viewer: counts complete `game` events with their arrival time. Bytes are searched as they come, never decoded
 * or joined, so the thousand viewers in this one process cost little next to the server they measure.
 */
function openViewer(url: string, agent: http.Agent): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    const arrivals: number[] = [];
    const req = http.get(url, { agent, headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      // The start of the frame being read (enough to tell its event), and whether the last byte seen was a line feed.
      let head: Buffer | null = null;
      let lastWasLf = false;
      let first: (() => void) | null = () => resolve({ arrivals, close: () => req.destroy() });
      const frameDone = () => {
        if (head && head.subarray(0, GAME_EVENT.length).equals(GAME_EVENT)) arrivals.push(performance.now());
        head = null;
      };
      res.on('data', (chunk: Buffer) => {
        let start = 0;
        // A frame end split between two reads: "\n" | "\n".
        if (lastWasLf && chunk[0] === 0x0a) {
          frameDone();
          start = 1;
        }
        for (;;) {
          const end = chunk.indexOf(FRAME_END, start);
          const piece = chunk.subarray(start, end < 0 ? chunk.length : end);
          if (piece.length > 0 && (!head || head.length < GAME_EVENT.length))
            head = head ? Buffer.concat([head, piece.subarray(0, GAME_EVENT.length)]) : piece.subarray(0, GAME_EVENT.length);
          if (end < 0) break;
          frameDone();
          start = end + 2;
        }
        lastWasLf = chunk[chunk.length - 1] === 0x0a && start < chunk.length;
        if (arrivals.length > 0 && first) {
          first();
          first = null;
        }
      });
    });
    req.on('error', reject);
  });
}

async function openViewers(urls: string[], agent: http.Agent): Promise<Viewer[]> {
  const viewers: Viewer[] = [];
  // In batches, like viewers arriving, so the accept queue never overflows.
  for (let i = 0; i < urls.length; i += 100)
    viewers.push(...(await Promise.all(urls.slice(i, i + 100).map((u) => openViewer(u, agent)))));
  return viewers;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > end) return false;
    await sleep(2);
  }
  return true;
}

async function run(ctx: BenchContext, servers: RunningServer[], game: { id: number; competitionId: number; teamId: number }) {
  const url = (s: RunningServer) => `${s.base}/api/stats/games/${game.id}/live`;
  // Warm-up: the stats answer computed, the LISTEN connection up, the stream code loaded; then idle memory.
  for (const s of servers) {
    const warm = await openViewers([url(s)], new http.Agent());
    warm[0]!.close();
  }
  await sleep(1500);
  const rssIdleMb = servers.map((s) => rssMb(s.pid));
  const load = await waitForQuiet(ctx.settings.quietLoad, 30);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const started = performance.now();
  const viewers = await openViewers(
    Array.from({ length: VIEWERS }, (_, i) => url(servers[i % servers.length]!)),
    agent,
  );
  const connectMs = performance.now() - started;
  // The join checks (one per new stream, coalesced) settle.
  await sleep(1000);
  const latencies: number[] = [];
  const firsts: number[] = [];
  let missed = 0;
  const rssOpen = servers.map((s) => rssMb(s.pid));
  const client = await ctx.pool.connect();
  const payload = JSON.stringify({ game_id: game.id, competition_id: game.competitionId });
  try {
    for (let k = 0; k < EVENTS; k++) {
      const before = viewers.map((v) => v.arrivals.length);
      const posted = performance.now();
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO game_events (game_id, type, event_time, team_id, away_team, period) VALUES ($1, 'timeout', $2, $3, false, 1)`,
        [game.id, 3000 + k, game.teamId],
      );
      await client.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
      await client.query('COMMIT');
      await until(() => viewers.every((v, i) => v.arrivals.length > before[i]!), WAIT_MS);
      let first = Infinity;
      viewers.forEach((v, i) => {
        const at = v.arrivals[before[i]!];
        if (at === undefined) missed++;
        else latencies.push(at - posted);
        if (at !== undefined) first = Math.min(first, at - posted);
      });
      firsts.push(first);
      servers.forEach((s, i) => (rssOpen[i] = Math.max(rssOpen[i]!, rssMb(s.pid))));
      // Apart, so each event is its own computation (bursts would be coalesced into one).
      await sleep(250);
    }
  } finally {
    await client.query(`DELETE FROM game_events WHERE game_id = $1 AND type = 'timeout' AND event_time >= 3000`, [game.id]);
    await client.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    client.release();
    for (const v of viewers) v.close();
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  const row: LiveRow = {
    instances: servers.length,
    viewers: VIEWERS,
    events: EVENTS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    firstP50: percentile(
      [...firsts].sort((a, b) => a - b),
      50,
    ),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    missed,
    connectMs,
    rssIdleMb,
    rssOpenMb: rssOpen,
    load,
  };
  log(
    `${servers.length} instance(s), ${VIEWERS} viewers: p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms, first viewer p50 ${row.firstP50.toFixed(0)} ms, ` +
      `max ${row.max.toFixed(0)} ms, missed ${missed}; RSS ${rssIdleMb.map((r) => r.toFixed(0)).join('/')} -> ` +
      `${rssOpen.map((r) => r.toFixed(0)).join('/')} MB; connect ${connectMs.toFixed(0)} ms; load ${load.join(' ')}`,
  );
  return row;
}

export async function liveFigures(ctx: BenchContext): Promise<LiveRow[]> {
  const found = await ctx.pool.query<{ id: number; competition_id: number; home_team_id: number }>(
    'SELECT id, competition_id, home_team_id FROM games WHERE id = $1',
    [ctx.targets.liveGameId],
  );
  const g = found.rows[0]!;
  const game = { id: g.id, competitionId: g.competition_id, teamId: g.home_team_id };
  const rows = [await run(ctx, [ctx.server], game)];
  // A second instance on the same database: the viewers split, every event through LISTEN/NOTIFY to both.
  const second = await startServer({ DATABASE_URL: ctx.databaseUrl });
  try {
    await ctx.restartServer();
    rows.push(await run(ctx, [ctx.server, second], game));
  } finally {
    await second.stop();
  }
  return rows;
}
