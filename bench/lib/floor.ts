// The raw-SQL floor of an answer: the same statements the API runs, sent with `pg` straight to the database, in a
// loop for a while at a given concurrency; latencies per answer, median of several runs like the API figures.
import os from 'node:os';
import type pg from 'pg';
import { median, percentile, type LoadFigures, type RunFigures } from './load';

export async function measureFloor(
  pool: pg.Pool,
  answer: (client: pg.Pool) => Promise<void>,
  options: { connections: number; durationS: number; runs: number },
): Promise<LoadFigures> {
  const load = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const once = async (durationS: number): Promise<RunFigures> => {
    const latencies: number[] = [];
    const until = performance.now() + durationS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < until) {
          const t = performance.now();
          await answer(pool);
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      rps: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      requests: latencies.length,
      non2xx: 0,
    };
  };
  await once(Math.min(2, options.durationS));
  const all: RunFigures[] = [];
  for (let i = 0; i < options.runs; i++) all.push(await once(options.durationS));
  const pick = (key: keyof RunFigures) => median(all.map((r) => r[key]));
  return {
    connections: options.connections,
    runs: options.runs,
    load,
    rps: pick('rps'),
    p50: pick('p50'),
    p95: pick('p95'),
    p99: pick('p99'),
    requests: all.reduce((s, r) => s + r.requests, 0),
    non2xx: 0,
    all,
  };
}
