// An export with a session whose password entry is too old asks for the password (/reLogin) and
// comes back to the export page, where the download then works.
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, label, login, queryE2eDatabase } from './fixtures';

test('an export with an old password entry goes through /reLogin and back, then downloads', async ({ page }) => {
  await login(page, DEMO.club);
  await page.goto('/admin/member/export');
  await expect(page.getByTestId('export-count')).not.toHaveText('…');
  // As if the password was entered long ago (a remember-me session): only authAt ages, of this page's session alone
  // (other tests signed in as the same account keep theirs). The cookie (server/middleware/session.ts) is s:<sid>.<sig>.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'portal.sid');
  const signed = decodeURIComponent(cookie!.value);
  const sid = signed.slice(2, signed.lastIndexOf('.'));
  const aged = await queryE2eDatabase<{ sid: string }>(
    `UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{authAt}', '0')::json WHERE sid = $1 RETURNING sid`,
    [sid],
  );
  expect(aged).toHaveLength(1);
  await page.getByRole('link', { name: /Excel/ }).click();
  await expect(page).toHaveURL(/\/reLogin\?next=%2Fadmin%2Fmember%2Fexport/);
  await page.getByLabel(label('Passwort')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/admin\/member\/export$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Excel/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page).toHaveURL(/\/admin\/member\/export$/);
});
