// The admin area in Chromium: dashboard badges, member list (filter, quick search, sort, load more), advanced
// search, create member, contact data, tags, licence assign/remove, history tabs, referees and the export links;
// last, screenshots of every admin member page under .data/screenshots/admin-members/ (git-ignored) to look at.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, label, login, personIdOf, queryE2eDatabase, shoot } from './fixtures';

const unique = () => Math.random().toString(36).slice(2, 8);

async function memberCount(page: Page): Promise<number> {
  const text = await page.getByTestId('member-count').textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1] ?? NaN);
}

/** The rql of the page's URL, decoded (the router may leave parentheses unencoded). */
const rqlOf = (page: Page) => new URL(page.url()).searchParams.get('rql');

/** Screenshots (fixtures.shoot, both widths) once the page has settled: no loader, no request under way. */
async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await shoot(page, 'admin-members', name);
}

async function choose(page: Page, field: string | RegExp, option: string | RegExp) {
  await page.getByLabel(field).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

test('the dashboard badges open the filtered member list', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const alumni = page.getByRole('link', { name: /^Alumni\s*\d+$/ });
  const value = Number((await alumni.textContent())!.match(/\d+$/)![0]);
  expect(value).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Lacrosse', exact: true })).toBeVisible();
  await expect(page.getByText('Deutschland Herren')).toBeVisible();
  await alumni.click();
  await expect(page).toHaveURL(/\/admin\/member\?rql=/);
  expect(rqlOf(page)).toBe('eq(alumni,1)');
  await expect.poll(() => memberCount(page)).toBe(value);
  await expect(page.getByTestId('member-row').first().getByText('Alumni')).toBeVisible();
});

test('member list: filter box, quick search (debounced), sort and load more', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/member');
  await expect(page.getByRole('heading', { name: 'Mitglieder', level: 1 })).toBeVisible();
  await expect.poll(() => memberCount(page)).toBeGreaterThan(100);
  const all = await memberCount(page);
  await expect(page.getByTestId('member-row')).toHaveCount(30);
  await page.getByRole('button', { name: 'Mehr laden' }).click();
  await expect(page.getByTestId('member-row')).toHaveCount(60);

  await page.getByRole('checkbox', { name: 'Weiblich', exact: true }).click();
  await expect.poll(() => rqlOf(page)).toBe('eq(gender,female)');
  await expect(page.getByRole('checkbox', { name: 'Weiblich', exact: true })).toBeChecked();
  await expect.poll(() => memberCount(page)).toBeLessThan(all);
  await page.getByRole('checkbox', { name: 'Weiblich', exact: true }).click();
  await expect.poll(() => memberCount(page)).toBe(all);

  // Both options of the alumni box: everyone with either, no InvalidQuery.
  const alumniBox = page.getByRole('group', { name: 'Alumni-Status' });
  await alumniBox.getByRole('checkbox', { name: 'Alumni', exact: true }).click();
  await expect.poll(() => rqlOf(page)).toBe('eq(alumni,1)');
  await expect.poll(() => memberCount(page)).toBeLessThan(all);
  await alumniBox.getByRole('checkbox', { name: 'Aktiv', exact: true }).click();
  await expect.poll(() => rqlOf(page)).toBe('in(alumni,(1,0))');
  await expect.poll(() => memberCount(page)).toBe(all);
  await expect(page.getByText('Ungültige Suchanfrage')).toHaveCount(0);
  await page.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect.poll(() => rqlOf(page)).toBeNull();

  await page.getByRole('textbox', { name: 'Schnellsuche' }).fill('Wagner Jonas');
  await expect(page).toHaveURL(/q=Wagner\+Jonas/);
  await expect(page.getByTestId('member-row').filter({ hasText: 'Wagner, Jonas' })).toBeVisible();
  await page.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect.poll(() => memberCount(page)).toBe(all);

  const first = await page.getByTestId('member-row').first().textContent();
  await page.getByText('Absteigend').click();
  await expect(page).toHaveURL(/desc=1/);
  await expect(page.getByTestId('member-row').first()).not.toHaveText(first ?? '');
});

test('advanced search needs complete rows and filters the list', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/member/advancedSearch');
  const show = page.getByRole('button', { name: 'Ergebnisse anzeigen' });
  await expect(show).toBeDisabled();
  await choose(page, 'Merkmal', 'Geschlecht');
  await expect(show).toBeDisabled();
  await choose(page, 'Wert', 'Weiblich');
  await expect(show).toBeEnabled();
  await page.getByRole('button', { name: 'Kriterium hinzufügen' }).click();
  await expect(page.getByTestId('criterion')).toHaveCount(2);
  await expect(show).toBeDisabled();
  await page.getByRole('button', { name: 'Kriterium entfernen' }).nth(1).click();
  await expect(show).toBeEnabled();
  await show.click();
  await expect(page).toHaveURL(/\/admin\/member\?rql=/);
  expect(rqlOf(page)).toBe('eq(gender,female)');
  await expect(page.getByRole('checkbox', { name: 'Weiblich', exact: true })).toBeChecked();
});

test('create a member, edit contact data, tag, licence, then find them among the referees', async ({ page }) => {
  const lastname = `Testmann-${unique()}`;
  await login(page, DEMO.admin);
  await page.goto('/admin/member');
  await page.getByRole('link', { name: 'Mitglied anlegen' }).click();
  await choose(page, label('Verein'), 'Hamburg Warriors Lacrosse e.V.');
  await choose(page, label('Sportart'), 'Lacrosse');
  await choose(page, label('Geschlecht'), 'Weiblich');
  await page.getByLabel(label('Vorname')).fill('Greta');
  await page.getByLabel(label('Nachname')).fill(lastname);
  await page.getByLabel(label('Geburtsdatum')).fill('1998-07-14');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByText('Mitglied angelegt!')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Greta ${lastname}` })).toBeVisible();
  await expect(page.getByTestId('address-box')).toHaveCount(0);

  await page.getByRole('link', { name: 'Bearbeiten', exact: true }).first().click();
  await page.getByLabel('Telefon', { exact: true }).fill('+49 40 5550101');
  await page.getByLabel('Ort', { exact: true }).fill('Lüneburg');
  await choose(page, 'Land', /^Deutschland$/);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Kontaktdaten gespeichert!')).toBeVisible();
  await expect(page.getByTestId('address-box')).toContainText('Lüneburg');
  // The stored code (DE) reads as the country's name.
  await expect(page.getByTestId('address-box')).toContainText('Deutschland');

  await choose(page, 'Tag zuordnen', 'Ehrenamt');
  await expect(page.getByText('Tag zugeordnet!')).toBeVisible();
  await page.getByRole('button', { name: 'Tag Ehrenamt entfernen' }).click();
  await expect(page.getByText('Tag entfernt!')).toBeVisible();

  const panel = page.getByTestId('license-panel');
  await panel.getByRole('button', { name: 'Lizenz zuweisen' }).click();
  await expect(panel.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await choose(page, 'Lizenz', /^Schiedsrichterlizenz/);
  await choose(page, 'Stufe', /^1 – /);
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Lizenz gespeichert!')).toBeVisible();
  await expect(panel.getByText('Schiedsrichterlizenz')).toBeVisible();

  // A licence of another association (the Dutch one) lies outside this admin's scope: it is not shown.
  const personId = Number(/\/admin\/members\/(\d+)/.exec(page.url())![1]);
  await queryE2eDatabase(
    `INSERT INTO person_licenses (person_id, license_id, level, valid_from)
     SELECT $1, id, 1, DATE '2025-01-01' FROM licenses WHERE name = 'Scheidsrechterslicentie'`,
    [personId],
  );
  await page.reload();
  await expect(panel.getByRole('button', { name: 'Schiedsrichterlizenz bearbeiten' })).toBeVisible();
  await expect(panel.getByText('Scheidsrechterslicentie')).toHaveCount(0);
  await panel.scrollIntoViewIfNeeded();
  await shot(page, '05b-license-panel-own-association');

  // History: each tab its own periods and changes, the view in the URL.
  await page.getByRole('link', { name: 'Historie' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/members/${personId}/history/memberships$`));
  const changes = page.getByRole('table');
  await expect(changes.getByText('Tag entfernt')).toBeVisible();
  await expect(changes.getByText('Lizenz vergeben')).toHaveCount(0);
  await expect(page.getByText('Hamburg Warriors Lacrosse e.V.').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Lizenzen' }).click();
  await expect(page).toHaveURL(new RegExp(`/history/licenses$`));
  await expect(page.getByText('Schiedsrichterlizenz, Stufe 1')).toBeVisible();
  await expect(changes.getByText('Lizenz vergeben')).toBeVisible();
  await expect(changes.getByText('Tag entfernt')).toHaveCount(0);
  await expect(page.getByText('Hamburg Warriors Lacrosse e.V.')).toHaveCount(0);
  await page.getByText('Sportart', { exact: true }).click();
  await expect(page).toHaveURL(/\/history\/memberships\?view=sport$/);
  await expect(page.getByRole('tab', { name: 'Mitgliedschaften' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Lacrosse', { exact: true })).toBeVisible();

  // Newest registration first: the new member heads the list; a click on the row opens the details.
  await page.goto('/admin/member');
  await page.getByText('Registrierung', { exact: true }).click();
  await expect(page).toHaveURL(/order_by=persons\.created_at/);
  await page.getByText('Absteigend').click();
  await expect(page).toHaveURL(/desc=1/);
  await expect(page.getByTestId('member-row').first()).toContainText(lastname);
  await page.getByTestId('member-row').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/members/${personId}$`));
  await expect(page.getByRole('heading', { name: `Greta ${lastname}` })).toBeVisible();

  await page.goto('/admin/referees');
  await page.getByRole('textbox', { name: 'Schnellsuche' }).fill(lastname);
  await expect(page.getByTestId('referee-row')).toHaveCount(1);
  await expect(page.getByTestId('referee-row')).toContainText('SR 1');
  await page.getByTestId('referee-row').click();
  const refPanel = page.getByTestId('license-panel');
  await refPanel.getByRole('button', { name: 'Schiedsrichterlizenz bearbeiten' }).click();
  await refPanel.getByRole('button', { name: 'Aktionen' }).click();
  await refPanel.getByRole('button', { name: 'Lizenz entfernen' }).click();
  await expect(page.getByText('Lizenz entfernt!')).toBeVisible();
});

test('a club representative sees only their club and gets the export links', async ({ page }) => {
  await login(page, DEMO.club);
  await page.goto('/admin/member');
  await expect.poll(() => memberCount(page)).toBeGreaterThan(0);
  const clubs = page.getByRole('group', { name: 'Verein' }).getByRole('checkbox');
  await expect(clubs).toHaveCount(1);
  await page.getByRole('link', { name: 'Exportieren' }).click();
  await expect(page).toHaveURL(/\/admin\/member\/export/);
  const xlsx = page.getByRole('link', { name: /Excel/ });
  const href = await xlsx.getAttribute('href');
  expect(href).toContain('format=full-xlsx');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const csv = await page.request.get((await page.getByRole('link', { name: /CSV/ }).getAttribute('href'))!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  // No referee list for a club representative.
  await expect(
    page.getByRole('navigation', { name: 'Verwaltungsnavigation' }).getByRole('link', { name: 'Schiedsrichter' }),
  ).toHaveCount(0);
});

test('the billing interval reads "Alle n Monate"; screenshots of the admin member pages', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('link', { name: /^Alumni\s*\d+$/ })).toBeVisible();
  await shot(page, '01-dashboard');

  await page.goto(`/admin/member?rql=${encodeURIComponent('eq(gender,female)')}`);
  await expect(page.getByRole('checkbox', { name: 'Weiblich', exact: true })).toBeChecked();
  await expect(page.getByTestId('member-row')).toHaveCount(30);
  await shot(page, '02-member-list-filtered');

  await page.goto(`/admin/member/advancedSearch`);
  await choose(page, 'Merkmal', 'Geschlecht');
  await choose(page, 'Wert', 'Weiblich');
  await page.getByRole('button', { name: 'Kriterium hinzufügen' }).click();
  await choose(page, 'Merkmal', 'Geburtsdatum');
  await shot(page, '03-advanced-search');

  // The demo player: Aktiv, every 3 months.
  await page.goto('/admin/member?q=Wagner+Jonas');
  await page.getByTestId('member-row').filter({ hasText: 'Wagner, Jonas' }).click();
  await expect(page.getByRole('heading', { name: 'Jonas Wagner' })).toBeVisible();
  await expect(page.getByText(/Aktiv, Alle 3 Monate/)).toBeVisible();
  await shot(page, '04-member-details');
  const memberUrl = page.url();

  const panel = page.getByTestId('license-panel');
  await panel.getByRole('button', { name: 'Lizenz zuweisen' }).click();
  await choose(page, 'Lizenz', /^Schiedsrichterlizenz/);
  await page.getByRole('combobox', { name: 'Stufe' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await shot(page, '05-license-panel-new');
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Abbrechen' }).click();

  await page.goto(`${memberUrl}/history/memberships?view=subscription`);
  await expect(page.getByText('Aktiv, Alle 3 Monate').first()).toBeVisible();
  await shot(page, '06-history-subscription');
  await page.goto(`${memberUrl}/history/memberships`);
  await expect(page.getByRole('tab', { name: 'Mitgliedschaften' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, '07-history-memberships');
  // The demo referee holds a licence: the history's licence tab.
  await page.goto(`/admin/members/${await personIdOf(DEMO.referee)}/history/licenses`);
  await expect(page.getByRole('tab', { name: 'Lizenzen' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, '07b-history-licenses');

  await page.goto('/admin/referees');
  await expect(page.getByTestId('referee-row').first()).toBeVisible();
  await shot(page, '08-referees');
  await page.getByTestId('referee-row').first().click();
  await expect(page.getByTestId('license-panel')).toBeVisible();
  await shot(page, '09-referee-details');

  await page.goto(`/admin/member/export?rql=${encodeURIComponent('eq(gender,female)')}`);
  await expect(page.getByRole('link', { name: /Excel/ }).first()).toBeVisible();
  await shot(page, '10-member-export');
});
