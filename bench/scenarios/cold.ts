// Statistics answers computed afresh: every league's stamp is changed first (an update of all competitions, as any
// change to a category does), then each league is asked once; at concurrency 16 sixteen workers share the leagues.
// The floor of the standings is its aggregate statement run with pg.
import os from 'node:os';
import { median, percentile, waitForQuiet } from '../lib/load';
import { standingsStatement } from '../lib/queries';
import { log } from './api';
import type { BenchContext } from './context';

export interface ColdRow {
  name: string;
  concurrency: number;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  load: number[];
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
    for (const concurrency of [1, 16]) {
      const load = await waitForQuiet(ctx.settings.quietLoad, 60);
      const latencies: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await invalidateAll(ctx);
        const queue = [...leagues];
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
              const started = performance.now();
              const res = await fetch(`${ctx.server.base}/api/stats/leagues/${id}/${view}`);
              await res.arrayBuffer();
              if (!res.ok) throw new Error(`cold ${view} ${id}: ${res.status}`);
              latencies.push(performance.now() - started);
            }
          }),
        );
      }
      latencies.sort((a, b) => a - b);
      const row = {
        name: `stats ${view} (cold)`,
        concurrency,
        requests: latencies.length,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        max: latencies[latencies.length - 1]!,
        load,
      };
      log(`${row.name} c${concurrency}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, load ${load[0]}`);
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
