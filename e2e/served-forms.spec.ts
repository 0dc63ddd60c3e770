// A guest's /register and /password/lost are served with their content and the islands, without the app (decision
// 055): what the reader types or ticks while the app loads is kept when it takes over the page.
import type { Page } from '@playwright/test';
import { createAccount, expect, label, resetRegistrationLimit, shoot, test } from './fixtures';

// The page's own requests only: a service worker controlling the page would fetch the app past the held route.
test.use({ serviceWorkers: 'block' });

/** The scripts the page asks for, their hashes taken off. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/-[\w-]+\.js$/, '.js'));
  });
  return scripts;
}

/**
 * Opens a served page with the app's entry held back until `release()`: the page runs on its islands meanwhile, and
 * the test decides when the app arrives.
 */
async function openWithAppHeld(page: Page, path: string): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entry: string | null = null;
  await page.route(
    (url) => entry !== null && url.pathname === entry,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(path);
  entry = (await page.locator('meta[name="portal-app"]').getAttribute('content'))?.split(' ')[0] ?? null;
  expect(entry, 'the served page names the app it loads on demand').toMatch(/^\/assets\//);
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready', { timeout: 20_000 });
  return { release };
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });

test('a lost password: the page comes without the app; the address typed before it loads is sent', async ({ page, adminApi }) => {
  const account = await createAccount(adminApi, { lastname: 'Vergessen' });
  const scripts = scriptsOf(page);
  const { release } = await openWithAppHeld(page, '/password/lost');
  await expect(page.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
  const islandsOnly = (script: string) => script === '/boot.js' || /^\/assets\/(islands|follows)[-.]/.test(script);
  expect(scripts.filter((script) => !islandsOnly(script))).toEqual([]);

  await page.getByLabel(label('E-Mail')).fill(account.email);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  // Enter before the app runs sends nothing: the form waits for the app.
  await page.getByLabel(label('E-Mail')).press('Enter');
  await expect(page).toHaveURL(/\/password\/lost$/);
  release();
  await hydrated(page);
  await expect(page.getByLabel(label('E-Mail'))).toHaveValue(account.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText('Du erhältst eine E-Mail mit weiteren Anweisungen!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('registration: the terms ticked before the app loads count, and the data step follows', async ({ page }) => {
  await resetRegistrationLimit();
  const { release } = await openWithAppHeld(page, '/register');
  await expect(page.getByRole('heading', { name: 'Registrieren' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Weiter' });
  // The demo data has portal terms: the served page shows them with their boxes.
  await expect(next).toBeDisabled();
  const boxes = await page.getByRole('checkbox').all();
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) await box.check();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  // "Weiter" waits for the app, which counts the ticks.
  await expect(next).toBeDisabled();
  await shoot(page, 'served-forms', 'register-terms');
  release();
  await hydrated(page);
  for (const box of boxes) await expect(box).toBeChecked();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByLabel(label('E-Mail'))).toBeVisible();
  // Unticking goes back to a disabled "Weiter": the app holds the boxes now.
  await page.getByRole('button', { name: 'Zurück' }).click();
  await boxes[0]!.uncheck();
  await expect(next).toBeDisabled();
});
