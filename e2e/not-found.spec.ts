// Dead ends of the client shell: an unknown or malformed id in the member and admin areas
// shows the not-found page inside the layout (menu there, no request with NaN); the consent gate has a way out.
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { DEMO, login, newestMailTo, queryE2eDatabase, shoot } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });

/** Records every API request whose URL holds NaN or undefined (an id parsed from a bad route). */
function watchBadRequests(page: Page): string[] {
  const bad: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/') && /NaN|undefined/.test(url)) bad.push(url);
  });
  return bad;
}

async function expectNotFound(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Nicht gefunden' }), url).toBeVisible();
  await expect(menu(page), url).toBeVisible();
  await expect(page.getByText('Bitte überprüfe deine Eingaben!'), url).toHaveCount(0);
  await expect(page.getByText('Interner Server Fehler'), url).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Wird geladen …' }), url).toHaveCount(0);
  expect(new URL(page.url()).pathname, url).toBe(url.split('?')[0]);
}

test('unknown or malformed ids in the member area show the not-found page inside the layout', async ({ page }) => {
  const bad = watchBadRequests(page);
  await login(page, DEMO.player);
  const [other] = await queryE2eDatabase<{ id: number }>(
    `SELECT m.id FROM memberships m JOIN persons p ON p.id = m.person_id
     WHERE p.email IS DISTINCT FROM $1 ORDER BY m.id LIMIT 1`,
    [DEMO.player],
  );
  const [club] = await queryE2eDatabase<{ id: number }>('SELECT id FROM clubs ORDER BY id LIMIT 1');
  const [foreignTeam] = await queryE2eDatabase<{ id: number }>('SELECT id FROM teams WHERE club_id <> $1 ORDER BY id LIMIT 1', [
    club.id,
  ]);
  for (const url of [
    '/clubs/abc',
    '/clubs/9999',
    `/clubs/${club.id}/teams/9999`,
    `/clubs/${club.id}/teams/abc`,
    `/clubs/${club.id}/teams/${foreignTeam.id}`,
    `/clubs/${club.id}/join`,
    `/clubs/${club.id}/join?teamID=abc`,
    `/clubs/abc/join?sportID=1`,
    '/terms/abc',
    '/terms/999999',
    '/memberships/abc/profile',
    '/memberships/999999/profile',
    `/memberships/${other.id}/profile`,
  ]) {
    await expectNotFound(page, url);
  }
  await shoot(page, 'not-found', 'member');
  // The way out leads home.
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(bad).toEqual([]);
});

test('unknown or malformed ids in the admin area show the not-found page inside the layout', async ({ page }) => {
  const bad = watchBadRequests(page);
  await login(page, DEMO.admin);
  for (const url of [
    '/admin/members/999999',
    '/admin/members/abc',
    '/admin/members/abc/history',
    '/admin/members/abc/contactData',
    '/admin/members/999999/players/1',
    '/admin/processes/abc',
    '/admin/processes/999999',
    '/admin/clubs/abc',
    '/admin/clubs/999999/teams',
    '/admin/referees/abc',
    '/admin/referees/999999',
  ]) {
    await expectNotFound(page, url);
  }
  await shoot(page, 'not-found', 'admin');
  await page.getByRole('link', { name: 'Schiedsrichterliste' }).last().click();
  await expect(page).toHaveURL(/\/admin\/referees$/);
  expect(bad).toEqual([]);
});

test('the consent gate has a way out: public statistics and signing out', async ({ page }) => {
  // Another seeded member than member-profile.spec.ts consents with (that one takes the first).
  const [row] = await queryE2eDatabase<{ email: string }>(`
    SELECT p.email FROM persons p
    WHERE p.email LIKE '%@example.org' AND p.password_hash IS NULL
      AND NOT EXISTS (
        SELECT 1 FROM consents c WHERE c.person_id = p.id AND c.term_version_id = (
          SELECT v.id FROM term_versions v JOIN terms t ON t.id = v.term_id
          WHERE t.product = 'portal' AND t.association_id IS NULL AND t.club_id IS NULL
          ORDER BY t.id, v.version DESC LIMIT 1))
    ORDER BY p.id OFFSET 3 LIMIT 1`);
  expect(row, 'the seed leaves about 10 % without consent to portal v2').toBeDefined();
  const since = new Date();
  await page.request.post('/api/auth/reset', { data: { email: row.email } });
  const mail = await newestMailTo(row.email, since);
  const token = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  await page.request.post(`/api/auth/reset/${token}`, { data: { password: 'Ausweg!Liga2026' } });

  // On a phone the welcome toast covers no button of the gate.
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, row.email, 'Ausweg!Liga2026');
  const gate = page.getByRole('heading', { level: 1, name: 'Deine Zustimmung' });
  await expect(gate).toBeVisible();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Willkommen!' });
  await expect(toast).toBeVisible();
  const save = page.getByRole('button', { name: 'Speichern und fortfahren' });
  await save.scrollIntoViewIfNeeded();
  const [toastBox, saveBox] = [await toast.boundingBox(), await save.boundingBox()];
  expect(toastBox && saveBox).toBeTruthy();
  const overlaps = (a: NonNullable<typeof toastBox>, b: NonNullable<typeof toastBox>) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps(toastBox!, saveBox!)).toBe(false);
  await page.screenshot({ path: path.resolve(__dirname, '..', '.data', 'screenshots', 'not-found', 'consent-toast-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toast).toBeHidden();
  await shoot(page, 'not-found', 'consent-gate');

  // The avatar leads nowhere behind the gate; the public statistics open, with the way back to the consent.
  await expect(page.getByRole('link', { name: /Profil von .* öffnen/ })).toHaveCount(0);
  await page.getByTestId('consent-way-out').getByRole('link', { name: 'Spielstatistiken' }).click();
  await expect(page).toHaveURL(/\/stats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible();
  await expect(page.getByTestId('consent-pending')).toBeVisible();
  await shoot(page, 'not-found', 'consent-stats');
  await page.getByRole('link', { name: 'Zur Zustimmung' }).click();
  await expect(gate).toBeVisible();

  // Signing out from the gate itself.
  await page.getByTestId('consent-way-out').getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});
