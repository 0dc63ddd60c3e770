// The member export (full-xlsx) of about 10,000 and of all persons: total time, time to the first byte and the
// server's peak resident memory (sampled every 20 ms from /proc), each on a freshly started server, median of runs.
import { timedGet } from '../lib/http';
import { median, waitForQuiet } from '../lib/load';
import { rssMb } from '../lib/server';
import { log } from './api';
import type { BenchContext } from './context';

export interface ExportRow {
  name: string;
  persons: number;
  runs: number;
  totalS: number;
  firstByteMs: number;
  idleRssMb: number;
  peakRssMb: number;
  megabytes: number;
  load: number[];
}

export async function exportFigures(ctx: BenchContext, runs = 3): Promise<ExportRow[]> {
  const rows: ExportRow[] = [];
  const cases = [
    {
      name: `export full-xlsx, ${ctx.targets.tenThousandRql}`,
      rql: ctx.targets.tenThousandRql,
      persons: ctx.targets.tenThousandCount,
    },
    { name: 'export full-xlsx, all persons', rql: undefined, persons: ctx.targets.personsInScope },
  ];
  for (const c of cases) {
    const load = await waitForQuiet(ctx.settings.quietLoad, 60);
    const results: { total: number; ttfb: number; idle: number; peak: number; bytes: number }[] = [];
    for (let i = 0; i < runs; i++) {
      await ctx.restartServer();
      const pid = ctx.server.pid;
      const idle = rssMb(pid);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
      const url = `${ctx.server.base}/api/persons?format=full-xlsx&page_size=0${c.rql ? `&rql=${encodeURIComponent(c.rql)}` : ''}`;
      const timed = await timedGet(url, ctx.cookies.admin);
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      if (timed.status !== 200) throw new Error(`${c.name}: ${timed.status}`);
      results.push({ total: timed.totalMs / 1000, ttfb: timed.firstByteMs, idle, peak, bytes: timed.bytes });
    }
    const row: ExportRow = {
      name: c.name,
      persons: c.persons,
      runs,
      totalS: median(results.map((r) => r.total)),
      firstByteMs: median(results.map((r) => r.ttfb)),
      idleRssMb: median(results.map((r) => r.idle)),
      peakRssMb: median(results.map((r) => r.peak)),
      megabytes: results[0]!.bytes / 1_048_576,
      load,
    };
    log(
      `${row.name}: ${row.totalS.toFixed(1)} s, first byte ${row.firstByteMs.toFixed(0)} ms, peak RSS ${row.peakRssMb.toFixed(0)} MB`,
    );
    rows.push(row);
  }
  return rows;
}
