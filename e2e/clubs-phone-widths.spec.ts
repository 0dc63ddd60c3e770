// Club pages in Chromium at phone width (390 px) and on the desktop: nothing overlaps or hides
// without a cue, and the club pages read in German (sport names, the report text, the join terms).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, createMember, idOf, login, queryE2eDatabase, registerMember, shoot } from './fixtures';

const PHONE = { width: 390, height: 844 };
const stamp = () => Math.random().toString(36).slice(2, 8);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

const HAMBURG = 'Hamburg Warriors Lacrosse e.V.';
const hamburg = () => idOf('clubs', HAMBURG);

async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await boxOf(locator);
  const width = page.viewportSize()!.width;
  return box.x >= 0 && box.x + box.width <= width;
}

test('member details: a long e-mail address does not run over the phone number', async ({ page }) => {
  const email = `ein-sehr-langer-name-fuer-den-test-${stamp()}@beispiel-lacrosse-verein.de`;
  // A member of its own (a seeded one would keep the long address for every later test).
  const person = await createMember({ club: HAMBURG, email, contact: { phone_number: '+49 40 1234 5678' } });
  await login(page, DEMO.admin);
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/members/${person.id}`);
  const mail = page.getByText(email, { exact: true });
  const phone = page.getByText('+49 40 1234 5678', { exact: true });
  await expect(mail).toBeVisible();
  await expect(phone).toBeVisible();
  expect(overlaps(await boxOf(mail), await boxOf(phone))).toBe(false);
  expect((await boxOf(mail)).x + (await boxOf(mail)).width).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, 'clubs-phone', 'member-details');
});

test('admin navigation: on a phone the current entry "Prozesse" is scrolled into view', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/processes');
  await expect(page.getByRole('heading', { level: 1, name: 'Prozesse' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Verwaltungsnavigation' });
  const scrolls = await nav.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(true);
  await expect.poll(() => inViewport(page, nav.getByRole('link', { name: /^Prozesse/ }))).toBe(true);
  await shoot(page, 'clubs-phone', 'admin-processes');
});

test('club page: the tabs stay one row on a phone; sport names in German', async ({ page }) => {
  // A German club that offers indoor lacrosse (stored as "Indoor Lacrosse").
  const [club] = await queryE2eDatabase<{ id: number }>(
    `SELECT cs.club_id AS id FROM club_sports cs JOIN sports s ON s.id = cs.sport_id JOIN clubs c ON c.id = cs.club_id
      JOIN associations a ON a.id = c.association_id WHERE s.key = 'indoor_lacrosse' AND a.abbreviation = 'DLaxV'
      ORDER BY cs.club_id LIMIT 1`,
  );
  await login(page, DEMO.player);
  await page.setViewportSize(PHONE);
  await page.goto(`/clubs/${club!.id}`);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  const tops = await Promise.all((await tabs.all()).map(async (tab) => (await boxOf(tab)).y));
  expect(new Set(tops).size).toBe(1);
  // The database holds "Indoor Lacrosse"; the German page says "Indoor-Lacrosse".
  await expect(page.getByText(/Indoor-Lacrosse/).first()).toBeVisible();
  await expect(page.getByText(/Indoor Lacrosse/)).toHaveCount(0);
  await shoot(page, 'clubs-phone', 'club-page');
});

test('club list: the scroll-to-top button leaves the last row free', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/clubs');
  await expect(page.getByTestId('club-row').first()).toBeVisible();
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  const top = page.getByRole('button', { name: 'Nach oben' });
  await expect(top).toBeVisible();
  // Wait for the button's slide-in to end before measuring.
  await expect.poll(async () => (await boxOf(top)).y).toBeLessThan(PHONE.height);
  const last = page.getByTestId('club-row').last();
  await expect(last).toBeInViewport();
  expect(overlaps(await boxOf(top), await boxOf(last))).toBe(false);
  await page.screenshot({ path: '.data/screenshots/clubs-phone/club-list-bottom-390.png' });
});

test('member list: a cut filter label shows in full as a tooltip', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/member');
  await page.getByRole('button', { name: /^Suche und Filter/ }).click();
  const labels = page.getByTestId('filter-label');
  await expect(labels.first()).toBeVisible();
  for (const l of (await labels.all()).slice(0, 12)) {
    expect(await l.getAttribute('title')).toBe(await l.textContent());
  }
  await shoot(page, 'clubs-phone', 'member-list');
});

test('join terms name the club without a double period; the report page reads in plain German', async ({ page }) => {
  // A fresh member: the club's terms still wait for their consent, so the join page shows them.
  await registerMember(page);
  await page.goto(`/clubs/${await hamburg()}/join?sportID=${await lacrosse()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Beitreten' })).toBeVisible();
  await expect(page.getByText('Lacrosse im Verein Hamburg Warriors Lacrosse e.V.')).toBeVisible();
  await expect(page.getByText(/Vereinsordnung von Hamburg Warriors Lacrosse e\.V\./).first()).toBeVisible();
  await expect(page.getByText(/e\.V\.\./)).toHaveCount(0);
  await shoot(page, 'clubs-phone', 'join');

  const [other] = await queryE2eDatabase<{ id: number }>('SELECT id FROM persons WHERE email <> $1 ORDER BY id LIMIT 1', [
    DEMO.player,
  ]);
  await page.goto(`/report-abuse/${other!.id}`);
  await expect(page.getByText(/bis das Admin-Team die Meldung geprüft hat/)).toBeVisible();
  await expect(page.getByText(/ein:e/)).toHaveCount(0);
});

const lacrosse = () => idOf('sports', 'lacrosse');
