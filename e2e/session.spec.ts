// Signing in and out, failed sign-in, unknown URLs and the admin area's gate.
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, label, login, shoot } from './fixtures';

test('a player signs in, sees the start page and signs out', async ({ page }) => {
  await login(page, DEMO.player);
  await expect(page.getByText('Willkommen!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Hallo .+!$/ })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(menu.getByRole('link', { name: 'Startseite' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Verwaltung', exact: true })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed sign-in shows the error and clears the password', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(label('E-Mail')).fill(DEMO.club);
  const password = page.getByLabel(label('Passwort'));
  await password.fill('definitely-wrong');
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Anmeldung fehlgeschlagen' })).toBeVisible();
  await expect(password).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
});

test('an unknown URL leads to the login page, or home with a session', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

  await login(page, DEMO.player);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
  // The session pages send a signed-in user home as well.
  await page.goto('/password/lost');
  await expect(page).toHaveURL(/\/home$/);
});

test('an admin reaches the dashboard from the main menu', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Verwaltung', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the menu opens the game management area; the customer portal lands on a notice where it is not set up', async ({
  page,
}) => {
  await login(page, DEMO.admin);
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await menu.getByRole('link', { name: 'Spielverwaltung' }).click();
  await expect(page).toHaveURL(/\/games\/competitions$/);
  await expect(
    page.getByRole('navigation', { name: 'Spielverwaltung' }).getByRole('link', { name: 'Wettbewerbe' }),
  ).toBeVisible();
  // The old notice address leads into the area too.
  await page.goto('/apps/games');
  await expect(page).toHaveURL(/\/games\/competitions$/);
  // The sign-out first looks for unsent score-sheet input on the device: waited for before the next sign-in.
  await menu.getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, DEMO.customer);
  await menu.getByRole('link', { name: 'Kundenportal' }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenportal' })).toBeVisible();
  await expect(page.getByText('eigene Anwendung, die in dieser Installation nicht eingerichtet ist')).toBeVisible();
  await shoot(page, 'session', 'external-app');
});

test('a member who opens the admin area is sent home with "Unerlaubte Aktion!"', async ({ page }) => {
  await login(page, DEMO.player);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Unerlaubte Aktion!')).toBeVisible();
});

test('the demo password works with the remember flag', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(label('E-Mail')).fill(DEMO.customer);
  await page.getByLabel(label('Passwort')).fill(DEMO_PASSWORD);
  await page.getByLabel('Angemeldet bleiben').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.expires > Date.now() / 1000 + 86_400)).toBe(true);
});

test('an admin confirms the password on /reLogin and lands on the dashboard', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/reLogin');
  await expect(page.getByRole('heading', { name: 'Passwort bestätigen' })).toBeVisible();
  await page.getByLabel(label('Passwort')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('statistics are open to guests and keep the member menu for members', async ({ page }) => {
  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'Statistiken' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();

  await login(page, DEMO.player);
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Spielstatistiken' }).click();
  await expect(page).toHaveURL(/\/stats$/);
  await expect(page.getByRole('heading', { name: 'Statistiken' })).toBeVisible();
});
