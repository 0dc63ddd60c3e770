// Start-up on the existing embedded database: the server process starts the embedded PostgreSQL itself (no
// DATABASE_URL, DATA_DIR = the bench directory), checks migrations and listens; timed from spawn to the first
// answered request. The bench's own database handle must be closed before.
import { BENCH_DATA_DIR } from '../lib/database';
import { median } from '../lib/load';
import { startServer } from '../lib/server';
import { log } from './api';

export interface StartupRow {
  runs: number;
  medianMs: number;
  allMs: number[];
}

export async function startupFigures(runs = 3): Promise<StartupRow> {
  const all: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer({ DATA_DIR: BENCH_DATA_DIR, DATABASE_URL: undefined });
    all.push(server.startMs);
    await server.stop();
  }
  const row = { runs, medianMs: median(all), allMs: all };
  log(`start-up to first answer: ${row.medianMs.toFixed(0)} ms (${all.map((a) => a.toFixed(0)).join(', ')})`);
  return row;
}
