// Stored HTML in the browser: announcement bodies are rendered through <TrustedHtml> (DOMPurify), so even a body
// that reached the client unsanitized (here: an answer replaced on the way) runs no script and keeps its formatting.
import { expect, test } from '@playwright/test';
import { DEMO, login } from './fixtures';

const HOSTILE =
  '<p>Hallo <strong>Team</strong></p><script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">' +
  '<a href="javascript:window.__xss = 3">Klick</a><a href="https://example.org/info" target="_blank">Info</a>' +
  '<svg onload="window.__xss = 4"></svg><iframe srcdoc="<script>parent.__xss = 5</script>"></iframe>' +
  '<p style="position:fixed;inset:0" onclick="window.__xss = 6">Overlay</p>';

test('an announcement body with scripts renders its formatting and runs nothing', async ({ page }) => {
  await page.route('**/api/self/dashboard', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.data.announcements = [
      { id: 999_999, title: 'Präparierte Nachricht', body_html: HOSTILE, published_at: new Date().toISOString() },
    ];
    await route.fulfill({ response: res, json: body });
  });
  await login(page, DEMO.player);
  const card = page.locator('div', { has: page.getByText('Präparierte Nachricht', { exact: true }) }).last();
  await expect(card.getByText('Team', { exact: true })).toBeVisible();
  await expect(card.locator('strong')).toHaveText('Team');
  await expect(card.getByRole('link', { name: 'Info' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(card.getByText('Klick', { exact: true })).not.toHaveAttribute('href', /javascript/);
  await page.getByText('Overlay').click();
  for (const selector of ['script', 'img', 'svg', 'iframe', '[onclick]', '[style*="fixed"]'])
    await expect(card.locator(selector)).toHaveCount(0);
  expect(await page.evaluate(() => (globalThis as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
