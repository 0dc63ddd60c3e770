// Email changes in Chromium: an admin enters a new address, it stays pending ('Bestätigung
// ausstehend') until the link mailed to it is clicked; the email of a person with rights the viewer lacks is read-only.
import { expect, test } from '@playwright/test';
import { DEMO, createMember, grantRole, login, newestMailTo, queryE2eDatabase, shoot, unique } from './fixtures';

/** A member of Hamburg Warriors with an address, created by the admin through the API; answers the person's id. */
async function memberWith(email: string): Promise<number> {
  return (
    await createMember({ club: 'Hamburg Warriors Lacrosse e.V.', firstname: 'Wiebke', lastname: `Mailmann-${unique()}`, email })
  ).id;
}

test('a new address counts only once it is confirmed through the link mailed to it', async ({ page }) => {
  const oldAddress = `alt-${unique()}@example.org`;
  const newAddress = `neu-${unique()}@example.org`;
  await login(page, DEMO.admin);
  const id = await memberWith(oldAddress);
  await page.goto(`/admin/members/${id}`);

  await page.getByRole('link', { name: 'Bearbeiten', exact: true }).first().click();
  const email = page.getByTestId('email-input');
  await expect(email).toBeEnabled();
  await expect(email).toHaveValue(oldAddress);
  const since = new Date();
  await email.fill(newAddress);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die neue Adresse hat eine E-Mail zur Bestätigung erhalten.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/members/${id}$`));
  await expect(page.getByTestId('pending-email')).toHaveText(`Bestätigung ausstehend: ${newAddress}`);
  await expect(page.getByText(oldAddress)).toBeVisible();

  const notice = await newestMailTo(oldAddress, since);
  expect(notice.subject).toBe('Deine E-Mail-Adresse soll geändert werden');
  const mail = await newestMailTo(newAddress, since);
  const token = /\/confirmEmail\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();

  await page.goto(`/confirmEmail/${token}`);
  await expect(page.getByRole('heading', { name: 'Neue E-Mail-Adresse bestätigen' })).toBeVisible();
  await shoot(page, 'email-change', 'confirm');
  await page.getByRole('button', { name: 'Adresse bestätigen' }).click();
  await expect(page.getByText('Deine neue E-Mail-Adresse gilt ab jetzt.')).toBeVisible();

  await page.goto(`/admin/members/${id}`);
  await expect(page.getByText(newAddress)).toBeVisible();
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
});

test('the email of a person with rights the viewer lacks is read-only, with a hint', async ({ page }) => {
  await login(page, DEMO.admin);
  const id = await memberWith(`liga-${unique()}@example.org`);
  // A league representative: rights (leagues, games) a club representative does not have.
  const [league] = await queryE2eDatabase<{ id: number }>('SELECT id FROM competitions ORDER BY id LIMIT 1');
  await grantRole(id, 'league-leader', { competitionId: league!.id });
  await page.goto('/logout');
  // Signed out once the app has sent the sign-out and moved on to the login page (a new page before that would
  // abort the sign-out and open the start page still signed in).
  await expect(page).toHaveURL(/\/login$/);
  await login(page, DEMO.club);
  await page.goto(`/admin/members/${id}/contactData`);
  await expect(page.getByTestId('email-input')).toBeDisabled();
  await expect(page.getByText('Diese Person hat Rechte, die du nicht hast')).toBeVisible();
  // Everything else stays editable.
  await page.getByLabel('Ort', { exact: true }).fill('Buxtehude');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Kontaktdaten gespeichert!')).toBeVisible();
  await page.goto(`/admin/members/${id}/contactData`);
  await expect(page.getByTestId('email-input')).toBeDisabled();
  await shoot(page, 'email-change', 'read-only');
});
