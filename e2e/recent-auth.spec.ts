// Issue 12, item 2: an export with a session whose password entry is too old asks for the password (/reLogin) and
// comes back to the export page, where the download then works.
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, label, login, queryE2eDatabase } from './fixtures';

test('an export with an old password entry goes through /reLogin and back, then downloads', async ({ page }) => {
  await login(page, DEMO.club);
  await page.goto('/admin/member/export');
  await expect(page.getByTestId('export-count')).not.toHaveText('…');
  // As if the password was entered long ago (a remember-me session): only authAt ages.
  await queryE2eDatabase(`UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{authAt}', '0')::json
    WHERE (sess -> 'passport' ->> 'user') = (SELECT id::text FROM persons WHERE email = '${DEMO.club}')`);
  await page.getByRole('link', { name: /Excel/ }).click();
  await expect(page).toHaveURL(/\/reLogin\?next=%2Fadmin%2Fmember%2Fexport/);
  await page.getByLabel(label('Passwort')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/admin\/member\/export$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Excel/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page).toHaveURL(/\/admin\/member\/export$/);
});
