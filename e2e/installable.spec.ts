// Installable and findable: robots.txt, the sitemap, the favicon, the web manifest and its icons answer
// their own content types (not the app's HTML); a service worker controls the page; offline, the standings page seen
// last still opens with its table.
import { expect, test } from '@playwright/test';

test('site files answer their own content types', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain('Allow: /stats');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await sitemap.text()).toMatch(/<loc>http:\/\/[^<]+\/stats\/leagues\/\d+\/teams<\/loc>/);

  const favicon = await request.get('/favicon.ico');
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as { icons: { src: string; sizes: string; purpose?: string }[]; start_url: string };
  expect(body.start_url).toBe('/stats');
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(body.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of body.icons) {
    const file = await request.get(icon.src);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^image\//);
  }
});

test('offline, the last-seen standings page still opens', async ({ page, context }) => {
  await page.goto('/stats');
  await page.getByRole('link', { name: '1. Bundesliga Herren', exact: true }).click();
  await page.getByRole('tab', { name: 'Tabelle' }).click();
  await expect(page.getByRole('table', { name: 'Nord' }).locator('tbody tr')).toHaveCount(6);
  const url = page.url();

  // The worker controls the page and holds the standings' answer (put there by client/lib/offline.ts).
  // In-page code as strings: this project's type check has no DOM library (like the other specs' evaluate calls).
  // Polled with page.evaluate (the DevTools protocol's evaluation): waitForFunction compiles its string in the page,
  // which the Content-Security-Policy forbids (it failed whenever the first poll was not already true).
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(
          `caches.open('statistics').then((cache) => cache.keys()).then((keys) =>
            keys.some((request) => /\\/api\\/stats\\/leagues\\/\\d+\\/groups/.test(request.url)))`,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto(url);
  await expect(page.getByRole('table', { name: 'Nord' }).locator('tbody tr')).toHaveCount(6);
  await expect(page.getByRole('table', { name: 'Süd' }).locator('tbody tr')).toHaveCount(6);
  await context.setOffline(false);
});
