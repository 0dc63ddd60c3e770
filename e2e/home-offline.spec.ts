// The start page opened without a network (the service worker keeps the session): the app stays on /home and says
// that it needs the network, instead of ending on the error page (docs/product.md#error-reactions).
import { createAccount, expect, login, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const SLOW = 20_000;

test('/home opened offline stays on the start page', async ({ browser, adminApi }) => {
  test.setTimeout(120_000);
  const account = await createAccount(adminApi, { lastname: 'Funkloch' });
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await login(page, account.email, account.password);
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 30_000 }).toBe(true);
  // The start page once under the worker (its code and the session's answers kept).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Hallo .+!$/ })).toBeVisible({ timeout: SLOW });

  await context.setOffline(true);
  await page.goto('/home');
  // The start page's own data needs the network: the page says so and stays, it does not leave for the error page.
  await expect(page.getByTestId('home-offline')).toContainText('Keine Verbindung', { timeout: SLOW });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interner Server Fehler' })).toHaveCount(0);
  // Online again: the start page as usual.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Hallo .+!$/ })).toBeVisible({ timeout: SLOW });
  await context.close();
});
