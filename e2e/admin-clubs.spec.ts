// The admin club pages in Chromium: list (count, quick search, reset, load more, export), details with the tabs Teams,
// Officials, Fields and Information; a club representative adds a contact, edits a field and the profile, and
// uploads a logo; another club stays read-only.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, label, login, queryE2eDatabase, shoot } from './fixtures';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const unique = () => Math.random().toString(36).slice(2, 8);

async function clubCount(page: Page): Promise<number> {
  const text = await page.getByTestId('club-count').textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1] ?? NaN);
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: label(field) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('club list: count, quick search, reset, load more, export page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The German association has 24 demo clubs; a dozen more (without members) make a second step of the list.
  const stamp = unique();
  await queryE2eDatabase(
    `INSERT INTO clubs (association_id, name, updated_at)
     SELECT a.id, $1::text || n, now() FROM associations a, generate_series(1, 12) n WHERE a.abbreviation = 'DLaxV'`,
    [`E2E Verein ${stamp} `],
  );
  await login(page, DEMO.admin);
  await page.getByRole('link', { name: 'Verwaltung', exact: true }).click();
  await page.getByRole('navigation', { name: 'Verwaltungsnavigation' }).getByRole('link', { name: 'Vereine' }).click();
  await expect(page).toHaveURL(/\/admin\/clubs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vereine' })).toBeVisible();
  await expect.poll(() => clubCount(page)).toBeGreaterThan(30);
  const all = await clubCount(page);
  await expect(page.getByTestId('club-row')).toHaveCount(30);
  await shoot(page, 'admin-clubs', 'club-list');
  await page.getByRole('button', { name: 'Mehr laden' }).click();
  await expect(page.getByTestId('club-row')).toHaveCount(Math.min(all, 60));
  // Scroll-to-top appears once the page is scrolled down.
  const top = page.getByRole('button', { name: 'Nach oben' });
  await page.evaluate('window.scrollTo(0, 0)');
  await expect(top).toHaveCount(0);
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await top.click();
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);

  await page.getByRole('textbox', { name: 'Schnellsuche' }).fill('Hamburg');
  await expect(page).toHaveURL(/q=Hamburg/);
  await expect.poll(() => clubCount(page)).toBe(1);
  const hamburg = page.getByTestId('club-row').filter({ hasText: 'Hamburg Warriors Lacrosse e.V.' });
  await expect(hamburg.getByLabel(/^Aktive Mitglieder, männlich: \d+$/)).toBeVisible();
  await expect(hamburg.getByLabel(/^Aktive Mitglieder, weiblich: \d+$/)).toBeVisible();
  await expect(hamburg.getByLabel(/^Alumni \(ohne aktive Mitgliedschaft im Verein\): \d+$/)).toBeVisible();

  await page.getByRole('link', { name: 'Exportieren' }).click();
  await expect(page).toHaveURL(/\/admin\/club\/export\?q=Hamburg$/);
  await expect(page.getByTestId('export-count')).toHaveText('1 Verein in der Auswahl');
  const xlsx = page.getByRole('link', { name: 'Ansprechpartner (Excel)' });
  const href = (await xlsx.getAttribute('href'))!;
  expect(href).toContain('format=contacts-xlsx');
  // Downloaded in place after a check of the recent password entry.
  const [download] = await Promise.all([page.waitForEvent('download'), xlsx.click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  await shoot(page, 'admin-clubs', 'club-export');
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(page).toHaveURL(/\/admin\/clubs\?q=Hamburg$/);

  await page.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect.poll(() => clubCount(page)).toBe(all);
  // The sidebar toggles.
  await page.getByRole('button', { name: 'Suche und Aktionen' }).click();
  await expect(page.getByTestId('club-sidebar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Suche und Aktionen' }).click();
  await expect(page.getByTestId('club-sidebar')).toBeVisible();
});

test('club details: teams open the roster, officials, fields and information tabs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, DEMO.admin);
  await page.goto('/admin/clubs?q=Hamburg');
  await page.getByTestId('club-row').first().click();
  await expect(page).toHaveURL(/\/admin\/clubs\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hamburg Warriors Lacrosse e.V.' })).toBeVisible();
  const herren = page.getByTestId('club-team').filter({ hasText: 'Hamburg Warriors Herren' });
  await expect(herren).toContainText(/\d+ Spieler/);
  await expect(page.getByTestId('club-team').filter({ hasText: 'Altersklasse 16+' }).first()).toBeVisible();
  await shoot(page, 'admin-clubs', 'club-teams');

  await page.getByRole('tab', { name: 'Funktionäre' }).click();
  await expect(page.getByTestId('club-leader').filter({ hasText: 'Krüger, Thomas' })).toBeVisible();
  await expect(page.getByTestId('club-contact').filter({ hasText: 'Krüger, Thomas' })).toContainText('Hauptansprechpartner');
  await shoot(page, 'admin-clubs', 'club-officials');

  await page.getByRole('tab', { name: 'Plätze' }).click();
  await expect(page.getByTestId('club-field').first()).toBeVisible();
  await shoot(page, 'admin-clubs', 'club-fields');

  await page.getByRole('tab', { name: 'Informationen' }).click();
  const homepage = page.getByTestId('club-profile').getByRole('link').filter({ hasText: /\./ }).last();
  await expect(homepage).toHaveAttribute('href', /^https:\/\//);
  await shoot(page, 'admin-clubs', 'club-info');

  await page.getByRole('tab', { name: 'Mannschaften' }).click();
  await herren.click();
  await expect(page).toHaveURL(/\/admin\/member\?rql=/);
  await expect(page.getByTestId('member-row').filter({ hasText: 'Wagner, Jonas' })).toBeVisible();
});

test('a club representative adds a contact, edits a field and the profile, and uploads a logo', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, DEMO.club);
  await page.goto('/admin/clubs');
  await expect.poll(() => clubCount(page)).toBe(1);
  await page.getByTestId('club-row').click();
  // The club page may still be loading (its code is fetched on demand): read the address once it is there.
  await expect(page).toHaveURL(/\/admin\/clubs\/\d+/);
  const base = new URL(page.url()).pathname.replace(/\/teams$/, '');

  // Add a contact: search (non-empty, at most 60 characters), pick, see e-mail and phones, choose a position, save.
  await page.getByRole('tab', { name: 'Funktionäre' }).click();
  await page.getByRole('link', { name: 'Ansprechpartner hinzufügen' }).click();
  const search = page.getByRole('button', { name: 'Suchen' });
  await expect(search).toBeDisabled();
  await page.getByLabel('Name').fill('x'.repeat(61));
  await expect(page.getByText('Höchstens 60 Zeichen')).toBeVisible();
  await expect(search).toBeDisabled();
  await page.getByLabel('Name').fill('Wagner Jonas');
  await search.click();
  await page.getByTestId('contact-result').filter({ hasText: 'Wagner, Jonas' }).click();
  const picked = page.getByTestId('picked-person');
  await expect(picked).toContainText('player@demo.test');
  await shoot(page, 'admin-clubs', 'club-contact-new');
  // Back clears the selection.
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(picked).toHaveCount(0);
  await page.getByTestId('contact-result').filter({ hasText: 'Wagner, Jonas' }).click();
  const save = picked.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeDisabled();
  await choose(page, 'Position', 'Jugend (Jungen)');
  await save.click();
  await expect(toast(page, 'Ansprechpartner hinzugefügt')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/officials$`));
  const contact = page.getByTestId('club-contact').filter({ hasText: 'Wagner, Jonas' });
  await expect(contact).toContainText('Jugend (Jungen)');

  // Change its position, then remove it after confirming.
  await contact.click();
  await choose(page, 'Position', 'Finanzen');
  await shoot(page, 'admin-clubs', 'club-contact');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Ansprechpartner gespeichert')).toBeVisible();
  await expect(page).toHaveURL(/position=finance$/);
  await page.getByRole('button', { name: 'Entfernen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(toast(page, 'Ansprechpartner entfernt')).toBeVisible();
  await expect(page.getByTestId('club-contact').filter({ hasText: 'Wagner, Jonas' })).toHaveCount(0);

  // Fields: create, edit, delete with confirmation.
  const name = `Testplatz ${unique()}`;
  await page.getByRole('tab', { name: 'Plätze' }).click();
  await page.getByRole('link', { name: 'Neuer Platz' }).click();
  const saveField = page.getByRole('button', { name: 'Speichern' });
  await expect(saveField).toBeDisabled();
  await page.getByLabel(label('Name')).fill('n'.repeat(61));
  await expect(page.getByText('Höchstens 60 Zeichen')).toBeVisible();
  await expect(saveField).toBeDisabled();
  await page.getByLabel(label('Name')).fill(name);
  await page.getByLabel('Ort', { exact: true }).fill('Hamburg');
  await saveField.click();
  await expect(toast(page, 'Platz erstellt')).toBeVisible();
  await page.getByTestId('club-field').filter({ hasText: name }).click();
  await page.getByLabel('PLZ', { exact: true }).fill('22301');
  await shoot(page, 'admin-clubs', 'club-field');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Platz gespeichert')).toBeVisible();
  await expect(page.getByTestId('club-field').filter({ hasText: name })).toContainText('22301 Hamburg');
  await page.getByTestId('club-field').filter({ hasText: name }).click();
  await page.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Möchtest du den Platz „${name}“ wirklich entfernen?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(toast(page, 'Platz entfernt')).toBeVisible();
  await expect(page.getByTestId('club-field').filter({ hasText: name })).toHaveCount(0);

  // Information: a bad homepage keeps the save disabled; a good one shows as an https link.
  await page.getByRole('tab', { name: 'Informationen' }).click();
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  const homepage = page.getByLabel('Webseite');
  await homepage.fill('javascript:alert(1)');
  await expect(page.getByText('Bitte eine Webadresse wie www.verein.de angeben')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await homepage.fill('www.hamburg-warriors.example');
  await page.getByLabel('Allgemeine Informationen').fill('Training dienstags. Infos: https://warriors.example/training');
  await shoot(page, 'admin-clubs', 'club-info-edit');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Profile gespeichert')).toBeVisible();
  const profile = page.getByTestId('club-profile');
  await expect(profile.getByRole('link', { name: 'www.hamburg-warriors.example' })).toHaveAttribute(
    'href',
    'https://www.hamburg-warriors.example',
  );
  await expect(profile.getByRole('link', { name: 'https://warriors.example/training' })).toBeVisible();

  // Logo: change through the menu, then it shows in the list.
  const png = await sharp({
    create: { width: 300, height: 150, channels: 4, background: { r: 10, g: 60, b: 140, alpha: 1 } },
  })
    .png()
    .toBuffer();
  await page.getByRole('button', { name: /^Logo von .* ändern$/ }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: /Logo (hochladen|ändern)/ }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Logo gespeichert')).toBeVisible();
  await expect(page.getByTestId('club-logo').locator('img')).toBeVisible();
  await shoot(page, 'admin-clubs', 'club-logo');
  await page.goto('/admin/clubs');
  await expect(page.getByTestId('club-row').locator('img')).toBeVisible();
});

test("a club representative cannot open another club's admin screen by its address", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, DEMO.club);
  await page.goto('/admin/clubs');
  await expect.poll(() => clubCount(page)).toBe(1);
  const own = Number(/\/admin\/clubs\/(\d+)/.exec((await page.getByTestId('club-row').getAttribute('href'))!)![1]);
  const other = own === 1 ? 2 : 1;
  const [contact] = await queryE2eDatabase<{ email: string }>(
    'SELECT p.email FROM club_contacts cc JOIN persons p ON p.id = cc.person_id WHERE cc.club_id = $1 LIMIT 1',
    [other],
  );
  // Outside the clubs.list scope: 403 like the other admin screens, home with the message, no contact shown.
  for (const path of [`/admin/clubs/${other}/officials`, `/admin/clubs/${other}/fields/new`]) {
    const answer = page.waitForResponse((r) => r.url().includes(`/api/clubs/${other}?`));
    await page.goto(path);
    expect((await answer).status()).toBe(403);
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, 'Unerlaubte Aktion!')).toBeVisible();
    if (contact) await expect(page.getByText(contact.email)).toHaveCount(0);
  }
  await shoot(page, 'admin-clubs', 'club-other-refused');
  // The own club opens as before.
  await page.goto(`/admin/clubs/${own}/fields/new`);
  await expect(page.getByRole('heading', { name: 'Neuer Platz' })).toBeVisible();
});
