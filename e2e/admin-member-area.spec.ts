// The admin member area: active criteria as chips with true counts, "Zurück" from
// a member's details to the list as it was, granted league/team rights that say they are hidden, revoking after a
// confirmation, the duplicate warning when creating a member, the export notes; screenshots of each page under
// .data/screenshots/admin-member-area/ (git-ignored) to look at.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, createMember, label, login, queryE2eDatabase, shoot } from './fixtures';

async function memberCount(page: Page): Promise<number> {
  const text = await page.getByTestId('member-count').textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1] ?? NaN);
}

const rqlOf = (page: Page) => new URL(page.url()).searchParams.get('rql');

async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await shoot(page, 'admin-member-area', name);
}

test('every active criterion shows as a removable chip; the boxes count what a click then lists', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/dashboard');
  const without = page.getByRole('link', { name: /^Ohne Mannschaft\s*\d+$/ });
  const value = Number((await without.textContent())!.match(/\d+$/)![0]);
  await without.click();
  await expect.poll(() => rqlOf(page)).toBe('eq(team,null)');
  await expect.poll(() => memberCount(page)).toBe(value);
  const chips = page.getByTestId('filter-chip');
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toHaveText('ohne Mannschaft');
  // Nobody without a team is in a team: the team box offers no option that would list nobody.
  await expect(page.getByRole('group', { name: 'Mannschaft' })).toHaveCount(0);
  // A club option's count is what the list shows after the click.
  const clubBox = page.getByRole('group', { name: 'Verein' });
  const firstClub = clubBox.getByRole('checkbox').first();
  const clubName = (await firstClub.getAttribute('aria-label')) ?? (await clubBox.locator('label').first().textContent())!;
  const clubCount = Number(await clubBox.locator('p').first().textContent());
  // The count stands beside its option, inside the sidebar, even in a box with long club names.
  await expect(clubBox.locator('p').first()).toBeInViewport({ ratio: 1 });
  await firstClub.click();
  await expect(chips).toHaveCount(2);
  await expect.poll(() => memberCount(page)).toBe(clubCount);
  await expect(chips.nth(1)).toHaveText(`Verein ist ${clubName}`);
  await shot(page, 'list-chips');
  // Removing the "without team" chip keeps the club criterion.
  await page.getByRole('button', { name: 'Filter „ohne Mannschaft“ entfernen' }).click();
  await expect(chips).toHaveCount(1);
  await expect.poll(() => rqlOf(page)).toMatch(/^eq\(club,\d+\)$/);

  // "ist nicht" and birthdate criteria of the advanced search read as chips too.
  const [team] = await queryE2eDatabase<{ id: number; name: string }>(
    `SELECT t.id, t.name FROM teams t WHERE EXISTS (SELECT 1 FROM memberships m WHERE m.team_id = t.id) ORDER BY t.id LIMIT 1`,
  );
  await page.goto(`/admin/member?rql=${encodeURIComponent(`and(ne(team,${team!.id}),lt(birthdate,2000-01-01))`)}`);
  await expect(chips).toHaveCount(2);
  await expect(chips.nth(0)).toHaveText(`Mannschaft ist nicht ${team!.name}`);
  await expect(chips.nth(1)).toHaveText('Geburtsdatum vor 01.01.2000');
  // The excluded team is offered by no box.
  await expect(page.getByRole('group', { name: 'Mannschaft' }).getByText(new RegExp(`^${team!.name} \\(`))).toHaveCount(0);
});

test('"Zurück" from a member returns to the list with its filters, rows and scroll position', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto(`/admin/member?rql=${encodeURIComponent('eq(gender,male)')}`);
  await expect(page.getByTestId('member-row')).toHaveCount(30);
  await page.getByRole('button', { name: 'Mehr laden' }).click();
  await expect(page.getByTestId('member-row')).toHaveCount(60);
  const row = page.getByTestId('member-row').nth(50);
  await row.scrollIntoViewIfNeeded();
  const name = (await row.locator('p').first().textContent())!;
  const y = await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
  expect(y).toBeGreaterThan(300);
  await row.click();
  await expect(page).toHaveURL(/\/admin\/members\/\d+$/);
  await page.getByRole('link', { name: 'Zurück', exact: true }).click();
  await expect.poll(() => rqlOf(page)).toBe('eq(gender,male)');
  await expect(page.getByTestId('member-row')).toHaveCount(60);
  await expect.poll(() => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBeGreaterThan(y - 50);
  await expect(page.getByTestId('member-row').nth(50).locator('p').first()).toHaveText(name);
  await expect(page.getByTestId('member-row').nth(50)).toBeInViewport();
  // The browser's back button does the same.
  await page.getByTestId('member-row').nth(50).click();
  await expect(page).toHaveURL(/\/admin\/members\/\d+$/);
  await page.goBack();
  await expect.poll(() => rqlOf(page)).toBe('eq(gender,male)');
  await expect(page.getByTestId('member-row').nth(50)).toBeInViewport();
});

test('a granted team right says it is hidden and how to show it; revoking asks first', async ({ page }) => {
  // A member of this test's own (the right is granted and revoked on it).
  const person = await createMember({ club: 'Hamburg Warriors Lacrosse e.V.' });
  await login(page, DEMO.admin);
  await page.goto(`/admin/members/${person.id}`);
  const card = page.getByTestId('roles-card');
  await expect(card.getByText('Keine Daten')).toBeVisible();
  await card.getByRole('combobox', { name: 'Rolle' }).click();
  await page.getByRole('option', { name: 'Teammanager' }).click();
  await card.getByRole('combobox', { name: 'Für' }).click();
  const option = page.getByRole('option').first();
  const target = (await option.textContent())!.split(' (')[0]!;
  await option.click();
  await card.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Berechtigungen gespeichert!')).toBeVisible();
  // Shown at once after the grant, never "Keine Daten".
  await expect(card.getByText(`Teammanager · ${target}`, { exact: false })).toBeVisible();
  await expect(card.getByText('Keine Daten')).toHaveCount(0);
  // Hidden by default (docs/product.md#member-details): the card says so and how to show it.
  await page.reload();
  await expect(card.getByTestId('hidden-rules')).toHaveText('1 Recht für Ligen/Mannschaften ausgeblendet – anzeigen');
  await expect(card.getByText('Keine Daten')).toHaveCount(0);
  await shot(page, 'details-hidden-rights');
  await card.getByRole('button', { name: 'anzeigen' }).click();
  await expect(card.getByText(`Teammanager · ${target}`, { exact: false })).toBeVisible();
  // Revoking asks; cancel keeps the right.
  await card.getByRole('button', { name: /^Berechtigung entziehen: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Berechtigung entziehen?' });
  await expect(dialog).toBeVisible();
  await shot(page, 'details-revoke-confirm');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText(`Teammanager · ${target}`, { exact: false })).toBeVisible();
  await card.getByRole('button', { name: /^Berechtigung entziehen: / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entziehen' }).click();
  await expect(page.getByText('Berechtigung entfernt!')).toBeVisible();
  await expect(card.getByText('Keine Daten')).toBeVisible();
});

test('creating a member warns about a likely duplicate and says what is wrong with a birthdate', async ({ page }) => {
  const [existing] = await queryE2eDatabase<{
    id: number;
    firstname: string;
    lastname: string;
    birthdate: string;
    club_id: number;
    club: string;
  }>(
    `SELECT p.id, p.firstname, p.lastname, to_char(p.birthdate, 'YYYY-MM-DD') AS birthdate, c.id AS club_id, c.name AS club
     FROM persons p JOIN memberships m ON m.person_id = p.id AND m.active_to IS NULL JOIN clubs c ON c.id = m.club_id
     ORDER BY p.id LIMIT 1`,
  );
  await login(page, DEMO.admin);
  await page.goto('/admin/members/new');
  await page.getByRole('combobox', { name: 'Verein' }).click();
  await page.getByRole('option', { name: existing!.club, exact: true }).click();
  await page.getByLabel(label('Vorname')).fill(existing!.firstname);
  await page.getByLabel(label('Nachname')).fill(existing!.lastname.toUpperCase());
  await page.getByLabel(label('Geburtsdatum')).fill(`${new Date().getUTCFullYear() + 1}-01-01`);
  await page.getByLabel(label('Vorname')).click();
  await expect(page.getByText('Das Geburtsdatum liegt in der Zukunft')).toBeVisible();
  await expect(page.getByText('Pflichtfeld')).toHaveCount(0);
  await page.getByLabel(label('Geburtsdatum')).fill(existing!.birthdate);
  const warning = page.getByTestId('duplicate-warning');
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link')).toHaveAttribute('href', `/admin/members/${existing!.id}`);
  await shot(page, 'new-member-duplicate');
});

test('the export pages: member e-mail CSV says how many it left out; the referee page explains its CSV', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/member/export');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'E-Mail-Adressen (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^mitglieder-emails-.*\.csv$/);
  await expect(page.getByTestId('export-skipped')).toBeVisible();
  await shot(page, 'member-export');
  await page.goto('/admin/referees/export');
  await expect(page.getByTestId('csv-note')).toContainText('lastname, firstname');
  await shot(page, 'referee-export');
});

test('the change log names sports and teams instead of their ids', async ({ page }) => {
  const teams = await queryE2eDatabase<{ id: number; name: string; sport_id: number; sport: string }>(
    `SELECT t.id, t.name, s.id AS sport_id, s.name AS sport FROM teams t JOIN sports s ON s.id = t.sport_id ORDER BY t.id LIMIT 2`,
  );
  // A member of this test's own; an entry as the membership edit records it: ids, before and after.
  const person = await createMember({ club: 'Hamburg Warriors Lacrosse e.V.' });
  await queryE2eDatabase(
    `INSERT INTO audit_entries (subject_id, action, entity, entity_id, data) VALUES ($1, 'membership.updated', 'person', $1, $2)`,
    [person.id, { team_id: { from: teams[0]!.id, to: teams[1]!.id } }],
  );
  await login(page, DEMO.admin);
  await page.goto(`/admin/members/${person.id}/history/memberships`);
  await expect(page.getByText(`${teams[0]!.name} → ${teams[1]!.name}`)).toBeVisible();
  await expect(page.getByText(`${teams[0]!.id} → ${teams[1]!.id}`, { exact: true })).toHaveCount(0);
  await shot(page, 'history-names');
});
