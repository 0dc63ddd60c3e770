// npm run bench:first-visit [-- --base http://127.0.0.1:3000 --runs 3]: a guest's whole first visit of three public
// statistics pages (points, Tabelle, games) as a phone's Chromium makes it in a fresh profile (empty cache, no service
// worker): every request the page and its service worker send until the page runs (its islands, decision 055, or the
// hydrated app) and the network has been quiet for two seconds, and the bytes they transferred (compressed, as on the wire; JS apart). Median of `runs` visits
// per page. Without --base the production build runs on the bench database (npm run bench:generate first).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Request } from 'playwright-core';
import { openBenchDatabase } from './lib/database';
import { median } from './lib/load';
import { findPages } from './lib/public-pages';
import { ensureBuild, startServer } from './lib/server';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const QUIET_MS = 2000;
const PAGES = ['points', 'Tabelle', 'games'];

interface Visit {
  requests: number;
  scripts: number;
  byWorker: number;
  jsKb: number;
  totalKb: number;
  list: string[];
}

async function visit(url: string): Promise<Visit> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({
      userAgent: PHONE_UA,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      locale: 'de-DE',
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const requests: Request[] = [];
    let inFlight = 0;
    let lastChange = performance.now();
    const settle = () => {
      inFlight -= 1;
      lastChange = performance.now();
    };
    // The context sees the pages' and the service worker's requests alike.
    context.on('request', (request) => {
      if (new URL(request.url()).origin !== origin || /\/live$/.test(request.url())) return;
      requests.push(request);
      inFlight += 1;
      lastChange = performance.now();
    });
    context.on('requestfinished', (request) => requests.includes(request) && settle());
    context.on('requestfailed', (request) => requests.includes(request) && settle());
    await page.goto(url);
    await page.locator('html[data-islands="ready"], html[data-hydrated="true"]').waitFor({ timeout: 60_000 });
    while (inFlight > 0 || performance.now() - lastChange < QUIET_MS) await page.waitForTimeout(100);
    // Bytes per address, once: a copy the worker makes comes from the HTTP cache (nothing on the wire), and an answer
    // the worker gives from its caches transfers nothing either.
    const bytes = new Map<string, number>();
    const list: string[] = [];
    for (const request of requests) {
      const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
      const fromWorker = (await request.response())?.fromServiceWorker() ?? false;
      const size = fromWorker ? 0 : sizes.responseBodySize + sizes.responseHeadersSize;
      const { pathname } = new URL(request.url());
      bytes.set(pathname, Math.max(bytes.get(pathname) ?? 0, size));
      list.push(`${request.serviceWorker() ? 'sw ' : ''}${pathname} ${size}`);
    }
    const sum = (filter: (pathname: string) => boolean) =>
      [...bytes].filter(([pathname]) => filter(pathname)).reduce((total, [, size]) => total + size, 0);
    const jsBytes = sum((pathname) => pathname.endsWith('.js') && pathname !== '/sw.js' && !pathname.startsWith('/workbox-'));
    const totalBytes = sum(() => true);
    return {
      requests: requests.length,
      scripts: requests.filter((r) => new URL(r.url()).pathname.endsWith('.js')).length,
      byWorker: requests.filter((r) => r.serviceWorker() !== null).length,
      jsKb: jsBytes / 1024,
      totalKb: totalBytes / 1024,
      list,
    };
  } finally {
    await browser.close();
  }
}

function markdown(rows: { page: string; v: Visit }[], runs: number): string {
  return [
    `First visit, fresh phone profile, median of ${runs} visits per page (${new Date().toISOString()})`,
    '',
    '| page | requests | of them scripts | of them by the service worker | page JS transferred | all transferred |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      ({ page, v }) =>
        `| ${page} | ${v.requests} | ${v.scripts} | ${v.byWorker} | ${v.jsKb.toFixed(1)} KB | ${v.totalKb.toFixed(1)} KB |`,
    ),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, base: { type: 'string' }, list: { type: 'boolean', default: false } },
  });
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
    const rows: { page: string; v: Visit }[] = [];
    for (const { page, url } of (await findPages(base)).filter((p) => PAGES.includes(p.page))) {
      const visits: Visit[] = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(url));
      const pick = (key: 'requests' | 'scripts' | 'byWorker' | 'jsKb' | 'totalKb') => median(visits.map((v) => v[key]));
      const v: Visit = {
        requests: pick('requests'),
        scripts: pick('scripts'),
        byWorker: pick('byWorker'),
        jsKb: pick('jsKb'),
        totalKb: pick('totalKb'),
        list: visits[0]!.list,
      };
      if (values.list) process.stdout.write(`${page}:\n  ${v.list.join('\n  ')}\n`);
      rows.push({ page, v });
    }
    const out = path.resolve('.data/bench', `first-visit-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
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
