// Clubs, joining and memberships: a new member searches a club, joins a team with a subscription, changes it and
// asks for a club switch; the start page of a league player; the game tasks frame of a referee; retirement.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, label, login, registerMember } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a new member searches a club, joins a team with a subscription, changes it and requests a club switch', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerMember(page);

  // No membership yet: the empty state leads to the club search.
  await expect(page.getByText('Keine aktiven Mitgliedschaften')).toBeVisible();
  await page.getByRole('link', { name: 'Verein finden und beitreten' }).click();
  await expect(page).toHaveURL(/\/clubs$/);
  await page.getByLabel('Verein oder Ort suchen').fill('Hamburg');
  await expect(page.getByText('1 Verein', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /Hamburg Warriors Lacrosse e\.V\./ }).click();

  // A woman sees the women's and the mixed teams, not the men's.
  await expect(page.getByRole('heading', { level: 1, name: 'Hamburg Warriors Lacrosse e.V.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hamburg Warriors Damen', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hamburg Warriors Herren', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Beitreten: Hamburg Warriors Damen' }).click();

  // Join: subscription and interval required, the interval waits for the subscription, every term ticked.
  await expect(page).toHaveURL(/\/clubs\/\d+\/join\?teamID=\d+$/);
  const join = page.getByRole('button', { name: 'Beitreten', exact: true });
  await expect(join).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Abrechnungsintervall', exact: true })).toBeDisabled();
  await choose(page, 'Abonnement', 'Aktiv');
  await choose(page, 'Abrechnungsintervall', 'Alle 3 Monate');
  await expect(join).toBeDisabled();
  const boxes = page.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(0);
  for (const box of await boxes.all()) await box.check();
  await expect(join).toBeEnabled();
  await join.click();
  await expect(toast(page, 'Beitritt erfolgreich!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  // The start page lists the membership; it leads to the membership's club profile.
  await page.getByTestId('membership-card').filter({ hasText: 'Hamburg Warriors Lacrosse e.V.' }).click();
  await expect(page).toHaveURL(/\/memberships\/\d+\/profile$/);
  await expect(page.getByText('Aktiv, Alle 3 Monate')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ansprechpartner' })).toBeVisible();

  // Subscription change: a subscription that does not offer the interval clears it.
  await page.getByRole('tab', { name: 'Abonnement' }).click();
  const save = page.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeDisabled();
  await choose(page, 'Abonnement', 'Passiv');
  await expect(page.getByRole('combobox', { name: 'Abrechnungsintervall', exact: true })).toHaveValue('');
  await expect(save).toBeDisabled();
  await choose(page, 'Abrechnungsintervall', 'Alle 12 Monate');
  await save.click();
  await expect(toast(page, 'Abonnement gespeichert!')).toBeVisible();
  await expect(page.getByText('Passiv, Alle 12 Monate')).toBeVisible();

  // Club switch: a change request with approvals; while it is pending, switch and exit are gone.
  await page.getByRole('tab', { name: 'Wechsel' }).click();
  const request = page.getByRole('button', { name: 'Wechsel beantragen' });
  await expect(request).toBeDisabled();
  await page.getByRole('combobox', { name: 'Neuer Verein', exact: true }).fill('Berlin');
  await page.getByRole('option', { name: /Berliner Lacrosse Club Bears/ }).click();
  await request.click();
  await expect(toast(page, 'Wechsel beantragt!')).toBeVisible();
  const pending = page.getByTestId('pending-process');
  await expect(pending).toContainText('Vereinswechsel zu Berliner Lacrosse Club Bears e.V.');
  await expect(pending).toContainText('Bisheriger Verein: Hamburg Warriors Lacrosse e.V.');
  await expect(pending).toContainText('Neuer Verein: Berliner Lacrosse Club Bears e.V.');
  await expect(pending).toContainText('Verband');
  await expect(pending.getByText('ausstehend').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Wechsel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Austritt aus dem Verband' })).toHaveCount(0);

  // The state survives a reload, and the switch page says a request is pending.
  await page.goto(page.url().replace(/profile$/, 'switch'));
  await expect(page.getByText('Für diese Mitgliedschaft läuft bereits ein Antrag.')).toBeVisible();
});

test('a member asks to leave the association: confirmation text and a required checkbox', async ({ page }) => {
  await registerMember(page);
  await page.goto('/clubs');
  await page.getByLabel('Verein oder Ort suchen').fill('Hamburg');
  await page.getByRole('link', { name: /Hamburg Warriors Lacrosse e\.V\./ }).click();
  await page.getByRole('link', { name: 'Lacrosse beitreten' }).click();
  await choose(page, 'Abonnement', 'Passiv');
  await choose(page, 'Abrechnungsintervall', 'Alle 12 Monate');
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(toast(page, 'Beitritt erfolgreich!')).toBeVisible();
  await page.getByTestId('membership-card').filter({ hasText: 'ohne Mannschaft' }).click();

  await page.getByRole('button', { name: 'Austritt aus dem Verband' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Möchtest du wirklich den Austritt aus dem Verband anfordern?')).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Austritt beantragen' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(label('Ja, ich möchte aus dem Verband austreten.')).check();
  await submit.click();
  await expect(toast(page, 'Austritt beantragt!')).toBeVisible();
  await expect(page.getByTestId('pending-process')).toContainText('Austritt aus dem Verband');
  await expect(page.getByRole('switch', { name: 'Alumni-Status' })).toHaveCount(0);
});

test('the start page of a league player: membership, schedule with the live game, statistics, calendar link', async ({
  page,
}) => {
  await login(page, DEMO.player);
  const card = page.getByTestId('membership-card').filter({ hasText: 'Hamburg Warriors Lacrosse e.V.' });
  await expect(card).toContainText('Hamburg Warriors Herren');
  await expect(card).toHaveAttribute('href', /^\/memberships\/\d+\/profile$/);

  const games = page.getByTestId('schedule-game');
  await expect(games.first()).toBeVisible();
  // The demo keeps one game of the player's team live.
  await expect(games.filter({ hasText: 'Live' })).toHaveCount(1);

  const stats = page.getByRole('table');
  await expect(stats.getByRole('columnheader', { name: 'Tore' })).toBeVisible();
  await expect(stats.getByRole('row').filter({ hasText: '1. Bundesliga Herren' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alle Statistiken' })).toHaveAttribute('href', /^\/stats\/leagues\/\d+\/games$/);

  await expect(page.getByTestId('webcal-link')).toHaveAttribute(
    'href',
    /^webcal:\/\/127\.0\.0\.1:\d+\/api\/calendar\/games\/[0-9a-f-]{36}\.ics$/,
  );
});

test('a referee sees the task notice and the badge, and the framed task list sizes itself', async ({ page }) => {
  await login(page, DEMO.referee);
  await expect(page.getByTestId('game-task-notice')).toContainText(/Du hast \d+ offene Aufgaben? nach/);
  const entry = menu(page).getByRole('link', { name: 'Offene Aufgaben' });
  await expect(entry.getByLabel(/Offene Aufgaben: \d+/)).toBeVisible();

  await page.getByRole('link', { name: 'Zu den Aufgaben' }).click();
  await expect(page).toHaveURL(/\/game-tasks$/);
  const frame = page.frameLocator('[data-testid="game-tasks-frame"]');
  await expect(frame.getByText('Spielbericht unterschreiben').first()).toBeVisible();
  // The framed page reports its height; the frame follows it (no inner scrolling).
  await expect
    .poll(async () =>
      page.getByTestId('game-tasks-frame').evaluate((el) => {
        type Box = { getBoundingClientRect(): { height: number } };
        const inner = (el as unknown as { contentDocument: { documentElement: Box } | null }).contentDocument;
        const height = inner?.documentElement.getBoundingClientRect().height ?? 0;
        return Math.abs((el as unknown as Box).getBoundingClientRect().height - Math.ceil(height)) <= 1;
      }),
    )
    .toBe(true);
});
