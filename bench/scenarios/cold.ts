// Statistics answers computed afresh: every league's stamp is changed first (an update of all competitions, as any
// change to a category does), then each league is asked once; at concurrency 16 sixteen workers share the leagues.
// Each is asked as a browser asks (Accept-Encoding with gzip, kept-alive connections) and its bytes are counted,
// not inflated (bench/lib/http.ts browserGet).
// Each figure has its raw-SQL floor beside it: the statements the server sent for each league's cold answer
// (recorded from the server's own code, bench/lib/record.ts), replayed with pg the same way and at the same
// concurrency. The standings statement alone is measured apart.
import http from 'node:http';
import os from 'node:os';
import type pg from 'pg';
import type { CpuSplit } from '../lib/cpu';
import { browserGet } from '../lib/http';
import { median, percentile, waitForQuiet } from '../lib/load';
import { standingsStatement } from '../lib/queries';
import { replay, statementsOf, type Recording } from '../lib/record';
import { cpuText, log } from './api';
import { wanted, type BenchContext } from './context';

export interface ColdFloor {
  p50: number;
  p95: number;
  max: number;
  /** Statements per answer (median over the leagues). */
  statements: number;
  cpuPerRequest?: CpuSplit;
}

export interface ColdRow {
  name: string;
  concurrency: number;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  load: number[];
  cpuPerRequest?: CpuSplit;
  floor?: ColdFloor;
  /** Bytes received per answer (gzip as a browser asks, not inflated), and the share of answers sent gzipped. */
  bytesPerAnswer?: number;
  gzipped?: number;
}

/** Requests of every league, `concurrency` at a time, `times` rounds (`beforeRound` first); sorted latencies. */
async function rounds(
  leagues: number[],
  concurrency: number,
  beforeRound: () => Promise<void>,
  ask: (league: number) => Promise<void>,
  times = ROUNDS,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let round = 0; round < times; round++) {
    await beforeRound();
    const queue = [...leagues];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          const started = performance.now();
          await ask(id);
          latencies.push(performance.now() - started);
        }
      }),
    );
  }
  return latencies.sort((a, b) => a - b);
}

const perRequest = (cpu: CpuSplit, n: number): CpuSplit => ({
  serverMs: cpu.serverMs / n,
  postgresMs: cpu.postgresMs === null ? null : cpu.postgresMs / n,
  benchMs: cpu.benchMs / n,
});

/** The statements of every league's cold answer of one view, recorded after a change of every league. */
async function recordCold(ctx: BenchContext, view: string): Promise<Map<number, Recording>> {
  await invalidateAll(ctx);
  const recordings = new Map<number, Recording>();
  for (const id of ctx.targets.leagueIds) recordings.set(id, await ctx.recorder.record(`/api/stats/leagues/${id}/${view}`));
  return recordings;
}

async function coldFloor(ctx: BenchContext, recordings: Map<number, Recording>, concurrency: number): Promise<ColdFloor> {
  const replayOne = (id: number) => replay(ctx.pool as pg.Pool, recordings.get(id)!);
  await rounds(ctx.targets.leagueIds, concurrency, async () => undefined, replayOne); // warm-up: prepared statements
  const stop = ctx.countCpu(false);
  const latencies = await rounds(ctx.targets.leagueIds, concurrency, async () => undefined, replayOne);
  const cpu = stop();
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies[latencies.length - 1]!,
    statements: median([...recordings.values()].map(statementsOf)),
    cpuPerRequest: perRequest(cpu, latencies.length),
  };
}

const ROUNDS = 3;
export const VIEWS = ['games', 'groups', 'points', 'fouls'] as const;

async function invalidateAll(ctx: BenchContext): Promise<void> {
  await ctx.pool.query('UPDATE competitions SET name = name');
}

export async function coldFigures(ctx: BenchContext): Promise<ColdRow[]> {
  const rows: ColdRow[] = [];
  const leagues = ctx.targets.leagueIds;
  for (const view of VIEWS) {
    if (!wanted(ctx.settings, `stats ${view} (cold)`)) continue;
    const recordings = await recordCold(ctx, view);
    for (const concurrency of [1, 16]) {
      const load = await waitForQuiet(ctx.settings.quietLoad, 60);
      // Asked as a browser asks (gzip accepted), on kept-alive connections, the body counted but not inflated.
      const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
      const received = { bytes: 0, gzip: 0 };
      const ask = async (id: number) => {
        const res = await browserGet(`${ctx.server.base}/api/stats/leagues/${id}/${view}`, agent);
        if (res.status !== 200) throw new Error(`cold ${view} ${id}: ${res.status}`);
        received.bytes += res.bytes;
        if (res.encoding === 'gzip') received.gzip++;
      };
      // One round unmeasured first, as the floor has: the server's pool opens the connections this concurrency needs
      // (a new PostgreSQL backend reads its catalogue caches and prepares the statement: its first answers took 100-160
      // ms, the slowest of the whole run) before the answers are measured.
      await rounds(leagues, concurrency, () => invalidateAll(ctx), ask, 1);
      received.bytes = 0;
      received.gzip = 0;
      const stop = ctx.countCpu();
      const latencies = await rounds(leagues, concurrency, () => invalidateAll(ctx), ask);
      const cpu = stop();
      agent.destroy();
      const floor = await coldFloor(ctx, recordings, concurrency);
      const row: ColdRow = {
        name: `stats ${view} (cold)`,
        concurrency,
        requests: latencies.length,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        max: latencies[latencies.length - 1]!,
        load,
        cpuPerRequest: perRequest(cpu, latencies.length),
        floor,
        bytesPerAnswer: received.bytes / latencies.length,
        gzipped: received.gzip / latencies.length,
      };
      log(
        `${row.name} c${concurrency}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, load ${load[0]}${cpuText(row)}; ` +
          `${(row.bytesPerAnswer! / 1024).toFixed(1)} KB per answer, ${Math.round(row.gzipped! * 100)} % gzip`,
      );
      log(
        `  floor (${floor.statements} statements): p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms${cpuText(floor)}`,
      );
      rows.push(row);
    }
  }
  return rows;
}

/** The standings statement of every league's current season, run with pg one after the other, several rounds. */
export async function standingsFloor(ctx: BenchContext): Promise<ColdRow> {
  const { rows: leagues } = await ctx.pool.query<{ id: number; season: number; win: number; tie: number; loss: number }>(
    `SELECT id, default_season_id AS season, points_win AS win, points_tie AS tie, points_loss AS loss
     FROM competitions WHERE id = ANY($1::int[]) ORDER BY id`,
    [ctx.targets.leagueIds],
  );
  const load = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const l of leagues) {
      const s = standingsStatement(l.id, l.season, { win: l.win, tie: l.tie, loss: l.loss });
      const started = performance.now();
      await ctx.pool.query(s.text, s.values);
      latencies.push(performance.now() - started);
    }
  }
  latencies.sort((a, b) => a - b);
  const row = {
    name: 'standings statement (floor)',
    concurrency: 1,
    requests: latencies.length,
    p50: median(latencies),
    p95: percentile(latencies, 95),
    max: latencies[latencies.length - 1]!,
    load,
  };
  log(`${row.name}: p50 ${row.p50.toFixed(2)} ms, p95 ${row.p95.toFixed(2)} ms`);
  return row;
}
