// The public pages come rendered from the server (decision 030): the content is in the HTML without
// JavaScript; a guest's statistics page runs on its islands (decision 055), the sign-in page hydrates as the app, both
// without a second request for their data, and what the server cannot know (the reader's width, time zone, chosen
// language) is corrected right after.
import { expect, test, type Page } from '@playwright/test';
import { login, DEMO, queryE2eDatabase } from './fixtures';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

async function bundesliga(): Promise<number> {
  const [league] = await queryE2eDatabase<{ id: number }>(`SELECT id FROM competitions WHERE name = '1. Bundesliga Herren'`);
  return league!.id;
}

/** Console errors of a page (a hydration that does not match the server's HTML is reported there, client/main.tsx). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => void errors.push(error.message));
  return errors;
}

/** A guest's statistics page runs without the app: its islands (client/islands/). */
const islandsRun = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-islands', 'ready', { timeout: 20_000 });

test('the Tabelle page holds the standings in its HTML (curl, no JavaScript)', async ({ request }) => {
  const league = await bundesliga();
  const response = await request.get(`/stats/leagues/${league}/teams`, { headers: { 'Accept-Language': 'de-DE' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const body = html.slice(html.indexOf('<div id="root">'));
  for (const text of ['1. Bundesliga Herren', 'Tabelle', 'Nord', 'Süd', 'Hamburg Warriors Herren', 'Pkt.'])
    expect(body).toContain(text);
  expect(body).toMatch(/<table[^>]*>/);
  // The answer comes along for hydration, in a script the Content-Security-Policy allows (data, not code).
  expect(html).toContain(`<script type="application/json" id="portal-ssr">`);
  expect(html).not.toMatch(/<script>(?!<\/script>)/);
});

test('without JavaScript the standings show in the browser', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`/stats/leagues/${await bundesliga()}/teams`);
  await expect(page.getByRole('heading', { level: 1, name: '1. Bundesliga Herren' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Nord' }).locator('tbody tr')).toHaveCount(6);
  await expect(page.getByRole('table', { name: 'Süd' }).locator('tbody tr')).toHaveCount(6);
  await context.close();
});

test('a game page is rendered with its score and events, and its islands run quietly', async ({ page }) => {
  const errors = consoleErrors(page);
  const [game] = await queryE2eDatabase<{ id: number; competition_id: number }>(
    `SELECT g.id, g.competition_id FROM games g JOIN competitions c ON c.id = g.competition_id
     WHERE c.name = '1. Bundesliga Herren' AND g.finished_at IS NOT NULL ORDER BY g.id LIMIT 1`,
  );
  const calls: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/') && !r.url().endsWith('/live') && calls.push(r.url())));
  const response = await page.goto(`/stats/leagues/${game!.competition_id}/games/${game!.id}`);
  // Shared links show the score (the page's own title and Open Graph).
  expect(await response!.text()).toMatch(/<title>[^<]+ \d+:\d+ [^<]+<\/title>/);
  await islandsRun(page);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
});

test('a game or team page carries only its own answer (its header comes from it, not from the league’s games)', async ({
  request,
}) => {
  const [game] = await queryE2eDatabase<{ id: number; competition_id: number; home_team_id: number }>(
    `SELECT g.id, g.competition_id, g.home_team_id FROM games g JOIN competitions c ON c.id = g.competition_id
     WHERE c.name = '1. Bundesliga Herren' AND g.finished_at IS NOT NULL ORDER BY g.id LIMIT 1`,
  );
  const served = async (path: string) => {
    const html = await (await request.get(path, { headers: { 'Accept-Language': 'de-DE' } })).text();
    const data = JSON.parse(/<script type="application\/json" id="portal-ssr">(.*?)<\/script>/s.exec(html)![1]!) as {
      answers: Record<string, unknown>;
    };
    return { html, addresses: Object.keys(data.answers) };
  };
  const gamePage = await served(`/stats/leagues/${game!.competition_id}/games/${game!.id}`);
  expect(gamePage.addresses).toEqual([`/api/stats/games/${game!.id}`]);
  // The header names the league and its association, as on the league's own tabs.
  expect(gamePage.html).toMatch(/<h1[^>]*>1\. Bundesliga Herren<\/h1>/);
  expect(gamePage.html).toContain('Deutscher Lacrosse Verband');
  const teamPage = await served(`/stats/leagues/${game!.competition_id}/teams/${game!.home_team_id}`);
  expect(teamPage.addresses).toEqual([`/api/stats/leagues/${game!.competition_id}/teams/${game!.home_team_id}`]);
  expect(teamPage.html).toMatch(/<h1[^>]*>1\. Bundesliga Herren<\/h1>/);
});

test('a phone that says it is a desktop gets the phone layout right after its islands run, without an error', async ({
  browser,
}) => {
  // The server guesses "desktop" from the user agent; the browser's width says phone.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const html = await (await page.goto(`/stats/leagues/${await bundesliga()}/teams`))!.text();
  // The server drew the desktop tabs (with icons) ...
  expect(html).toMatch(/role="tab"[^>]*>.*?<svg/s);
  await islandsRun(page);
  // ... the phone shows them without, right after (the server draws the page again for the width the browser
  // measured), and nothing reports an error.
  await expect(page.getByRole('tab', { name: 'Spiele' }).locator('svg')).toHaveCount(0);
  expect(errors).toEqual([]);
  // The next page comes in the phone's layout at once (the measured width is a cookie).
  const next = await (await page.goto(`/stats/leagues/${await bundesliga()}/points`))!.text();
  expect(/<script type="application\/json" id="portal-ssr">\{[^<]*?"phone":true/.test(next)).toBe(true);
  await context.close();
});

test('kick-off times name the zone once the reader is elsewhere (the server writes the association’s clock)', async ({
  browser,
}) => {
  const league = await bundesliga();
  const times = async (timezoneId: string) => {
    const context = await browser.newContext({
      locale: 'de-DE',
      timezoneId,
      userAgent: PHONE_UA,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(`/stats/leagues/${league}/games`);
    await islandsRun(page);
    const text = await page.locator('main').innerText();
    await context.close();
    return { zoned: /\d{2}:\d{2} (MEZ|MESZ)/.test(text), errors };
  };
  const berlin = await times('Europe/Berlin');
  expect(berlin).toEqual({ zoned: false, errors: [] });
  await expect.poll(async () => (await times('America/New_York')).zoned).toBe(true);
});

test('a chosen language is the one the server renders in (cookie), also for a new tab', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login');
  // A guest's /login runs on its islands (decision 055): the language menu loads the app and is given the tap.
  await islandsRun(page);
  await page.getByRole('button', { name: /Sprache/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  // The server reads the choice: the HTML itself is French now.
  const html = await (await context.request.get(`/stats/leagues/${await bundesliga()}/teams`)).text();
  expect(html).toContain('<html lang="fr"');
  expect(html.slice(html.indexOf('<div id="root">'))).toContain('Classement');
  await context.close();
});

test('a signed-in member gets the app drawn in the browser, with the member menu', async ({ page }) => {
  await login(page, DEMO.player);
  const response = await page.goto(`/stats/leagues/${await bundesliga()}/teams`);
  expect(await response!.text()).not.toContain('id="portal-ssr"');
  await expect(page.getByRole('table', { name: 'Nord' }).locator('tbody tr')).toHaveCount(6);
  await expect(page.getByRole('navigation').first()).toBeVisible();
});
