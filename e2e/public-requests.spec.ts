// A guest's view of a statistics page is one request (issue 17): the server renders the page with its answer embedded,
// says the reader is a guest (no /api/auth), and the page hydrates without asking for its data again.
import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from './fixtures';

for (const [tab, answer] of [
  ['teams', 'groups'],
  ['points', 'points'],
  ['fouls', 'fouls'],
  ['games', 'games'],
] as const) {
  test(`a guest's ${tab} page comes with its ${answer} answer and asks the API nothing`, async ({ page }) => {
    const [league] = await queryE2eDatabase<{ id: number }>(`SELECT id FROM competitions WHERE name = '1. Bundesliga Herren'`);
    const calls: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The live stream of the games tab is a push channel, not a request for data.
      if (url.pathname.startsWith('/api/') && !url.pathname.endsWith('/live')) calls.push(url.pathname);
    });
    const response = await page.goto(`/stats/leagues/${league!.id}/${tab}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '1. Bundesliga Herren' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    // Hydrated: the app runs (its tabs switch pages) without having fetched the answer it came with.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
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
