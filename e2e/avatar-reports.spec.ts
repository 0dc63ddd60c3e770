// Reported pictures in Chromium: two members of this test's own in the demo association get a picture, another
// account reports both through the API, the association admin finds them from the dashboard count, releases one and
// removes the other (each after a confirmation); both owners get their mail. Screenshots under
// .data/screenshots/avatar-reports/ (git-ignored) to look at.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, createMember, login, newestMailTo, queryE2eDatabase, shoot, signedInApi } from './fixtures';

interface Owner {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
}

/** Two members of this test's own in a club of the admin's association, created by the admin through the API. */
async function ownersInAdminScope(): Promise<Owner[]> {
  const api = await signedInApi(DEMO.admin);
  try {
    const owners: Owner[] = [];
    for (const firstname of ['Klara', 'Rolf']) {
      const owner = await createMember({ club: 'Hamburg Warriors Lacrosse e.V.', firstname }, api);
      owners.push({ ...owner, email: owner.email! });
    }
    return owners;
  } finally {
    await api.dispose();
  }
}

/** Stores a picture for this test's own person as an upload would (WebP, full and thumbnail), with parameters. */
async function givePicture(personId: number, colour: string): Promise<void> {
  const full = await sharp({ create: { width: 480, height: 480, channels: 3, background: colour } })
    .webp()
    .toBuffer();
  const thumbnail = await sharp(full).resize(128, 128).webp().toBuffer();
  const [image] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO images (mime_type, width, height, data, thumbnail) VALUES ('image/webp', 480, 480, $1, $2) RETURNING id`,
    [full, thumbnail],
  );
  await queryE2eDatabase('UPDATE persons SET avatar_id = $1 WHERE id = $2', [image!.id, personId]);
}

/** Another account (the demo referee) reports the pictures through the API, as the report button does. */
async function reportAll(owners: Owner[]): Promise<void> {
  const api = await signedInApi(DEMO.referee);
  for (const owner of owners) {
    const res = await api.post(`/api/persons/${owner.id}/avatar/report`);
    expect(res.status()).toBe(200);
  }
  await api.dispose();
}

async function settle(page: Page) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test('an admin releases one reported picture and removes another', async ({ page }) => {
  const owners = await ownersInAdminScope();
  expect(owners).toHaveLength(2);
  const [kept, removed] = owners as [Owner, Owner];
  await givePicture(kept.id, '#2a7ab0');
  await givePicture(removed.id, '#c03030');
  await reportAll(owners);
  const since = new Date();

  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard');
  const count = page.getByRole('link', { name: /^Gemeldete Bilder\s*\d+$/ });
  await expect(count).toBeVisible();
  expect(Number((await count.textContent())!.match(/\d+$/)![0])).toBeGreaterThanOrEqual(2);
  await settle(page);
  await shoot(page, 'avatar-reports', 'dashboard');
  await count.click();

  await expect(page).toHaveURL(/\/admin\/avatar-reports$/);
  await expect(page.getByRole('heading', { name: 'Gemeldete Profilbilder', level: 1 })).toBeVisible();
  // The admin menu leads here too, with the number of open reports.
  await expect(
    page.getByRole('navigation', { name: 'Verwaltungsnavigation' }).getByRole('link', { name: /Gemeldete Bilder/ }),
  ).toBeVisible();
  const cardOf = (o: Owner) => page.getByTestId('avatar-report').filter({ hasText: `${o.firstname} ${o.lastname}` });
  for (const owner of owners) {
    const card = cardOf(owner);
    await expect(card).toBeVisible();
    await expect(card.getByText('1 Meldung')).toBeVisible();
    await expect(card.getByText('Ausgeblendet')).toBeVisible();
    // The admin sees the hidden picture.
    const picture = card.getByRole('img', { name: `Profilbild von ${owner.firstname} ${owner.lastname}` });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth))
      .toBe(480);
  }
  await settle(page);
  await shoot(page, 'avatar-reports', 'list');

  // Release, after a confirmation that can be cancelled.
  await cardOf(kept).getByRole('button', { name: 'Freigeben' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profilbild freigeben?' });
  await expect(dialog).toContainText(`Das Bild von ${kept.firstname} ${kept.lastname} ist danach wieder für alle sichtbar.`);
  await shoot(page, 'avatar-reports', 'confirm-release');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardOf(kept)).toBeVisible();
  await cardOf(kept).getByRole('button', { name: 'Freigeben' }).click();
  await dialog.getByRole('button', { name: 'Freigeben' }).click();
  await expect(page.getByText('Profilbild freigegeben!')).toBeVisible();
  await expect(cardOf(kept)).toHaveCount(0);

  // Remove.
  await cardOf(removed).getByRole('button', { name: 'Entfernen' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Profilbild entfernen?' });
  await expect(removeDialog).toContainText('wird gelöscht');
  await shoot(page, 'avatar-reports', 'confirm-remove');
  await removeDialog.getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('Profilbild entfernt!')).toBeVisible();
  await expect(cardOf(removed)).toHaveCount(0);
  await settle(page);
  await shoot(page, 'avatar-reports', 'handled');

  const [keptRow] = await queryE2eDatabase<{ avatar_id: number | null; avatar_hidden: boolean }>(
    'SELECT avatar_id, avatar_hidden FROM persons WHERE id = $1',
    [kept.id],
  );
  expect(keptRow).toMatchObject({ avatar_hidden: false, avatar_id: expect.any(Number) });
  const [removedRow] = await queryE2eDatabase<{ avatar_id: number | null }>('SELECT avatar_id FROM persons WHERE id = $1', [
    removed.id,
  ]);
  expect(removedRow!.avatar_id).toBeNull();
  const outcomes = await queryE2eDatabase<{ person_id: number; outcome: string }>(
    'SELECT person_id, outcome::text FROM avatar_reports WHERE person_id = ANY($1::int[]) ORDER BY person_id',
    [[kept.id, removed.id]],
  );
  expect(outcomes).toEqual(
    [
      { person_id: kept.id, outcome: 'released' },
      { person_id: removed.id, outcome: 'removed' },
    ].sort((a, b) => a.person_id - b.person_id),
  );
  expect((await newestMailTo(kept.email, since)).text).toContain('wieder freigegeben');
  expect((await newestMailTo(removed.email, since)).subject).toBe('Dein Profilbild wurde entfernt');
});
