// The raw-SQL floor of an answer: the same statements the API runs, sent with `pg` straight to the database, in a
// loop for a while at a given concurrency; latencies per answer, median of several runs like the API figures.
import type pg from 'pg';
import type { CpuSplit } from './cpu';
import { medianOfRuns, runFigures, type LoadFigures, type RunFigures } from './load';

export async function measureFloor(
  pool: pg.Pool,
  answer: (client: pg.Pool) => Promise<void>,
  options: { connections: number; durationS: number; runs: number; countCpu?: () => () => CpuSplit },
): Promise<LoadFigures> {
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
    latencies.sort((a, b) => a - b);
    return runFigures(latencies, (performance.now() - started) / 1000, 0);
  };
  return medianOfRuns(options, once);
}
