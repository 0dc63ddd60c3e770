// Saved views and columns of the member list (docs/decisions/058-saved-views-and-columns.md) in Chromium: an
// association admin of their own chooses and orders columns (kept on the server), moves through the table by keyboard,
// saves a shared view, opens it from its chip and by its address in a new page, and the XLSX export follows the
// columns; on the referee list an admin saves a view of a search and a licence filter and opens it by its chip; a club
// representative neither sees the association's shared views nor may share one.
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import {
  adminAssociationId,
  createAccount,
  createMember,
  FIXTURE_CLUB,
  idOf,
  login,
  queryE2eDatabase,
  expect,
  test,
} from './fixtures';

const unique = () => Math.random().toString(36).slice(2, 8);

const headers = (page: Page) => page.getByTestId('column-header').allTextContents();

test('an association admin chooses columns, saves a shared view, opens it by chip and address; the export follows', async ({
  page,
  adminApi,
}) => {
  const account = await createAccount(adminApi, { lastname: 'Ansichten' });
  await queryE2eDatabase("INSERT INTO acl_rules (person_id, role, association_id) VALUES ($1, 'association-leader', $2)", [
    account.id,
    await adminAssociationId(),
  ]);
  const family = `Sichtweise${unique()}`;
  const first = await createMember({ club: FIXTURE_CLUB, lastname: family, firstname: 'Anna' }, adminApi);
  const second = await createMember({ club: FIXTURE_CLUB, lastname: family, firstname: 'Berta' }, adminApi);
  await login(page, account.email, account.password);

  await page.goto(`/admin/member?q=${family}`);
  await expect(page.getByTestId('member-row')).toHaveCount(2);
  // The header stays in view while the list scrolls.
  await expect(page.getByTestId('member-table').locator('thead')).toHaveCSS('position', 'sticky');
  expect(await headers(page)).toEqual(['Mitgliedschaften']);

  // Keyboard: arrow keys between rows and cells, Enter opens the member.
  await page.locator('[data-cell="0:0"]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-cell="1:0"]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-cell="1:1"]')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[data-cell="0:1"]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/members/${second.id}$`));
  await page.goBack();
  await expect(page.getByTestId('member-row')).toHaveCount(2);

  // Columns: add e-mail and birthdate, move e-mail first; kept on the server (a reload shows them).
  await page.getByRole('button', { name: 'Spalten' }).click();
  await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'E-Mail', exact: true }).check();
  await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'Geburtsdatum', exact: true }).check();
  await page.getByRole('button', { name: 'E-Mail nach oben' }).click();
  await expect.poll(() => headers(page)).toEqual(['E-Mail', 'Mitgliedschaften', 'Geburtsdatum']);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('member-row').first()).toContainText(first.email!);
  await page.reload();
  await expect.poll(() => headers(page)).toEqual(['E-Mail', 'Mitgliedschaften', 'Geburtsdatum']);

  // Save the search as a view shared with the association's admins.
  const name = `Familie ${unique()}`;
  await page.getByRole('button', { name: 'Ansicht speichern' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Sichtbar für').click();
  await page
    .getByRole('option', { name: /^Admins von / })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Ansicht speichern' }).click();
  await expect(page.getByText('Ansicht gespeichert!')).toBeVisible();
  const chip = page.getByTestId('view-chip').filter({ hasText: name });
  await expect(chip).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/[?&]view=\d+/);
  const address = page.url();

  // By its address in a new page: the same search, the chip marked.
  const other = await page.context().newPage();
  await other.goto(address);
  await expect(other.getByTestId('member-row')).toHaveCount(2);
  await expect(other.getByTestId('view-chip').filter({ hasText: name })).toHaveAttribute('aria-current', 'true');
  await other.close();

  // From its chip, after a reset.
  await page.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect.poll(async () => (await page.getByTestId('member-row').count()) > 2).toBe(true);
  await page.getByTestId('view-chip').filter({ hasText: name }).click();
  await expect(page).toHaveURL(new RegExp(`q=${family}`));
  await expect(page.getByTestId('member-row')).toHaveCount(2);

  // The XLSX export writes the name and then the chosen columns in their order.
  await page.getByRole('link', { name: 'Exportieren' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Alle Daten mit Kontaktdaten (Excel)' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Nachname',
    'Vorname',
    'E-Mail',
    'Mitgliedschaften',
    'Geburtsdatum',
  ]);
  expect(sheet.rowCount).toBe(3);
  expect(sheet.getRow(2).getCell(3).value).toBe(first.email);
});

test("a club representative sees none of the association's shared views and shares none", async ({
  page,
  adminApi,
  signedInAs,
}) => {
  const name = `Verbandsansicht ${unique()}`;
  const res = await adminApi.post('/api/list-views', {
    data: { name, rql: 'eq(gender,female)', association_id: await adminAssociationId() },
  });
  expect(res.status(), await res.text()).toBe(201);
  const shared = (await res.json()).data as { id: number };

  await signedInAs({ role: 'club-leader', clubId: await idOf('clubs', FIXTURE_CLUB) });
  // The view's address opens the search within the representative's rights, but not as their view.
  await page.goto(`/admin/member?rql=eq(gender,female)&view=${shared.id}`);
  await expect(page.getByTestId('saved-views')).toBeVisible();
  await expect(page.getByTestId('member-row').first()).toBeVisible();
  await expect(page.getByTestId('view-chip').filter({ hasText: name })).toHaveCount(0);

  await page.getByRole('button', { name: 'Ansicht speichern' }).click();
  await page.getByRole('dialog').getByLabel('Sichtbar für').click();
  await expect(page.getByRole('option')).toHaveText(['Nur für mich']);
  await page.keyboard.press('Escape');
  const own = `Mein Verein ${unique()}`;
  await page.getByRole('dialog').getByLabel('Name').fill(own);
  await page.getByRole('dialog').getByRole('button', { name: 'Ansicht speichern' }).click();
  await expect(page.getByTestId('view-chip').filter({ hasText: own })).toHaveAttribute('aria-current', 'true');

  await adminApi.delete(`/api/list-views/${shared.id}`);
});

test("an admin changes a member's first and last name on the member page; the leagues card lists the member's leagues", async ({
  adminPage: page,
  adminApi,
}) => {
  const member = await createMember({ club: FIXTURE_CLUB, lastname: `Altname${unique()}`, firstname: 'Erste' }, adminApi);
  await page.goto(`/admin/members/${member.id}`);
  await expect(page.getByTestId('leagues-card')).toContainText('Spielt in keiner Liga');
  await page.getByRole('button', { name: 'Name ändern' }).click();
  const dialog = page.getByRole('dialog');
  const lastname = `Neuname${unique()}`;
  await dialog.getByLabel('Vorname').fill('Zweite');
  await dialog.getByLabel('Nachname').fill(lastname);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Name geändert!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Zweite ${lastname}`);
  const [row] = await queryE2eDatabase<{ firstname: string; lastname: string }>(
    'SELECT firstname, lastname FROM persons WHERE id = $1',
    [member.id],
  );
  expect(row).toEqual({ firstname: 'Zweite', lastname });

  // A seeded player of a league team: the card names the league and the team.
  const [player] = await queryE2eDatabase<{ person_id: number; league: string; team: string }>(
    `SELECT m.person_id, co.name AS league, t.name AS team FROM memberships m
       JOIN teams t ON t.id = m.team_id JOIN group_teams gt ON gt.team_id = t.id JOIN groups g ON g.id = gt.group_id
       JOIN competitions co ON co.id = g.competition_id AND co.kind = 'league' AND g.season_id = co.default_season_id
     WHERE (m.active_to IS NULL OR m.active_to >= CURRENT_DATE) AND NOT m.is_alumni
     ORDER BY m.id LIMIT 1`,
  );
  expect(player, 'a seeded player of a league team').toBeDefined();
  await page.goto(`/admin/members/${player!.person_id}`);
  await expect(page.getByTestId('leagues-card')).toContainText(player!.league);
  await expect(page.getByTestId('leagues-card')).toContainText(player!.team);
});

test('an association admin saves a referee view with its search, filter and columns and opens it by its chip', async ({
  adminPage: page,
  adminApi,
}) => {
  const family = `Pfeife${unique()}`;
  const [licence] = await queryE2eDatabase<{ id: number; level: number }>(
    `SELECT l.id, min(ll.level) AS level FROM licenses l JOIN license_levels ll ON ll.license_id = l.id
     WHERE l.is_referee AND l.association_id = $1 GROUP BY l.id ORDER BY l.id LIMIT 1`,
    [await adminAssociationId()],
  );
  for (const [firstname, validTo] of [
    ['Valid', null],
    ['Expired', '2021-06-30'],
  ] as const) {
    const referee = await createMember({ club: FIXTURE_CLUB, lastname: family, firstname }, adminApi);
    const put = await adminApi.put(`/api/persons/${referee.id}/licenses/${licence!.id}`, {
      data: { level: licence!.level, valid_from: '2020-01-01', ...(validTo ? { valid_to: validTo } : {}) },
    });
    expect(put.status(), await put.text()).toBe(200);
  }

  await page.goto(`/admin/referees?q=${family}&expired=1`);
  const rows = page.getByTestId('referee-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Expired');
  await expect(rows.getByTestId('referee-cell-clubs')).toContainText(FIXTURE_CLUB);

  // Columns: the e-mail added and the licences hidden.
  await page.getByRole('button', { name: 'Spalten' }).click();
  await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'E-Mail', exact: true }).check();
  await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'Lizenzen', exact: true }).uncheck();
  await page.keyboard.press('Escape');
  await expect(rows.getByTestId('referee-cell-email')).toBeVisible();
  await expect(rows.getByTestId('referee-cell-licenses')).toHaveCount(0);

  const name = `Abgelaufen ${unique()}`;
  await page.getByRole('button', { name: 'Ansicht speichern' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Ansicht speichern' }).click();
  await expect(page.getByText('Ansicht gespeichert!')).toBeVisible();
  const chip = page.getByTestId('view-chip').filter({ hasText: name });
  await expect(chip).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/[?&]view=\d+/);

  // A changed search leaves the view; its chip brings back the search, the filter and its columns.
  await page.goto('/admin/referees');
  await expect(chip).not.toHaveAttribute('aria-current', 'true');
  await expect.poll(async () => (await rows.count()) > 1).toBe(true);
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`q=${family}.*expired=1.*view=\\d+`));
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Expired');
  await expect(page.getByTestId('license-expiry-filter')).toHaveValue('Abgelaufen');
  await expect(chip).toHaveAttribute('aria-current', 'true');
  await expect(rows.getByTestId('referee-cell-email')).toBeVisible();
});
