// The statistics page in headless Chromium: from navigation start until the standings table shows rows, with an
// empty browser cache (a new context each run) and again with the cache warm (a reload in the same context).
import { chromium } from 'playwright-core';
import { median } from '../lib/load';
import { log } from './api';
import type { BenchContext } from './context';

export interface BrowserRow {
  url: string;
  runs: number;
  coldMs: number;
  warmMs: number;
  /** Bytes of JavaScript the cold page load fetched (transfer size as Chromium reports it). */
  coldJsKb: number;
}

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export async function browserFigures(ctx: BenchContext, runs = 5): Promise<BrowserRow> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const url = `${ctx.server.base}/stats/leagues/${ctx.targets.leagueId}/teams`;
  const cold: number[] = [];
  const warm: number[] = [];
  const js: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      const table = page.locator('table tbody tr').first();
      await page.goto(url, { waitUntil: 'commit' });
      await table.waitFor({ state: 'visible', timeout: 30_000 });
      cold.push(await page.evaluate(() => performance.now()));
      js.push(
        await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((e) => e.name.endsWith('.js'))
            .reduce((s, e) => s + e.transferSize, 0),
        ),
      );
      await page.reload({ waitUntil: 'commit' });
      await table.waitFor({ state: 'visible', timeout: 30_000 });
      warm.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const row = { url, runs, coldMs: median(cold), warmMs: median(warm), coldJsKb: median(js) / 1024 };
  log(`stats page table: ${row.coldMs.toFixed(0)} ms cold, ${row.warmMs.toFixed(0)} ms warm, ${row.coldJsKb.toFixed(0)} KB JS`);
  return row;
}
