// A guest's view of a statistics page is one request: the server renders the page with its answer embedded,
// says the reader is a guest (no /api/auth), and the page runs on its islands without the app and without asking for
// its data again (decision 055); a control the islands do not handle loads the app, which asks nothing again either.
import { expect, test, type Page } from '@playwright/test';
import { queryE2eDatabase } from './fixtures';

/** The API paths the page asks for from now on (the live stream of the games tab is a push channel, not data). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.endsWith('/live')) calls.push(url.pathname);
  });
  return calls;
}

/** A served page of the league, once its islands run; its embedded answers. */
async function openServed<T>(page: Page, path: string): Promise<Record<string, T>> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready', { timeout: 20_000 });
  return (JSON.parse((await page.locator('#portal-ssr').textContent())!) as { answers: Record<string, T> }).answers;
}

for (const [tab, answer] of [
  ['teams', 'groups'],
  ['points', 'points'],
  ['fouls', 'fouls'],
  ['games', 'games'],
] as const) {
  test(`a guest's ${tab} page comes with its ${answer} answer and asks the API nothing`, async ({ page }) => {
    const [league] = await queryE2eDatabase<{ id: number }>(`SELECT id FROM competitions WHERE name = '1. Bundesliga Herren'`);
    const calls = apiCalls(page);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const response = await page.goto(`/stats/leagues/${league!.id}/${tab}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '1. Bundesliga Herren' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    // The islands run (its tabs load pages) without the app and without having fetched the answer it came with.
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready', { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
    // boot.js, the islands and their follows store (a chunk shared with the app, no app code).
    expect(scripts.map((script) => script.replace(/-[\w-]+\.js$/, '.js')).sort()).toEqual([
      '/assets/follows.js',
      '/assets/islands.js',
      '/boot.js',
    ]);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    const served = await page.locator('#portal-ssr').textContent();
    expect(Object.keys((JSON.parse(served!) as { answers: object }).answers)).toEqual([
      `/api/stats/leagues/${league!.id}/${answer}`,
    ]);
  });
}

test('an unknown league answers 404 with the page', async ({ page }) => {
  const response = await page.goto('/stats/leagues/999999/teams');
  expect(response!.status()).toBe(404);
  await expect(page.getByText('Diese Liga, dieses Turnier, diese Mannschaft oder dieses Spiel gibt es nicht.')).toBeVisible();
});

test('a guest’s points page embeds its first 50 rows; a search further down asks for the whole answer once', async ({ page }) => {
  const [league] = await queryE2eDatabase<{ id: number }>(`SELECT id FROM competitions WHERE name = '1. Bundesliga Herren'`);
  const address = `/api/stats/leagues/${league!.id}/points`;
  type Player = { name: string; points: number };
  const whole = ((await (await page.request.get(address)).json()) as { data: { players: Player[] } }).data.players;
  // A scorer the first 50 rows do not show, with a name no one else in the league has.
  const scorers = whole.filter((p) => p.points > 0);
  const further = scorers.slice(60).find((p) => whole.filter((q) => q.name === p.name).length === 1)!;
  expect(further).toBeDefined();

  const calls = apiCalls(page);
  const served = await openServed<{ players: Player[]; abridged: { total: number } }>(
    page,
    `/stats/leagues/${league!.id}/points`,
  );
  expect(served[address]!.players.map((p) => p.name)).toEqual(scorers.slice(0, 50).map((p) => p.name));
  expect(served[address]!.abridged.total).toBe(whole.length);
  const rows = page.getByRole('table', { name: 'Punkte' }).locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId('points-count')).toHaveText(`50 von ${whole.length} Spielern`);
  expect(calls).toEqual([]);

  // The search is the app's: a tap on it loads the app, which hydrates the page and then takes the typing.
  await page.getByRole('searchbox', { name: 'Spieler suchen' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  expect(calls).toEqual([]);
  await page.getByRole('searchbox', { name: 'Spieler suchen' }).fill(further.name);
  await expect(rows.filter({ hasText: further.name })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Spieler suchen' }).fill('');
  await page.getByRole('button', { name: '100 weitere anzeigen' }).click();
  await expect(rows).toHaveCount(150);
  expect(calls).toEqual([address]);
});

test('a guest’s fouls page embeds its first 50 rows and fetches the rest on "show more"', async ({ page }) => {
  const [league] = await queryE2eDatabase<{ id: number }>(`SELECT id FROM competitions WHERE name = '1. Bundesliga Herren'`);
  const address = `/api/stats/leagues/${league!.id}/fouls`;
  const whole = ((await (await page.request.get(address)).json()) as { data: { players: unknown[] } }).data.players;
  expect(whole.length).toBeGreaterThan(50);
  expect(whole.length).toBeLessThanOrEqual(150);
  const calls = apiCalls(page);
  const served = await openServed<{ players: unknown[] }>(page, `/stats/leagues/${league!.id}/fouls`);
  expect(served[address]!.players).toHaveLength(50);
  const rows = page.getByRole('table', { name: 'Strafen' }).locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await page.getByRole('button', { name: `${whole.length - 50} weitere anzeigen` }).click();
  await expect(rows).toHaveCount(whole.length);
  expect(calls).toEqual([address]);
});
