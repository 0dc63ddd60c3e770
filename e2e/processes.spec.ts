// Approval processes in Chromium: a member requests a club switch, the old club, the new club and the association
// approve, and the member sees the new club; an association admin force-approves; the badge and the empty state.
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  createMember,
  grantRole,
  idOf,
  login,
  makeAccount,
  personIdOf,
  registerMember,
  shoot,
} from './fixtures';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Verwaltungsnavigation' });

async function signOut(page: Page) {
  await page.context().clearCookies();
}

async function approveAs(page: Page, email: string, memberName: RegExp) {
  await signOut(page);
  await login(page, email);
  await page.goto('/admin/processes');
  const row = page.getByTestId('process-row').filter({ hasText: memberName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Zu genehmigen');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Vereinswechsel: / })).toBeVisible();
  await page.getByRole('button', { name: 'Genehmigen' }).click();
  await expect(toast(page, 'Prozess genehmigt!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/processes$/);
}

test('a club switch: the member asks, old club, new club and association approve, the member sees the new club', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await registerMember(page);
  const memberName = new RegExp(`${member.lastname}, ${member.firstname}`);

  // The member joins Hamburg (without a team) and asks to switch to Berlin.
  await page.goto('/clubs');
  await page.getByLabel('Verein oder Ort suchen').fill('Hamburg');
  await page.getByRole('link', { name: /Hamburg Warriors Lacrosse e\.V\./ }).click();
  await page.getByRole('link', { name: 'Lacrosse beitreten' }).click();
  await page.getByRole('combobox', { name: 'Abonnement', exact: true }).click();
  await page.getByRole('option', { name: 'Passiv' }).click();
  await page.getByRole('combobox', { name: 'Abrechnungsintervall', exact: true }).click();
  await page.getByRole('option', { name: 'Alle 12 Monate' }).click();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(toast(page, 'Beitritt erfolgreich!')).toBeVisible();
  await page.getByTestId('membership-card').filter({ hasText: 'Hamburg Warriors' }).click();
  await page.getByRole('tab', { name: 'Wechsel' }).click();
  await page.getByRole('combobox', { name: 'Neuer Verein', exact: true }).fill('Berlin');
  await page.getByRole('option', { name: /Berliner Lacrosse Club Bears/ }).click();
  await page.getByRole('button', { name: 'Wechsel beantragen' }).click();
  await expect(toast(page, 'Wechsel beantragt!')).toBeVisible();

  // The old club's representative sees it in the badge and the list, and approves.
  await signOut(page);
  await login(page, DEMO.club);
  await page.goto('/admin/processes');
  await expect(nav(page).getByLabel(/\d+ Prozesse? zu genehmigen/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Prozesse' })).toBeVisible();
  await expect(page.getByTestId('process-row').filter({ hasText: memberName })).toBeVisible();
  await shoot(page, 'processes', 'process-list');
  await page.getByTestId('process-row').filter({ hasText: memberName }).click();
  const approvals = page.getByTestId('approval');
  await expect(approvals).toHaveCount(3);
  await expect(approvals.filter({ hasText: 'Bisheriger Verein: Hamburg Warriors' })).toContainText('Deine Genehmigung');
  await expect(approvals.filter({ hasText: 'Neuer Verein: Berliner Lacrosse Club Bears' })).toContainText('ausstehend');
  await expect(page.getByRole('button', { name: 'Sofort durchführen' })).toHaveCount(0);
  await shoot(page, 'processes', 'process-details');
  await page.getByRole('button', { name: 'Genehmigen' }).click();
  await expect(toast(page, 'Prozess genehmigt!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/processes$/);
  await expect(page.getByTestId('process-row').filter({ hasText: memberName })).not.toContainText('Zu genehmigen');

  // The new club's representative (a person of this test's own, made representative of the club) approves.
  const berlin = 'Berliner Lacrosse Club Bears e.V.';
  const berlinLeader = await createMember({ club: berlin, firstname: 'Bernd' });
  await grantRole(berlinLeader.id, 'club-leader', { clubId: await idOf('clubs', berlin) });
  await makeAccount(berlinLeader.email!, DEMO_PASSWORD);
  await approveAs(page, berlinLeader.email!, memberName);

  // The association admin gives the last approval: the switch is carried out.
  await approveAs(page, DEMO.admin, memberName);
  await expect(page.getByTestId('process-row').filter({ hasText: memberName })).toHaveCount(0);
  await page
    .locator('label')
    .filter({ hasText: /^Abgeschlossen$/ })
    .click();
  await expect(page.getByTestId('process-row').filter({ hasText: memberName })).toContainText('abgeschlossen');

  await signOut(page);
  await login(page, member.email, member.password);
  const card = page.getByTestId('membership-card').filter({ hasText: 'Berliner Lacrosse Club Bears' });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('membership-card').filter({ hasText: 'Hamburg Warriors' })).toHaveCount(0);
});

/** Back on the list after an action: the process has left the running ones; its row among the finished ones. */
async function finishedRow(page: Page, name: string) {
  await expect(page).toHaveURL(/\/admin\/processes$/);
  await expect(page.getByTestId('process-row').filter({ hasText: name })).toHaveCount(0);
  await page
    .locator('label')
    .filter({ hasText: /^Abgeschlossen$/ })
    .click();
  return page.getByTestId('process-row').filter({ hasText: name });
}

test('an association admin force-approves a process; it moves to the completed ones', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, DEMO.admin);
  await page.goto('/admin/processes');
  const row = page.getByTestId('process-row').filter({ hasText: 'Alumni-Status' }).first();
  await expect(row).toBeVisible();
  const name = (await row.locator('p').first().textContent())!;
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Alumni-Status: / })).toBeVisible();
  // The association admin holds no approval of an alumni request, but may carry it out.
  await expect(page.getByRole('button', { name: 'Genehmigen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sofort durchführen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Die fehlenden Genehmigungen werden übersprungen');
  await shoot(page, 'processes', 'process-force-confirm');
  await dialog.getByRole('button', { name: 'Sofort durchführen' }).click();
  await expect(toast(page, 'Prozess durchgeführt!')).toBeVisible();
  const done = await finishedRow(page, name);
  await expect(done).toContainText('abgeschlossen');
  await done.click();
  await expect(page.getByText('sofort durchgeführt')).toBeVisible();
  await expect(page.getByTestId('approval').filter({ hasText: 'Bisheriger Verein' })).toContainText('übersprungen von');
  await shoot(page, 'processes', 'process-forced-details');
});

test('an association admin withdraws a running process: it ends as cancelled, nothing carried out', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, DEMO.admin);
  await page.goto('/admin/processes');
  const row = page.getByTestId('process-row').first();
  await expect(row).toBeVisible();
  const name = (await row.locator('p').first().textContent())!;
  await row.click();
  await page.getByRole('button', { name: 'Zurückziehen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Der Antrag wird beendet, ohne dass er durchgeführt wird.');
  await dialog.getByRole('button', { name: 'Zurückziehen' }).click();
  await expect(toast(page, 'Antrag zurückgezogen!')).toBeVisible();
  await expect((await finishedRow(page, name)).first()).toContainText('abgebrochen');
});

test('someone without processes sees the empty state and no badge', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await registerMember(page);
  // A league representative of a league without processes.
  await grantRole(await personIdOf(member.email), 'league-leader', {
    competitionId: await idOf('competitions', 'Indoor Lacrosse Liga'),
  });
  await page.goto('/admin/processes');
  await expect(page.getByRole('heading', { level: 1, name: 'Prozesse' })).toBeVisible();
  await expect(page.getByTestId('process-empty')).toHaveText('Keine laufenden Prozesse');
  await expect(nav(page).getByRole('link', { name: 'Prozesse' }).locator('.mantine-Badge-root')).toHaveCount(0);
  await shoot(page, 'processes', 'process-empty');
});
