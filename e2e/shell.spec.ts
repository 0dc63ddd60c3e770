// Rough edges of the client shell: the process badge after a process change, the
// top-bar picture after a new upload, the confirmation of "Adresse kopieren".
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, createMember, login, registerMember } from './fixtures';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Verwaltungsnavigation' });

test('the process badge counts a retirement the admin started at once, without a reload', async ({ page }) => {
  // A member of this test's own in the admin's association (the retirement changes it).
  const person = await createMember({ club: 'Hamburg Warriors Lacrosse e.V.' });
  await login(page, DEMO.admin);
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/processes/approvable/count'));
  await page.goto(`/admin/members/${person.id}`);
  const body = (await (await counted).json()) as { data: { count: number } | number };
  const before = typeof body.data === 'number' ? body.data : body.data.count;
  const badge = nav(page).getByLabel(/\d+ Prozesse? zu genehmigen/);
  if (before > 0) await expect(badge).toHaveText(String(before));

  await page
    .getByRole('button', { name: /^Austritt / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Ich bestätige den Austritt; zugewiesene Lizenzen werden entfernt.').check();
  await dialog.getByRole('button', { name: 'Austritt beantragen' }).click();
  await expect(toast(page, 'Austritt beantragt!')).toBeVisible();
  // The admin approves a retirement in their own association: the badge shows one more without a reload.
  await expect(badge).toHaveText(String(before + 1));
});

test('the top-bar picture changes at once after a new upload', async ({ page }) => {
  const member = await registerMember(page);
  const png = (r: number) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background: { r, g: 120, b: 200 } } })
      .png()
      .toBuffer();
  const first = await page.request.post('/api/self/avatar', {
    multipart: { avatar: { name: 'first.png', mimeType: 'image/png', buffer: await png(20) } },
  });
  expect(first.status()).toBe(201);
  await page.goto('/profile');
  const topBarPicture = page.getByRole('banner').getByRole('img', { name: `${member.firstname} ${member.lastname}` });
  await expect(topBarPicture).toBeVisible();
  const oldSrc = await topBarPicture.getAttribute('src');

  await page.getByRole('button', { name: `Profilbild von ${member.firstname} ${member.lastname}` }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Bild ändern' }).click();
  await (await chooser).setFiles({ name: 'second.png', mimeType: 'image/png', buffer: await png(220) });
  await expect(toast(page, 'Profilbild gespeichert!')).toBeVisible();
  await expect(topBarPicture).not.toHaveAttribute('src', oldSrc!);
  await expect(topBarPicture).toHaveAttribute('src', /\/api\/persons\/\d+\/avatar\?ts=\d+$/);
});

test('"Adresse kopieren" confirms with a toast and puts the calendar address on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, DEMO.player);
  const webcal = page.getByTestId('webcal-link');
  await expect(webcal).toBeVisible();
  // The start page done loading (its sections' answers): a section drawn again would forget the button's state.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Adresse kopieren' }).click();
  await expect(page.getByRole('button', { name: 'Kopiert' })).toBeVisible();
  await expect(toast(page, 'Adresse kopiert')).toBeVisible();
  expect(
    await page.evaluate(() =>
      // The browser's navigator (the e2e tsconfig has no DOM types).
      (navigator as unknown as { clipboard: { readText(): Promise<string> } }).clipboard.readText(),
    ),
  ).toBe(await webcal.getAttribute('href'));
});
