// The bench results as Markdown tables (the figures docs/benchmarks.md quotes).
import type { LoadFigures } from './lib/load';
import type { Targets } from './lib/targets';
import type { BrowserRow } from './scenarios/browser';
import type { BundleFigures } from './scenarios/bundle';
import type { ColdRow } from './scenarios/cold';
import type { LoadRow } from './scenarios/context';
import type { ExportRow } from './scenarios/export';
import type { StartupRow } from './scenarios/startup';
import type { LiveRow } from './scenarios/live';
import type { ScheduleImportFigures } from './scenarios/schedule-import';
import type { StatementRow } from './scenarios/statements';

export interface Results {
  meta: {
    date: string;
    commit: string;
    machine: string;
    node: string;
    postgres: string;
    dist: string;
    settings: object;
    data: Record<string, number>;
    targets?: Targets;
    argon2?: string;
  };
  persons: LoadRow[];
  answers: LoadRow[];
  cold: ColdRow[];
  standingsFloor?: ColdRow;
  statements: StatementRow[];
  signIn?: LoadRow;
  exports?: ExportRow[];
  bundle?: BundleFigures;
  bundleLanguageKb?: number;
  browser?: BrowserRow;
  startup?: StartupRow;
  scheduleImport?: ScheduleImportFigures;
  live?: LiveRow[];
}

const ms = (n: number) => (!Number.isFinite(n) ? 'n/a' : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const rps = (f: LoadFigures) => f.rps.toFixed(0);
/** CPU ms per request as "server / PostgreSQL / bench". */
const cpu = (f: { cpuPerRequest?: { serverMs: number; postgresMs: number | null; benchMs: number } } | undefined) => {
  const c = f?.cpuPerRequest;
  if (!c) return '-';
  return `${c.serverMs.toFixed(2)} / ${c.postgresMs === null ? '?' : c.postgresMs.toFixed(2)} / ${c.benchMs.toFixed(2)}`;
};
const ratio = (a: number, b: number | undefined) => (b ? `${(a / b).toFixed(2)} x` : '-');

export function renderMarkdown(r: Results): string {
  const out: string[] = [];
  const m = r.meta;
  out.push(`Run of ${m.date} on ${m.machine}; Node ${m.node}, PostgreSQL ${m.postgres}; commit ${m.commit}; build ${m.dist}.`);
  out.push(
    `Data: ${Object.entries(m.data)
      .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
      .join(', ')}.`,
  );
  out.push(
    `Settings: ${JSON.stringify(m.settings)}. Latencies in ms; load = 1/5/15-minute load averages when the figure started.`,
  );

  if (r.scheduleImport) {
    const s = r.scheduleImport;
    out.push(
      `\n### Schedule import (${s.leagues} leagues x 10 teams, double round-robin: ${s.games.toLocaleString('en')} games, ${s.fileKb} KB of XLSX)\n`,
    );
    out.push(`Season made (SQL) in ${ms(s.setupMs)} ms, its ${s.leagues} files (generator + exceljs) in ${ms(s.filesMs)} ms.\n`);
    out.push(
      table(
        ['step', 'all files (s)', 'per file p50', 'per file max', 'statements per file'],
        [
          [
            'preview (dryRun=true)',
            (s.preview.totalMs / 1000).toFixed(2),
            ms(s.preview.medianMs),
            ms(s.preview.maxMs),
            s.preview.statementsPerFile,
          ],
          ['import', (s.import.totalMs / 1000).toFixed(2), ms(s.import.medianMs), ms(s.import.maxMs), s.import.statementsPerFile],
        ],
      ),
    );
  }

  if (r.persons.length) {
    out.push('\n### Member list (GET /api/persons, page size 30, include aclLabels,tags, sorted by last name)\n');
    out.push(
      table(
        [
          'answer',
          'c=1 p50',
          'c=1 p95',
          'floor c=1 p50',
          'ratio c=1',
          'c=16 p50',
          'c=16 p95',
          'c=16 req/s',
          'floor c=16 p95',
          'ratio c=16 p95',
          'CPU ms/request c=16 (server / PostgreSQL / bench)',
          'floor CPU ms/request',
          'load',
        ],
        r.persons.map((p) => [
          p.name,
          ms(p.c1.p50),
          ms(p.c1.p95),
          p.floor ? ms(p.floor.c1.p50) : '-',
          p.floor ? `${(p.c1.p50 / p.floor.c1.p50).toFixed(2)} x` : '-',
          ms(p.c16.p50),
          ms(p.c16.p95),
          rps(p.c16),
          p.floor ? ms(p.floor.c16.p95) : '-',
          ratio(p.c16.p95, p.floor?.c16.p95),
          cpu(p.c16),
          cpu(p.floor?.c16),
          load(p.c16.load),
        ]),
      ),
    );
  }
  if (r.cold.length) {
    out.push('\n### Statistics computed afresh (cache dropped by a change of every league)\n');
    const byName = new Map<string, ColdRow[]>();
    for (const c of r.cold) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
    const rows = [...byName.entries()].map(([name, [c1, c16]]) => [
      name,
      ms(c1!.p50),
      ms(c1!.p95),
      ms(c1!.max),
      c1!.floor ? ms(c1!.floor.p50) : '-',
      c16 ? ms(c16.p50) : '-',
      c16 ? ms(c16.p95) : '-',
      c16?.floor ? ms(c16.floor.p95) : '-',
      c16 ? ratio(c16.p95, c16.floor?.p95) : '-',
      c1!.floor ? String(c1!.floor.statements) : '-',
      cpu(c16),
      cpu(c16?.floor),
      load(c1!.load),
    ]);
    if (r.standingsFloor) {
      const f = r.standingsFloor;
      const groups = byName.get('stats groups (cold)')?.[0];
      rows.push([
        `${f.name}${groups ? `; groups cold = ${(groups.p50 / f.p50).toFixed(1)} x floor` : ''}`,
        ms(f.p50),
        ms(f.p95),
        ms(f.max),
        ...Array<string>(9).fill('-'),
        load(f.load),
      ]);
    }
    out.push(
      table(
        [
          'answer',
          'c=1 p50',
          'c=1 p95',
          'c=1 max',
          'floor c=1 p50',
          'c=16 p50',
          'c=16 p95',
          'floor c=16 p95',
          'ratio c=16 p95',
          'statements',
          'CPU ms/request c=16 (server / PostgreSQL / bench)',
          'floor CPU ms/request',
          'load',
        ],
        rows,
      ),
    );
  }
  if (r.answers.length || r.signIn) {
    out.push('\n### Answers under load\n');
    const all = [...r.answers, ...(r.signIn ? [r.signIn] : [])];
    out.push(
      table(
        [
          'answer',
          'c=1 p50',
          'c=1 req/s',
          'c=16 p50',
          'c=16 p95',
          'c=16 req/s',
          'floor c=1 p50',
          'floor c=16 p95',
          'floor c=16 req/s',
          'ratio c=16 p95',
          'CPU ms/request c=16 (server / PostgreSQL / bench)',
          'floor CPU ms/request',
          'load',
        ],
        all.map((a) => [
          a.name,
          ms(a.c1.p50),
          rps(a.c1),
          ms(a.c16.p50),
          ms(a.c16.p95),
          rps(a.c16),
          a.floor ? ms(a.floor.c1.p50) : '-',
          a.floor ? ms(a.floor.c16.p95) : '-',
          a.floor ? rps(a.floor.c16) : '-',
          ratio(a.c16.p95, a.floor?.c16.p95),
          cpu(a.c16),
          cpu(a.floor?.c16),
          load(a.c16.load),
        ]),
      ),
    );
    if (m.argon2) out.push(`\nSign-in verifies argon2id with \`${m.argon2}\` (OWASP's minimum: m=19456 KiB, t=2, p=1).`);
  }
  if (r.exports?.length) {
    out.push('\n### Member export (full-xlsx)\n');
    out.push(
      table(
        ['export', 'persons', 'total s', 'first byte ms', 'RSS idle MB', 'RSS peak MB', 'file MB', 'load'],
        r.exports.map((e) => [
          e.name,
          e.persons.toLocaleString('en'),
          e.totalS.toFixed(1),
          ms(e.firstByteMs),
          e.idleRssMb.toFixed(0),
          e.peakRssMb.toFixed(0),
          e.megabytes.toFixed(1),
          load(e.load),
        ]),
      ),
    );
  }
  if (r.statements.length) {
    out.push('\n### SQL statements per request (pg_stat_statements, 10 requests each)\n');
    out.push(
      table(
        ['request', 'statements per request'],
        r.statements.map((s) => [s.name, s.perRequest]),
      ),
    );
  }
  if (r.bundle) {
    const b = r.bundle;
    out.push('\n### Client\n');
    out.push(
      table(
        ['figure', 'value'],
        [
          ['initial JS (index.html: entry + modulepreload), gzip', `${b.initialJsGzipKb} KB in ${b.initialFiles} files`],
          ['first language chunk, gzip', `${r.bundleLanguageKb ?? '-'} KB`],
          ['initial CSS, gzip', `${b.initialCssGzipKb} KB`],
          ['all JS of the build, gzip', `${b.totalJsGzipKb} KB in ${b.totalJsFiles} files`],
          ...(r.browser
            ? [
                [`standings table visible, empty cache (${r.browser.runs} runs, median)`, `${ms(r.browser.coldMs)} ms`],
                ['standings table visible, warm cache', `${ms(r.browser.warmMs)} ms`],
                ['JS fetched for the statistics page, empty cache', `${r.browser.coldJsKb.toFixed(0)} KB (transfer)`],
              ]
            : []),
        ],
      ),
    );
  }
  if (r.live?.length) {
    out.push(
      '\n### Live streams (SSE): viewers on one live game, event committed with NOTIFY to complete event at each viewer\n',
    );
    out.push(
      table(
        [
          'instances',
          'viewers',
          'events',
          'first viewer p50',
          'p50',
          'p95',
          'p99',
          'max',
          'missed',
          'RSS idle (MB)',
          'RSS streams open (MB)',
          'open all (ms)',
          'load',
        ],
        r.live.map((l) => [
          l.instances,
          l.viewers,
          l.events,
          ms(l.firstP50),
          ms(l.p50),
          ms(l.p95),
          ms(l.p99),
          ms(l.max),
          l.missed,
          l.rssIdleMb.map((x) => x.toFixed(0)).join(' / '),
          l.rssOpenMb.map((x) => x.toFixed(0)).join(' / '),
          ms(l.connectMs),
          load(l.load),
        ]),
      ),
    );
  }
  if (r.startup) {
    out.push(`\n### Start-up on the existing embedded database\n`);
    out.push(`Spawn to first answered request: median ${ms(r.startup.medianMs)} ms (${r.startup.allMs.map(ms).join(', ')}).`);
  }
  return `${out.join('\n')}\n`;
}
