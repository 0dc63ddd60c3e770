// Password reset end to end: request, mail in the outbox, new password, sign-in with it.
import { expect, test } from '@playwright/test';
import { label, login, newestMailTo, registerMember } from './fixtures';

// A member of its own: a demo account's changed password would sign later specs out of it.
const NEW_PASSWORD = 'Neues!Passwort2026';

test('a member resets the password through the mailed link and signs in with it', async ({ page }) => {
  const { email } = await registerMember(page);
  await page.context().clearCookies();
  const since = new Date();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/password\/lost$/);
  await page.getByLabel(label('E-Mail')).fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText('Du erhältst eine E-Mail mit weiteren Anweisungen!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await newestMailTo(email, since);
  const token = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();

  await page.goto(`/password/reset/${token}`);
  await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Passwort speichern' });
  await page.getByLabel(label('Neues Passwort')).fill('kurz');
  await expect(page.getByRole('listitem').filter({ hasText: 'nicht erfüllt' }).first()).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.getByLabel(label('Neues Passwort')).fill(NEW_PASSWORD);
  await page.getByLabel(label('Passwort wiederholen')).fill(`${NEW_PASSWORD}x`);
  await expect(submit).toBeDisabled();
  await page.getByLabel(label('Passwort wiederholen')).fill(NEW_PASSWORD);
  await expect(page.getByRole('listitem').filter({ hasText: 'nicht erfüllt' })).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText('Dein Passwort wurde erfolgreich geändert!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, email, NEW_PASSWORD);
});

test('an unknown reset token is explained with a way to ask again', async ({ page }) => {
  await page.goto('/password/reset/unknown-token-unknown-token-0000');
  await expect(page.getByText('Dieser Link ist ungültig oder abgelaufen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
});

test('a malformed reset link (cut off in the mail) says the link is invalid, not "check your input"', async ({ page }) => {
  await page.goto('/password/reset/abc');
  await expect(page.getByText('Dieser Link ist ungültig oder abgelaufen.')).toBeVisible();
  await expect(page.getByText('Bitte überprüfe deine Eingaben!')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
});
