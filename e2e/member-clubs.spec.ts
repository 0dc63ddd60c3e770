// Clubs, joining and memberships: a new member searches a club, joins a team with a subscription, changes it and
// asks for a club switch; the start page of a league player; the game tasks frame of a referee; retirement;
// reactivating an alumni membership from the start page; reporting a club contact's picture.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, idOf, label, login, personIdOf, queryE2eDatabase, registerMember, shoot, type NewMember } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const HAMBURG = 'Hamburg Warriors Lacrosse e.V.';

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
  // One month reads as such, not "Alle 1 Monate".
  await page.getByRole('combobox', { name: 'Abrechnungsintervall', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Jeden Monat' })).toBeVisible();
  await page.getByRole('option', { name: 'Alle 3 Monate' }).click();
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

/** A fresh member joins the Hamburg club for lacrosse without a team and lands on the start page. */
async function joinHamburgForLacrosse(page: Page, subscription: string, interval: string): Promise<NewMember> {
  const member = await registerMember(page);
  await page.goto('/clubs');
  await page.getByLabel('Verein oder Ort suchen').fill('Hamburg');
  await page.getByRole('link', { name: /Hamburg Warriors Lacrosse e\.V\./ }).click();
  await page.getByRole('link', { name: 'Lacrosse beitreten' }).click();
  await choose(page, 'Abonnement', subscription);
  await choose(page, 'Abrechnungsintervall', interval);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(toast(page, 'Beitritt erfolgreich!')).toBeVisible();
  return member;
}

test('a member asks to leave the association: confirmation text and a required checkbox; then withdraws it', async ({ page }) => {
  await joinHamburgForLacrosse(page, 'Passiv', 'Alle 12 Monate');
  await page.getByTestId('membership-card').filter({ hasText: 'ohne Mannschaft' }).click();

  const open = page.getByRole('button', { name: 'Austritt aus dem Verband' });
  const dialog = page.getByRole('dialog');
  const tick = dialog.getByLabel(label('Ja, ich möchte aus dem Verband austreten.'));
  const submit = dialog.getByRole('button', { name: 'Austritt beantragen' });
  await open.click();
  await expect(dialog.getByText('Möchtest du wirklich den Austritt aus dem Verband anfordern?')).toBeVisible();
  await expect(submit).toBeDisabled();
  await tick.check();
  await shoot(page, 'member-clubs', 'retire-dialog');

  // Cancel and Escape both forget the tick: the next opening asks again.
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await open.click();
  await expect(tick).not.toBeChecked();
  await expect(submit).toBeDisabled();
  await tick.check();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await open.click();
  await expect(tick).not.toBeChecked();

  await tick.check();
  await submit.click();
  await expect(toast(page, 'Austritt beantragt!')).toBeVisible();
  await expect(page.getByTestId('pending-process')).toContainText('Austritt aus dem Verband');
  await expect(page.getByRole('switch', { name: 'Alumni-Status' })).toHaveCount(0);

  // Thought better of it: the member withdraws the request, and the membership is theirs to change again.
  await page.getByTestId('pending-process').getByRole('button', { name: 'Antrag zurückziehen' }).click();
  await expect(dialog.getByText('Möchtest du den Antrag wirklich zurückziehen?')).toBeVisible();
  await shoot(page, 'member-clubs', 'withdraw-dialog');
  await dialog.getByRole('button', { name: 'Antrag zurückziehen' }).click();
  await expect(toast(page, 'Antrag zurückgezogen!')).toBeVisible();
  await expect(page.getByTestId('pending-process')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Alumni-Status' })).toBeVisible();
  await expect(open).toBeVisible();
});

test('an alumni member reactivates from the start page; the club page offers it too', async ({ page }) => {
  test.setTimeout(60_000);
  const member = await joinHamburgForLacrosse(page, 'Aktiv', 'Jeden Monat');
  // Becoming alumni needs an approved process (processes.spec.ts); here the membership is simply alumni.
  await queryE2eDatabase('UPDATE memberships SET is_alumni = true WHERE person_id = $1', [await personIdOf(member.email)]);

  // The club page: the sport shows the alumni membership with "Reaktivieren", the teams of the sport say why not.
  await page.goto('/clubs');
  await page.getByLabel('Verein oder Ort suchen').fill('Hamburg');
  await page.getByRole('link', { name: /Hamburg Warriors Lacrosse e\.V\./ }).click();
  await expect(page.getByText('Lacrosse: Alumni')).toBeVisible();
  await expect(page.getByRole('button', { name: `Reaktivieren: ${HAMBURG}` })).toBeVisible();
  await expect(
    page.getByTestId('club-team').getByText('Du bist Alumni dieses Vereins: Reaktiviere zuerst deine Mitgliedschaft.').first(),
  ).toBeVisible();
  await shoot(page, 'member-clubs', 'club-alumni');

  // The start page: the alumni card still links home, "Reaktivieren" sits beside it.
  await page.goto('/home');
  const card = page.getByTestId('membership-card').filter({ hasText: HAMBURG });
  await expect(card).toHaveAttribute('href', '/home');
  await expect(card).toContainText('Alumni');
  await shoot(page, 'member-clubs', 'home-alumni');
  await page.getByRole('button', { name: `Reaktivieren: ${HAMBURG}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Wieder aktiv werden' });
  const save = dialog.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeDisabled();
  await choose(page, 'Sportart', /^Lacrosse$/);
  await expect(save).toBeEnabled();
  await shoot(page, 'member-clubs', 'reactivate-dialog');
  await save.click();
  await expect(toast(page, 'Mitgliedschaft reaktiviert!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveAttribute('href', /^\/memberships\/\d+\/profile$/);
  await expect(page.getByRole('button', { name: `Reaktivieren: ${HAMBURG}` })).toHaveCount(0);

  await card.click();
  await expect(page.getByText('Aktiv, Jeden Monat')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Alumni-Status' })).not.toBeChecked();
});

test('a member reports the picture of a club contact: from the club page and from the membership’s contact page', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const owner = await registerMember(page);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/self/avatar', {
    multipart: { avatar: { name: 'me.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status()).toBe(201);
  // A club of its own, offering lacrosse, with the owner as its main contact.
  const clubName = `E2E Kontaktverein ${owner.lastname}`;
  const [club] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO clubs (association_id, name, city, updated_at)
     SELECT association_id, $1, 'Teststadt', now() FROM clubs WHERE name = $2 RETURNING id`,
    [clubName, HAMBURG],
  );
  await queryE2eDatabase('INSERT INTO club_sports (club_id, sport_id) VALUES ($1, $2)', [
    club!.id,
    await idOf('sports', 'lacrosse'),
  ]);
  const person = { id: await personIdOf(owner.email) };
  await queryE2eDatabase(`INSERT INTO club_contacts (club_id, person_id, position) VALUES ($1, $2, 'main')`, [
    club!.id,
    person.id,
  ]);
  const fullName = `${owner.firstname} ${owner.lastname}`;
  const pictureMenu = (p: Page) => p.getByRole('button', { name: `Profilbild von ${fullName}` });
  const reportPath = new RegExp(`/report-abuse/${person.id}$`);

  // The owner sees their own picture without a report entry.
  await page.goto(`/clubs/${club!.id}`);
  await page.getByRole('tab', { name: 'Ansprechpartner' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Ansprechpartner' }).getByRole('img', { name: fullName })).toBeVisible();
  await expect(pictureMenu(page)).toHaveCount(0);

  const context = await browser.newContext();
  const reporter = await context.newPage();
  await registerMember(reporter);
  await reporter.goto(`/clubs/${club!.id}`);
  await reporter.getByRole('tab', { name: 'Ansprechpartner' }).click();
  await expect(reporter.getByText('Hauptansprechpartner')).toBeVisible();
  await shoot(reporter, 'member-clubs', 'club-contacts');
  await pictureMenu(reporter).click();
  await expect(reporter.getByRole('menuitem', { name: 'Bild melden' })).toHaveAttribute('href', reportPath);
  await reporter.keyboard.press('Escape');

  // As a member of the club: the contact's page in the membership has the avatar menu.
  await reporter.getByRole('tab', { name: 'Mannschaften' }).click();
  await reporter.getByRole('link', { name: 'Lacrosse beitreten' }).click();
  await choose(reporter, 'Abonnement', 'Passiv');
  await choose(reporter, 'Abrechnungsintervall', 'Alle 12 Monate');
  for (const box of await reporter.getByRole('checkbox').all()) await box.check();
  await reporter.getByRole('button', { name: 'Beitreten', exact: true }).click();
  await expect(toast(reporter, 'Beitritt erfolgreich!')).toBeVisible();
  await reporter.getByTestId('membership-card').filter({ hasText: clubName }).click();
  await reporter.getByRole('link', { name: new RegExp(fullName) }).click();
  await expect(reporter).toHaveURL(/\/memberships\/\d+\/profile\/contact\/\d+$/);
  await shoot(reporter, 'member-clubs', 'membership-contact');
  await pictureMenu(reporter).click();
  await reporter.getByRole('menuitem', { name: 'Bild melden' }).click();
  await expect(reporter).toHaveURL(reportPath);
  await expect(reporter.getByRole('heading', { name: 'Profilbild melden' })).toBeVisible();
  await expect(reporter.getByRole('img', { name: 'Das gemeldete Profilbild' })).toBeVisible();
  await context.close();
});

test('the start page of a league player: membership, schedule with the live game, statistics, calendar link and its renewal', async ({
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

  const webcal = page.getByTestId('webcal-link');
  await expect(webcal).toHaveAttribute(
    'href',
    /^webcal:\/\/127\.0\.0\.1:\d+\/api\/calendar\/games-calendar\/[0-9a-f-]{36}\.ics$/,
  );

  // A leaked address is revoked by renewing it: after a confirmation the link changes, the old one is gone.
  const feed = (href: string) => href.replace(/^webcal:/, 'http:');
  const old = (await webcal.getAttribute('href'))!;
  expect((await page.request.get(feed(old))).status()).toBe(200);
  await page.getByTestId('webcal-renew').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Die bisherige Adresse funktioniert danach nicht mehr', { exact: false })).toBeVisible();
  await shoot(page, 'member-clubs', 'calendar-renew-dialog');
  await dialog.getByRole('button', { name: 'Kalender-Adresse erneuern' }).click();
  await expect(page.getByText('Neue Kalender-Adresse erstellt')).toBeVisible();
  await expect(webcal).not.toHaveAttribute('href', old);
  const renewed = (await webcal.getAttribute('href'))!;
  expect((await page.request.get(feed(old))).status()).toBe(404);
  expect((await page.request.get(feed(renewed))).status()).toBe(200);
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
