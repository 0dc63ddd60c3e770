// A guest's view of a statistics page costs one API request (issue 17): the page's HTML says the reader is a guest
// (no /api/auth), and the category's header comes with the tab's own answer (no games list on the Tabelle tab).
import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from './fixtures';

for (const [tab, answer] of [
  ['teams', 'groups'],
  ['points', 'points'],
  ['fouls', 'fouls'],
  ['games', 'games'],
] as const) {
  test(`a guest's ${tab} page asks the API once: ${answer}`, async ({ page }) => {
    const [league] = await queryE2eDatabase<{ id: number }>(`SELECT id FROM competitions WHERE name = '1. Bundesliga Herren'`);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The live stream of the games tab is a push channel, not a request for data.
      if (url.pathname.startsWith('/api/') && !url.pathname.endsWith('/live')) calls.push(url.pathname);
    });
    const response = await page.goto(`/stats/leagues/${league!.id}/${tab}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '1. Bundesliga Herren' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([`/api/stats/leagues/${league!.id}/${answer}`]);
  });
}

test('an unknown league answers 404 with the page', async ({ page }) => {
  const response = await page.goto('/stats/leagues/999999/teams');
  expect(response!.status()).toBe(404);
  await expect(page.getByText('Diese Liga, dieses Turnier, diese Mannschaft oder dieses Spiel gibt es nicht.')).toBeVisible();
});
