// The admin's daily work: the audit log filtered and a change undone, the dashboard's licence expiry card leading to
// the filtered referee list, a merge of duplicates started and approved (association admin), and the audit log as a
// club representative, who sees his club's members only.
import { adminAssociationId, createMember, expect, FIXTURE_CLUB, idOf, queryE2eDatabase, shoot, test, unique } from './fixtures';

const OTHER_CLUB = 'Lacrosse Club Bremen Pirates e.V.';

test('the audit log filtered by member and kind, and a field change undone', async ({ adminPage: page, adminApi }) => {
  const member = await createMember(
    { club: FIXTURE_CLUB, lastname: `Protokoll-${unique()}`, contact: { city: 'Köln' } },
    adminApi,
  );
  expect((await adminApi.put(`/api/persons/${member.id}`, { data: { city: 'Bonn' } })).status()).toBe(200);

  await page.goto(`/admin/audit-log?person_id=${member.id}`);
  await page.getByTestId('audit-kind').click();
  await page.getByRole('option', { name: 'Personendaten' }).click();
  await expect(page).toHaveURL(/kind=person/);
  const rows = page.getByTestId('audit-entry');
  await expect(rows.first()).toContainText('Köln → Bonn');
  await rows.first().getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByText('Die Änderung wurde rückgängig gemacht.')).toBeVisible();
  // The undo is a change of its own, newest first.
  await expect(rows.first()).toContainText('Bonn → Köln');
  const [person] = await queryE2eDatabase<{ city: string }>('SELECT city FROM persons WHERE id = $1', [member.id]);
  expect(person!.city).toBe('Köln');
});

test("the dashboard's licence card leads to the filtered referee list", async ({ adminPage: page, adminApi }) => {
  const referee = await createMember({ club: FIXTURE_CLUB, lastname: `Ablauf-${unique()}` }, adminApi);
  const [licence] = await queryE2eDatabase<{ id: number; level: number }>(
    `SELECT l.id, min(ll.level) AS level FROM licenses l JOIN license_levels ll ON ll.license_id = l.id
     WHERE l.is_referee AND l.association_id = $1 GROUP BY l.id ORDER BY l.id LIMIT 1`,
    [await adminAssociationId()],
  );
  const put = await adminApi.put(`/api/persons/${referee.id}/licenses/${licence!.id}`, {
    data: { level: licence!.level, valid_from: '2020-01-01', valid_to: '2021-06-30' },
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto('/admin/dashboard');
  const card = page.getByTestId('license-expiry-card');
  await expect(card).toBeVisible();
  await card.getByTestId('license-expiry-expired').click();
  await expect(page).toHaveURL(/\/admin\/referees\?expired=1/);
  await expect(page.getByTestId('license-expiry-filter')).toHaveValue('Abgelaufen');
  await page.getByRole('textbox', { name: 'Schnellsuche' }).fill(referee.lastname);
  await expect(page.getByTestId('referee-row')).toHaveCount(1);
  await expect(page.getByTestId('referee-row')).toContainText(referee.lastname);
});

test('a merge of duplicates started from the member page and approved', async ({ adminPage: page, adminApi }) => {
  const lastname = `Dublette-${unique()}`;
  const survivor = await createMember({ club: FIXTURE_CLUB, firstname: 'Jana', lastname }, adminApi);
  const other = await createMember({ club: FIXTURE_CLUB, firstname: 'Janna', lastname }, adminApi);

  await page.goto(`/admin/members/${survivor.id}`);
  const box = page.getByTestId('merge-card');
  await box.getByRole('textbox').fill(String(other.id));
  await box.getByRole('button', { name: 'Vergleichen' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/members/${survivor.id}/merge/${other.id}$`));
  // Values as the member's pages show them: a gender by its name, a date in the reader's format.
  await expect(page.getByTestId('merge-field-gender')).toContainText('Weiblich');
  await expect(page.getByTestId('merge-field-birthdate')).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await page
    .getByTestId('merge-field-firstname')
    .getByRole('radio', { name: `Vorname: Janna – Wird entfernt (ID ${other.id})`, exact: true })
    .check();
  await page.getByTestId('merge-start').click();
  await expect(page.getByText('Zusammenführung beantragt!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/processes\/\d+$/);
  await page.getByRole('button', { name: 'Genehmigen' }).click();
  await expect.poll(async () => (await queryE2eDatabase('SELECT id FROM persons WHERE id = $1', [other.id])).length).toBe(0);
  const [kept] = await queryE2eDatabase<{ firstname: string; n: string }>(
    'SELECT p.firstname, (SELECT count(*) FROM memberships m WHERE m.person_id = p.id) AS n FROM persons p WHERE p.id = $1',
    [survivor.id],
  );
  expect(kept).toEqual({ firstname: 'Janna', n: '2' });
});

test("a club representative's audit log shows his club's members only", async ({ signedInAs, page, adminApi }) => {
  const mine = await createMember({ club: FIXTURE_CLUB, lastname: `Eigen-${unique()}` }, adminApi);
  const theirs = await createMember({ club: OTHER_CLUB, lastname: `Fremd-${unique()}` }, adminApi);
  for (const m of [mine, theirs]) {
    expect((await adminApi.put(`/api/persons/${m.id}`, { data: { city: 'Kiel' } })).status()).toBe(200);
  }
  await signedInAs({ role: 'club-leader', clubId: await idOf('clubs', FIXTURE_CLUB) });
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('link', { name: new RegExp(mine.lastname) }).first()).toBeVisible();
  await expect(page.getByText(theirs.lastname)).toHaveCount(0);
  await shoot(page, 'audit-log', 'club-representative');
  // On a phone the table scrolls sideways inside its card, so the changes (the last column) can be reached, and the
  // page itself stays as wide as the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const change = page.getByTestId('audit-change').first();
  await change.scrollIntoViewIfNeeded();
  await expect(change).toBeInViewport();
  // Scrolled there by a box a finger can scroll too (a box that clips its overflow scrolls only for scripts).
  const scrolledBy = await change.evaluate((element) => {
    let box = element.parentElement;
    while (box && box.scrollLeft === 0) box = box.parentElement;
    return box ? element.ownerDocument.defaultView!.getComputedStyle(box).overflowX : 'nothing';
  });
  expect(['auto', 'scroll']).toContain(scrolledBy);
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/audit-log?person_id=${theirs.id}`);
  await expect(page.getByText('Keine Einträge.')).toBeVisible();
});
