// npm run bench:pages [-- --runs 3 --duration 5 --base http://127.0.0.1:3000 --first-visit]: whole public page views per
// second, as a guest's browser makes them. For each page a real Chromium (phone) opens it once and notes every request
// that reaches the server and that a browser asks again on its next view: the page itself and any API call. Hashed
// assets (immutable, a year) and the service worker's precached files are not asked again, the live stream is a
// long-lived connection of its own (npm run bench -- --only live). With --first-visit the list is every request the
// page of a fresh browser sends, assets, icons and manifest included (the worker's own requests after the page is idle
// come from the browser's cache and are not counted). autocannon then replays that list of requests per view at c=1
// and c=16; views/s = requests/s / requests per view. Last, a changed game must show on the next view of its page once
// the server has heard of the change (its live stream says so). Without --base the production build runs on the bench
// database (npm run bench:generate first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { openBenchDatabase } from './lib/database';
import { median } from './lib/load';
import { findPages } from './lib/public-pages';
import { ensureBuild, startServer } from './lib/server';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const HEADERS = { 'user-agent': PHONE_UA, 'accept-language': 'de-DE,de;q=0.9', 'accept-encoding': 'gzip, deflate, br' };
const KEPT_BY_BROWSER = /^\/(assets\/|icons\/|boot\.js$|favicon\.ico$|manifest\.webmanifest$|sw\.js$|workbox-)/;

interface Row {
  page: string;
  requests: string[];
  c1: number;
  c16: number;
  p95c16: number;
  kbPerView: number;
}

/** The requests one view of `url` sends to the server that a browser sends again on every view. */
async function requestsOfView(url: string, firstVisit: boolean): Promise<string[]> {
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
    });
    const page = await context.newPage();
    const seen: string[] = [];
    const origin = new URL(url).origin;
    page.on('request', (request) => {
      const u = new URL(request.url());
      if (u.origin !== origin || /\/live$/.test(u.pathname)) return;
      if (firstVisit) return void seen.push(u.pathname + u.search);
      if (KEPT_BY_BROWSER.test(u.pathname)) return;
      if (request.resourceType() === 'document' || u.pathname.startsWith('/api/')) seen.push(u.pathname + u.search);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return [...new Set(seen)];
  } finally {
    await browser.close();
  }
}

function replay(
  base: string,
  paths: string[],
  connections: number,
  durationS: number,
): Promise<{ rps: number; p95: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: durationS,
        headers: HEADERS,
        requests: paths.map((p) => ({ method: 'GET', path: p })),
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx + result.errors + result.timeouts > 0)
          return reject(new Error(`${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        resolve({
          rps: result.requests.average,
          p95: result.latency.p97_5,
          bytes: result.throughput.average / result.requests.average,
        });
      },
    );
  });
}

async function measure(base: string, paths: string[], connections: number, durationS: number, runs: number) {
  await replay(base, paths, connections, Math.min(2, durationS));
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await replay(base, paths, connections, durationS));
  return {
    rps: median(samples.map((s) => s.rps)),
    p95: median(samples.map((s) => s.p95)),
    bytes: median(samples.map((s) => s.bytes)),
  };
}

/** The name of the stream's next `event:` frame; the reader stays open for more. */
async function nextFrame(reader: ReadableStreamDefaultReader<Uint8Array>, buffer: { text: string }): Promise<string> {
  const decoder = new TextDecoder();
  for (;;) {
    const end = buffer.text.indexOf('\n\n');
    if (end >= 0) {
      const frame = buffer.text.slice(0, end);
      buffer.text = buffer.text.slice(end + 2);
      const name = /^event: (.+)$/m.exec(frame)?.[1];
      if (name) return name;
      continue;
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('the live stream ended');
    buffer.text += decoder.decode(value, { stream: true });
  }
}

/**
 * A game's new score shows on the very next view of its page once the server has heard of the change. The change is
 * made in the database (as any writer makes it); the game's live stream says when this instance heard it (the
 * notification the pages' stamps follow), and the view right after must show the new score. The time from the
 * commit to the stream's frame is the notification's part.
 */
async function changeShows(base: string, databaseUrl: string, gameUrl: string, gameId: number): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stream = new AbortController();
  try {
    const title = async () =>
      /<title>([^<]*)<\/title>/.exec(await (await fetch(gameUrl, { headers: HEADERS })).text())?.[1] ?? '';
    const before = await title();
    const res = await fetch(`${base}/api/stats/games/${gameId}/live`, { headers: HEADERS, signal: stream.signal });
    const reader = res.body!.getReader();
    const buffer = { text: '' };
    await nextFrame(reader, buffer);
    const committed = performance.now();
    await client.query('UPDATE games SET home_score = home_score + 100 WHERE id = $1', [gameId]);
    const heard = await Promise.race([
      nextFrame(reader, buffer).then(() => performance.now() - committed),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
    ]);
    const after = await title();
    await client.query('UPDATE games SET home_score = home_score - 100 WHERE id = $1', [gameId]);
    const ok = heard !== null && before !== after && /\b1\d\d:/.test(after);
    const when = heard === null ? 'never heard within 10 s' : `heard ${Math.round(heard)} ms after the commit`;
    return `${ok ? 'yes' : 'NO'}: "${before}" -> "${after}" (${when}; ${base})`;
  } finally {
    stream.abort();
    await client.end();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      duration: { type: 'string', default: '5' },
      base: { type: 'string' },
      'database-url': { type: 'string' },
      'first-visit': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const durationS = Number(values.duration);
  let stop = async () => undefined as void;
  let base = values.base;
  let databaseUrl = values['database-url'];
  if (!base) {
    ensureBuild();
    const database = await openBenchDatabase();
    const server = await startServer({ DATABASE_URL: database.url });
    base = server.base;
    databaseUrl = database.url;
    stop = async () => {
      await server.stop();
      await database.stop();
    };
  }
  try {
    // A league's pages (the overview and the session pages are not compared with the peer's).
    const pages = (await findPages(base)).filter((p) => !p.page.startsWith('/'));
    const rows: Row[] = [];
    for (const { page, url } of pages) {
      const requests = await requestsOfView(url, values['first-visit']);
      const c1 = await measure(base, requests, 1, durationS, runs);
      const c16 = await measure(base, requests, 16, durationS, runs);
      const row: Row = {
        page,
        requests,
        c1: c1.rps / requests.length,
        c16: c16.rps / requests.length,
        p95c16: c16.p95,
        kbPerView: (c16.bytes * requests.length) / 1024,
      };
      process.stdout.write(
        `${page}: ${requests.length} request(s) per view, ${Math.round(row.c1)} views/s at c=1, ${Math.round(row.c16)} at c=16\n`,
      );
      rows.push(row);
    }
    const game = pages.find((p) => p.page === 'game details')!;
    const change = databaseUrl ? await changeShows(base, databaseUrl, game.url, game.gameId) : 'not checked (no --database-url)';
    const lines = [
      `${values['first-visit'] ? 'Whole first visits' : 'Page views'} of a guest (phone), ${runs} runs of ${durationS} s, median (${new Date().toISOString()}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
      '',
      '| page | requests per view | views/s c=1 | views/s c=16 | p97.5 c=16 | KB per view (gzip) |',
      '|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.page} | ${r.requests.length}${values['first-visit'] ? '' : ` (${r.requests.map((p) => '`' + p.replace(/\d+/g, 'N') + '`').join(', ')})`} | ${Math.round(r.c1)} | ${Math.round(r.c16)} | ${r.p95c16} ms | ${r.kbPerView.toFixed(1)} |`,
      ),
      '',
      `A changed game shows on the next view: ${change}`,
    ];
    const out = path.resolve('.data/bench', `page-views-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${lines.join('\n')}\n`);
    process.stdout.write(`\n${lines.join('\n')}\n\nwritten to ${out}\n`);
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
