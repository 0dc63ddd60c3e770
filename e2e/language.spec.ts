// The language switcher changes the visible texts, and a signed-in user's choice is kept in the profile.
import { expect, test } from '@playwright/test';
import { DEMO, label, login } from './fixtures';

test('the login page switches to English and Dutch and keeps the choice on reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

  await page.getByRole('button', { name: /^Sprache/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel(label('Password'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByLabel(label('Wachtwoord'))).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
});

test('a guest’s statistics page switches to French without a reload, and the next page comes in French', async ({ page }) => {
  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible();
  // The page runs on its islands (decision 055); the language menu is the app's, loaded by the tap and given it.
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready');
  let documents = 0;
  page.on('request', (request) => void (request.isNavigationRequest() && documents++));
  await page.getByRole('button', { name: /^Sprache/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  expect(documents).toBe(0);
  // The choice is a cookie too: the server draws the next page in French.
  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a signed-in user switching to French keeps French after signing in again', async ({ page }) => {
  await login(page, DEMO.club);
  await page.getByRole('button', { name: /^Sprache/ }).click();
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/self') && res.request().method() === 'PUT');
  await page.getByRole('menuitem', { name: 'Français' }).click();
  expect((await saved).ok()).toBe(true);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Accueil' })).toBeVisible();

  await menu.getByRole('link', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // A fresh browser has no stored choice: the profile's preferred_language decides after sign-in.
  await page.context().clearCookies();
  await page.evaluate('window.localStorage.clear()');
  await login(page, DEMO.club);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

  // Back to German so the account is as the seed left it.
  await page.getByRole('button', { name: /^Langue/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
});
