// "Meine Daten" in Chromium: a member downloads their data (the ZIP opens, data.json holds their
// memberships and consents); asks for a new e-mail address, the association's admin approves it in the process pages
// and the new address confirms; asks to be erased, the admin approves, the member can no longer sign in and the
// league's points table shows the erased player's row under the erased name with the same totals.
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import {
  DEMO,
  createMember,
  label,
  login,
  makeAccount,
  newestMailTo,
  queryE2eDatabase,
  seriousAxeFindings,
  shoot,
  signedInApi,
  unique,
  type CreatedMember,
} from './fixtures';
import { E2E_BASE_URL } from './playwright.config';

const PASSWORD = 'Meine-Daten!2026';
const CLUB = 'Hamburg Warriors Lacrosse e.V.';
const IBAN = 'DE89 3704 0044 0532 0130 00';
/** What an erased person is called (ERASED_NAME in server/domains/processes/carry-out-privacy.ts). */
const ERASED = 'Ehemalige Person';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** A test's own member of `club` with an account (password set, terms consented). */
async function memberAccount(club: string = CLUB, firstname = 'Dana'): Promise<CreatedMember & { email: string }> {
  const member = await createMember({ club, firstname, lastname: `Datenschutz-${unique()}` });
  await makeAccount(member.email!, PASSWORD);
  return { ...member, email: member.email! };
}

/** axe finds no serious or critical violation (as e2e/a11y.spec.ts judges the main pages); before a screenshot's resizing. */
async function expectAccessible(page: Page, name: string) {
  // Judged as seen, not as hovered: the menu entry just clicked, active and hovered at once, has too little contrast
  // (the main menu's styles, reported apart).
  await page.mouse.move(640, 790);
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeFindings(page), `axe on ${name}`).toEqual([]);
}

/** As if the password was entered long ago: only authAt of this page's session ages (as in recent-auth.spec.ts). */
async function ageSession(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'portal.sid');
  const signed = decodeURIComponent(cookie!.value);
  const sid = signed.slice(2, signed.lastIndexOf('.'));
  const aged = await queryE2eDatabase(
    `UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{authAt}', '0')::json WHERE sid = $1 RETURNING sid`,
    [sid],
  );
  expect(aged).toHaveLength(1);
}

interface DataJson {
  memberships: { club: string; sport: string }[];
  consents: { term_id: number; version: number }[];
  bank_details: { iban: string; iban_masked: boolean };
}

/** Clicks the download button and opens the ZIP it gives. */
async function downloadMyData(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  const data = JSON.parse(await zip.file('data.json')!.async('string')) as DataJson;
  return { zip, data };
}

async function openMyData(page: Page) {
  await menu(page).getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
}

/** The demo admin (the association's admin) approves the member's open request in the process pages. */
async function approveAsAdmin(
  page: Page,
  member: CreatedMember,
  type: string,
  { age = 'seit 0 Tagen', change }: { age?: string; change?: RegExp } = {},
) {
  await page.context().clearCookies();
  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard');
  const card = page.getByTestId('privacy-requests-card');
  const request = card.getByTestId('privacy-request-row').filter({ hasText: `${member.lastname}, ${member.firstname}` });
  await expect(request).toContainText(type);
  await expect(request.getByTestId('privacy-request-age')).toHaveText(age);
  if (age !== 'seit 0 Tagen') await expect(card).toContainText('Die gesetzliche Frist von einem Monat läuft bald ab.');
  await expectAccessible(page, 'the dashboard with privacy requests');
  await shoot(page, 'privacy', `dashboard-${type}`);
  await page.goto('/admin/processes');
  const row = page.getByTestId('process-row').filter({ hasText: `${member.lastname}, ${member.firstname}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Zu genehmigen');
  if (change) await expect(row.getByTestId('process-change')).toHaveText(change);
  await row.click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`${member.firstname} ${member.lastname}$`) }),
  ).toBeVisible();
  return async () => {
    await page.getByRole('button', { name: 'Genehmigen' }).click();
    await expect(toast(page, 'Prozess genehmigt!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/processes$/);
  };
}

test('a member downloads their data: data.json holds memberships and consents, the full IBAN only after the password again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const member = await memberAccount();
  // Bank details, and a session whose password entry is long ago (as after "remember me"): the IBAN comes masked.
  const api = await signedInApi(member.email, PASSWORD);
  try {
    const saved = await api.put('/api/self/bankInfo', { data: { accountHolder: 'Dana Datenschutz', iban: IBAN, bic: '' } });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  await login(page, member.email, PASSWORD);
  await ageSession(page);
  await openMyData(page);
  await expect(page.getByRole('heading', { name: 'Was wir über dich speichern' })).toBeVisible();
  await expect(page.getByText('Du hast keine Anträge zum Datenschutz gestellt.')).toBeVisible();
  await expectAccessible(page, 'my data');
  await shoot(page, 'privacy', 'my-data');

  const { zip, data } = await downloadMyData(page);
  expect(data.bank_details).toEqual(expect.objectContaining({ iban_masked: true }));
  expect(data.bank_details.iban).not.toContain('0532013000');
  expect(data.memberships).toEqual([expect.objectContaining({ club: CLUB, sport: 'Lacrosse' })]);

  // The consents are those the portal lists for the member, with their versions.
  const memberApi = await signedInApi(member.email, PASSWORD);
  try {
    const consented = (
      (await (await memberApi.get('/api/terms/consented?language=de')).json()) as {
        data: { term_id: number; version: number }[];
      }
    ).data;
    expect(consented.length).toBeGreaterThan(0);
    expect(data.consents.map((c) => [c.term_id, c.version]).sort()).toEqual(consented.map((c) => [c.term_id, c.version]).sort());
  } finally {
    await memberApi.dispose();
  }
  const summary = await zip.file('summary.html')!.async('string');
  expect(summary).toContain(member.lastname);

  // After entering the password again (the page's link, back to the page) the JSON holds the full IBAN.
  await page.getByRole('link', { name: 'Passwort jetzt eingeben' }).click();
  await expect(page).toHaveURL(/\/reLogin\?next=%2Fprivacy$/);
  await page.getByLabel(label('Passwort')).fill(PASSWORD);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  const full = await downloadMyData(page);
  expect(full.data.bank_details).toEqual(expect.objectContaining({ iban: IBAN.replace(/ /g, ''), iban_masked: false }));

  // A request can be withdrawn while it is open.
  const form = page.getByRole('region', { name: 'Name oder E-Mail berichtigen' });
  await form.getByLabel(label('Vorname')).fill('Danaë');
  await form.getByRole('button', { name: 'Berichtigung beantragen' }).click();
  const request = page.getByTestId('privacy-request');
  await expect(request).toContainText('Vorname: Dana → Danaë');
  await expect(page.getByRole('region', { name: 'Meine Daten löschen' })).toContainText(
    'Sobald dein laufender Antrag entschieden ist, kannst du die Löschung beantragen.',
  );
  await request.getByRole('button', { name: 'Zurückziehen' }).click();
  await page.getByRole('dialog', { name: 'Antrag zurückziehen?' }).getByRole('button', { name: 'Zurückziehen' }).click();
  await expect(toast(page, 'Antrag zurückgezogen.')).toBeVisible();
  await expect(request).toContainText('zurückgezogen');
  await expect(request.getByRole('button', { name: 'Zurückziehen' })).toHaveCount(0);
});

test('an e-mail correction: the member asks, the admin approves in the process pages, the new address confirms', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const member = await memberAccount();
  const newAddress = `neu-${unique()}@example.org`;
  await login(page, member.email, PASSWORD);
  await openMyData(page);

  const form = page.getByRole('region', { name: 'Name oder E-Mail berichtigen' });
  const submit = form.getByRole('button', { name: 'Berichtigung beantragen' });
  await expect(form.getByLabel(label('Nachname'))).toHaveValue(member.lastname);
  await expect(submit).toBeDisabled();
  await form.getByLabel(label('E-Mail')).fill(newAddress);
  await form.getByLabel('Anmerkung (optional)').fill('Neue Adresse seit dem Umzug');
  await submit.click();
  await expect(toast(page, 'Dein Antrag auf Berichtigung ist eingegangen.')).toBeVisible();
  const request = page.getByTestId('privacy-request');
  await expect(request).toHaveCount(1);
  await expect(request).toContainText('Berichtigung');
  await expect(request).toContainText('in Prüfung');
  await expect(request).toContainText(`E-Mail: ${member.email} → ${newAddress}`);
  await expect(request.getByRole('button', { name: 'Zurückziehen' })).toBeVisible();
  await expectAccessible(page, 'my data with a request');
  await shoot(page, 'privacy', 'rectify-requested');

  const approve = await approveAsAdmin(page, member, 'Berichtigung', {
    change: new RegExp(`^E-Mail: ${member.email} → ${newAddress}$`),
  });
  const changes = page.getByTestId('process-changes');
  await expect(changes.getByRole('row', { name: /E-Mail/ })).toContainText(member.email);
  await expect(changes.getByRole('row', { name: /E-Mail/ })).toContainText(newAddress);
  await expect(page.getByText('Neue Adresse seit dem Umzug')).toBeVisible();
  await expectAccessible(page, 'a rectify process');
  await shoot(page, 'privacy', 'rectify-process');
  const since = new Date();
  await approve();

  // The new address counts once confirmed through the link mailed to it.
  const mail = await newestMailTo(newAddress, since);
  const token = /\/confirmEmail\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  await page.context().clearCookies();
  await page.goto(`/confirmEmail/${token}`);
  await page.getByRole('button', { name: 'Adresse bestätigen' }).click();
  await expect(page.getByText('Deine neue E-Mail-Adresse gilt ab jetzt.')).toBeVisible();

  await login(page, newAddress, PASSWORD);
  await openMyData(page);
  await expect(page.getByTestId('privacy-request')).toContainText('durchgeführt');
  await expect(page.getByTestId('privacy-request').getByRole('button', { name: 'Zurückziehen' })).toHaveCount(0);
});

test('erasure: the admin approves, the member can no longer sign in, the points table keeps the totals without the name', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A finished game of a league's default season (the newest); the member scores twice for its home team (line-up and goals).
  const [game] = await queryE2eDatabase<{ id: number; team_id: number; club: string; competition_id: number; season_id: number }>(
    `SELECT g.id, g.home_team_id AS team_id, c.name AS club, g.competition_id, g.season_id
       FROM games g
       JOIN competitions co ON co.id = g.competition_id
       JOIN teams t ON t.id = g.home_team_id
       JOIN clubs c ON c.id = t.club_id
       JOIN sports s ON s.id = t.sport_id
      WHERE co.name = $1 AND g.finished_at IS NOT NULL AND s.key = 'lacrosse'
      ORDER BY (g.season_id = co.default_season_id) DESC, g.finished_at DESC
      LIMIT 1`,
    // A league of the association the demo admin manages (the member is made, and erased, by that admin).
    ['1. Bundesliga Herren'],
  );
  expect(game, 'a finished lacrosse league game').toBeDefined();
  const member = await memberAccount(game!.club, 'Tordis');
  const [membership] = await queryE2eDatabase<{ id: number }>('SELECT id FROM memberships WHERE person_id = $1', [member.id]);
  await queryE2eDatabase('INSERT INTO game_lineups (game_id, membership_id, team_id, jersey_number) VALUES ($1, $2, $3, $4)', [
    game!.id,
    membership!.id,
    game!.team_id,
    '98',
  ]);
  for (const minute of [7, 31])
    await queryE2eDatabase(
      `INSERT INTO game_events (game_id, type, event_time, team_id, away_team, membership_id, jersey_number, period)
       VALUES ($1, 'goal', $2, $3, false, $4, '98', 1)`,
      [game!.id, minute * 60, game!.team_id, membership!.id],
    );

  // The points table before: the member's row, and every row's totals.
  const pointsUrl = `/stats/leagues/${game!.competition_id}/points?seasonID=${game!.season_id}`;
  const tableOf = (p: Page) => p.getByRole('table', { name: 'Punkte' });
  const readTotals = async (p: Page) => {
    const table = tableOf(p);
    await p.goto(pointsUrl);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // A long table shows its first rows: every row, players without points too, to compare all totals (the tap loads
    // the app on a guest's page, decision 055, and is given to it).
    await expect(p.locator('html')).toHaveAttribute('data-islands', 'ready');
    await p.getByRole('button', { name: /^Alle anzeigen \(\d+ weitere\)$/ }).click();
    await expect(p.getByTestId('points-count')).toHaveText(/^(\d+) von \1 Spielern$/);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
    // games, goals, assists, points: the last four cells; the rows sorted so that the name does not decide the order.
    return rows.map((cells) => cells.slice(-4).join('|')).sort();
  };
  // Read before in a context of its own: the answer is public and cached for a while (Cache-Control), and the
  // reading after the erasure must come from the server.
  const viewer = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'de-DE', timezoneId: 'UTC' });
  const viewerPage = await viewer.newPage();
  const before = await readTotals(viewerPage);
  const mine = tableOf(viewerPage)
    .locator('tbody tr')
    .filter({ hasText: `${member.firstname} ${member.lastname}` });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('td').last()).toHaveText('2');
  await viewer.close();

  await page.context().clearCookies();
  await login(page, member.email, PASSWORD);
  await openMyData(page);
  const form = page.getByRole('region', { name: 'Meine Daten löschen' });
  const submit = form.getByRole('button', { name: 'Löschung beantragen' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Ich habe verstanden, dass meine Daten endgültig gelöscht werden.').check();
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Löschung wirklich beantragen?' });
  await dialog.getByRole('button', { name: 'Ja, Löschung beantragen' }).click();
  await expect(toast(page, 'Dein Antrag auf Löschung ist eingegangen.')).toBeVisible();
  await expect(page.getByTestId('privacy-request')).toContainText('Löschung');
  await expect(page.getByTestId('privacy-request')).toContainText('in Prüfung');
  await expect(form.getByText('Dein Antrag auf Löschung ist in Prüfung.')).toBeVisible();
  await shoot(page, 'privacy', 'erase-requested');

  // Three weeks and more after the request the dashboard marks it: the association has a month to answer.
  await queryE2eDatabase(
    `UPDATE processes SET created_at = now() - interval '24 days' WHERE person_id = $1 AND type = 'erase' AND status = 'open'`,
    [member.id],
  );
  const approve = await approveAsAdmin(page, member, 'Löschung', { age: 'seit 24 Tagen' });
  await expect(page.getByText('die Statistiken zeigen dann „Ehemalige Person“ statt des Namens')).toBeVisible();
  await shoot(page, 'privacy', 'erase-process');
  await approve();

  // The member cannot sign in any more.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel(label('E-Mail')).fill(member.email);
  await page.getByLabel(label('Passwort')).fill(PASSWORD);
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/auth/signin'));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  expect((await answer).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);

  // The league's history stays: the same totals, the row now under the erased name.
  expect(await readTotals(page)).toEqual(before);
  const table = tableOf(page);
  await expect(table.locator('tbody tr').filter({ hasText: member.lastname })).toHaveCount(0);
  const erased = table.locator('tbody tr').filter({ hasText: ERASED });
  await expect(erased.filter({ has: page.locator('td:last-child', { hasText: /^2$/ }) })).not.toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Spieler suchen' }).fill(ERASED);
  await expect(table.locator('tbody tr').first()).toContainText(ERASED);
  await shoot(page, 'privacy', 'points-after-erasure');

  // The answer is the same for every reader; an English reader sees the marker in English (decision 024).
  const english = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-GB', timezoneId: 'UTC' });
  try {
    const englishPage = await english.newPage();
    await englishPage.goto(pointsUrl);
    // The search finds the row wherever it ranks (a long table shows its first rows); a tap on it loads the app.
    await englishPage.getByRole('searchbox', { name: 'Search players' }).click();
    await expect(englishPage.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await englishPage.getByRole('searchbox', { name: 'Search players' }).fill('Former player');
    await expect(englishPage.getByRole('table').locator('tbody tr').filter({ hasText: 'Former player' }).first()).toBeVisible();
    await expect(englishPage.getByText(ERASED)).toHaveCount(0);
    await shoot(englishPage, 'privacy', 'points-after-erasure-en');
  } finally {
    await english.close();
  }
});
