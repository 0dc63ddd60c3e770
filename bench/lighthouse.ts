// npm run bench:lighthouse [-- --runs 3 --base http://127.0.0.1:3000]: Lighthouse 12 (mobile preset: a mid-range
// phone, simulated slow 4G) with the system Chromium on the five public pages of the statistics overview, a
// league's games, its standings (Tabelle), a game's details and /login. Median of `runs` runs per page, each in a
// fresh browser profile (no cache, no service worker); `--pages points,/login` measures only those. Without --base
// the production build runs on the bench database (npm run bench:generate first). Writes
// .data/bench/lighthouse-<time>.md; docs/benchmarks.md keeps the table.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openBenchDatabase } from './lib/database';
import { median } from './lib/load';
import { findPages } from './lib/public-pages';
import { ensureBuild, startServer } from './lib/server';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

interface PageRow {
  page: string;
  url: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  seo: number;
  accessibility: number;
  jsKb: number;
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

/**
 * One Lighthouse run through its command line in a process of its own: Lighthouse sends functions into the page as
 * source text, and tsx's helpers (`__name`) in that text do not exist there.
 */
function measure(url: string): Omit<PageRow, 'page' | 'url'> {
  const cli = path.resolve('node_modules/lighthouse/cli/index.js');
  const run = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,seo,accessibility',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}: ${run.stderr}`);
  const lhr = JSON.parse(run.stdout) as LighthouseResult;
  const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const scripts = lhr.audits['network-requests']?.details?.items?.filter((i) => i.resourceType === 'Script') ?? [];
  return {
    performance: score('performance'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    seo: score('seo'),
    accessibility: score('accessibility'),
    jsKb: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0) / 1024,
  };
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): such a run is made again, twice at most. */
function measureWithRetry(url: string): Omit<PageRow, 'page' | 'url'> {
  for (let attempt = 1; ; attempt++) {
    try {
      return measure(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`retrying ${url}: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}\n`);
    }
  }
}

function markdown(rows: PageRow[], runs: number): string {
  const lines = [
    `Lighthouse 12, mobile preset, median of ${runs} runs per page (${new Date().toISOString()})`,
    '',
    '| page | performance | LCP | TBT | CLS | SEO | accessibility | JS transferred |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.performance} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.seo} | ${r.accessibility} | ${Math.round(r.jsKb)} KB |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, base: { type: 'string' }, pages: { type: 'string' } },
  });
  const only = values.pages?.split(',').map((p) => p.trim());
  const runs = Number(values.runs);
  let stop = async () => undefined as void;
  let base = values.base;
  if (!base) {
    ensureBuild();
    const database = await openBenchDatabase();
    const server = await startServer({ DATABASE_URL: database.url });
    base = server.base;
    stop = async () => {
      await server.stop();
      await database.stop();
    };
  }
  try {
    const rows: PageRow[] = [];
    const pages = (await findPages(base)).filter((p) => !only || only.includes(p.page));
    for (const { page, url } of pages) {
      const samples: Omit<PageRow, 'page' | 'url'>[] = [];
      for (let i = 0; i < runs; i++) samples.push(measureWithRetry(url));
      const pick = (key: keyof Omit<PageRow, 'page' | 'url'>) => median(samples.map((s) => s[key]));
      const row: PageRow = {
        page,
        url,
        performance: pick('performance'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        seo: pick('seo'),
        accessibility: pick('accessibility'),
        jsKb: pick('jsKb'),
      };
      process.stdout.write(
        `${page}: performance ${row.performance}, LCP ${(row.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}, SEO ${row.seo}\n`,
      );
      rows.push(row);
    }
    const out = path.resolve('.data/bench', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, markdown(rows, runs));
    process.stdout.write(`\n${markdown(rows, runs)}\nwritten to ${out}\n`);
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
