// A guest's /login runs on the islands without the app (decision 055): the form signs in with fetch, shows the
// answer's failure in the page's language, and a correct sign-in loads the start page, where the app runs.
import type { Page } from '@playwright/test';
import { createAccount, expect, label, queryE2eDatabase, shoot, test } from './fixtures';

/** The scripts the page asks for, their hashes taken off. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/-[\w-]+\.js$/, '.js'));
  });
  return scripts;
}

async function openLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready', { timeout: 20_000 });
}

async function fill(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(label('E-Mail')).fill(email);
  await page.getByLabel(label('Passwort')).fill(password);
}

test("a guest's /login loads no app chunk and looks as the app drew it", async ({ page }) => {
  const scripts = scriptsOf(page);
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await openLogin(page);
  await page.waitForLoadState('networkidle');
  // boot.js, the islands and the browser's follows store they share with the app (client/islands/follows-store.ts).
  const islandsOnly = (script: string) => script === '/boot.js' || /^\/assets\/(islands|follows)[-.]/.test(script);
  expect(scripts.filter((script) => !islandsOnly(script))).toEqual([]);
  expect(scripts).toContain('/boot.js');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  expect(errors).toEqual([]);
  // Disabled until the fields are valid, as the app's form.
  const submit = page.getByRole('button', { name: 'Anmelden' });
  await expect(submit).toBeDisabled();
  await fill(page, 'nobody@example.org', 'x');
  await expect(submit).toBeEnabled();
  await page.getByLabel(label('E-Mail')).fill('not an address');
  await expect(submit).toBeDisabled();
  // The eye shows the password and draws its other icon, and back.
  const eye = page.locator('.mantine-PasswordInput-visibilityToggle');
  await eye.click();
  await expect(page.getByLabel(label('Passwort'))).toHaveAttribute('type', 'text');
  await expect(eye.locator('svg path')).toHaveCount(3);
  await eye.click();
  await expect(page.getByLabel(label('Passwort'))).toHaveAttribute('type', 'password');
  await expect(eye.locator('svg circle')).toHaveCount(1);
  await page.getByLabel(label('E-Mail')).fill('');
  await shoot(page, 'sign-in-island', 'login');
});

test('a wrong password shows the translated failure, announced, and clears the password', async ({ browser, adminApi }) => {
  const account = await createAccount(adminApi, { lastname: 'Falsch' });
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await openLogin(page);
  await page.getByLabel(label('Email')).fill(account.email);
  await page.getByLabel(label('Password')).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Authentication failed');
  await expect(page.getByLabel(label('Password'))).toHaveValue('');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await shoot(page, 'sign-in-island', 'wrong-password');
  await context.close();
});

test("a locked account's message names the wait", async ({ page, adminApi }) => {
  const account = await createAccount(adminApi, { lastname: 'Gesperrt' });
  await queryE2eDatabase(
    `UPDATE persons SET failed_signins = 10, locked_until = now() + interval '10 minutes' WHERE email = $1`,
    [account.email],
  );
  await openLogin(page);
  await fill(page, account.email, account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Zu viele Fehlversuche mit diesem Konto. Versuche es in 10 Minuten noch einmal oder auf einem Gerät, auf dem du dich schon angemeldet hast.',
  );
});

test('a correct sign-in lands on the start page with the app and its welcome', async ({ page, adminApi }) => {
  const account = await createAccount(adminApi, { lastname: 'Richtig' });
  const [team] = await queryE2eDatabase<{ id: number }>('SELECT id FROM teams ORDER BY id LIMIT 1');
  await openLogin(page);
  // A team the guest follows in this browser joins the account on the start page (decision 056).
  await page.evaluate((id) => localStorage.setItem('portal.follows', JSON.stringify([{ target: 'team', id }])), team!.id);
  await fill(page, account.email, account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(page.getByText('Willkommen!')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.follows'))).toBeNull();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('what was typed stays in the form when the language menu loads the app, and signs in', async ({ page, adminApi }) => {
  const account = await createAccount(adminApi, { lastname: 'Sprachmenue' });
  await openLogin(page);
  await fill(page, account.email, account.password);
  // The language menu is the app's: its tap loads the app over the page and is given to it once it runs.
  await page.getByRole('button', { name: /^Sprache/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel(label('E-Mail'))).toHaveValue(account.email);
  const submit = page.getByRole('button', { name: 'Anmelden' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/home$/);
});
