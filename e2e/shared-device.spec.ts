// One browser, several people (docs/security.md, "Attack review, round 3"): the score sheet's offline outbox sends
// only its author's commands and is emptied at sign-out after a warning; a sign-out without network signs out on the
// device at once, says that the server did not hear it, and is finished on the server when the network returns.
import { request, type Page } from '@playwright/test';
import { createAccount, DEMO, expect, login, queryE2eDatabase, shoot, test } from './fixtures';
import { E2E_BASE_URL } from './playwright.config';

const PHONE = { width: 390, height: 844 };
/** Generous for a loaded 2-core machine. */
const SLOW = 20_000;

/** The sessions the server keeps for a person (connect-pg-simple's table; passport keeps the person's id). */
async function sessionsOf(personId: number): Promise<number> {
  const [row] = await queryE2eDatabase<{ count: number }>(
    `SELECT count(*)::int AS count FROM "session" WHERE (sess -> 'passport' ->> 'user') = $1`,
    [String(personId)],
  );
  return row!.count;
}

/** Where the app keeps a sign-out the server did not hear (client/api/pending-sign-out.ts). */
const SIGN_OUT_PENDING_KEY = 'portal-sign-out-pending';

/** The commands waiting in this browser's outbox, whoever queued them (in-page code as a string, see installable). */
function outboxSize(page: Page): Promise<unknown> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const request = indexedDB.open('score-sheet-outbox');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const count = db.transaction('commands').objectStore('commands').count();
      count.onsuccess = () => { resolve(count.result); db.close(); };
    };
  })`);
}

/** A timeout for the home team from the sheet (no player to pick). */
async function timeout(page: Page): Promise<void> {
  await page.getByTestId('sheet-timeout').click();
  const drawer = page.getByTestId('event-drawer');
  await drawer.getByTestId('event-save').click();
  await expect(drawer).toBeHidden();
}

test('a command queued on a shared phone goes out only with its author; signing out warns and empties the queue', async ({
  browser,
  adminApi,
  startedGame,
}) => {
  test.setTimeout(180_000);
  const first = await createAccount(adminApi, { lastname: 'Anschreiberin' });
  const second = await createAccount(adminApi, { lastname: 'Nachfolger' });
  const named = await adminApi.put(`/api/games/${startedGame.id}/scorers`, { data: { person_ids: [first.id, second.id] } });
  expect(named.status(), await named.text()).toBe(200);
  const sheetUrl = `/sheet/${startedGame.id}`;
  const events = `**/api/games/${startedGame.id}/events`;
  const authors = async () =>
    (
      await queryE2eDatabase<{ created_by_id: number }>(
        "SELECT created_by_id FROM game_events WHERE game_id = $1 AND type = 'timeout' ORDER BY id",
        [startedGame.id],
      )
    ).map((row) => row.created_by_id);

  // The score sheet's own requests, without the offline reader's service worker in between (as score-sheet.spec.ts).
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const openSheet = async () => {
    await page.goto(sheetUrl);
    await expect(page.getByTestId('sheet-status')).toHaveText('Live', { timeout: SLOW });
  };

  // The first scorer's timeout does not get through and waits on the phone.
  await login(page, first.email, first.password);
  await openSheet();
  await page.route(events, (route) => route.abort('internetdisconnected'));
  await timeout(page);
  await expect(page.getByTestId('sheet-event-pending')).toHaveCount(1);

  // Their session ends on the server meanwhile (expired, or ended elsewhere): the next attempt sends them to sign in.
  await queryE2eDatabase(`DELETE FROM "session" WHERE (sess -> 'passport' ->> 'user') = $1`, [String(first.id)]);
  await page.unroute(events);
  await expect(page).toHaveURL(/\/login$/, { timeout: SLOW });

  // The next person signs in on the same phone and opens the same sheet: the first one's timeout is neither shown nor
  // sent with their session; their own goes out.
  await login(page, second.email, second.password);
  await openSheet();
  await expect(page.getByTestId('sheet-event-pending')).toHaveCount(0);
  await timeout(page);
  // Stored under the second scorer's name (waited for: the tap's own request may still be under way).
  await expect.poll(authors, { timeout: SLOW }).toEqual([second.id]);
  await expect(page.getByTestId('sheet-event-pending')).toHaveCount(0, { timeout: SLOW });
  expect(await outboxSize(page)).toBe(1);

  // The first scorer comes back (the second one's session ended too): their timeout goes out now, under their name.
  await queryE2eDatabase(`DELETE FROM "session" WHERE (sess -> 'passport' ->> 'user') = $1`, [String(second.id)]);
  await login(page, first.email, first.password);
  await openSheet();
  await expect.poll(authors, { timeout: SLOW }).toEqual([second.id, first.id]);
  await expect(page.getByTestId('sheet-event-pending')).toHaveCount(0, { timeout: SLOW });
  expect(await outboxSize(page)).toBe(0);

  // Another one waits; signing out warns first, and the scorer may stay signed in.
  await page.route(events, (route) => route.abort('internetdisconnected'));
  await timeout(page);
  await expect(page.getByTestId('sheet-event-pending')).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await menu.getByRole('link', { name: 'Abmelden' }).click();
  const warning = page.getByRole('dialog', { name: 'Noch nicht gesendete Eingaben' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('1 Eingabe');
  await shoot(page, 'shared-device', 'sign-out-warning');
  await warning.getByRole('button', { name: 'Angemeldet bleiben' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  expect(await outboxSize(page)).toBe(1);
  expect(await sessionsOf(first.id)).toBe(1);

  // Signing out anyway deletes what waits: nobody can send it afterwards.
  await menu.getByRole('link', { name: 'Abmelden' }).click();
  await warning.getByRole('button', { name: 'Abmelden und löschen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await outboxSize(page)).toBe(0);
  expect(await sessionsOf(first.id)).toBe(0);
  await page.unroute(events);
  expect(await authors()).toEqual([second.id, first.id]);
  await context.close();
});

test('a sign-out without network signs out on the device, says so, and ends the session once back online', async ({
  page,
  context,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const member = await createAccount(adminApi, { lastname: 'Vereinsheim' });
  await login(page, member.email, member.password);
  // The offline reader's service worker controls the page, as on a real shared computer, and has seen the statistics.
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 30_000 }).toBe(true);
  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'Statistiken' })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Hallo .+!$/ })).toBeVisible();
  // The browser's session, asked about through the API with the browser's cookie.
  const cookie = (await context.cookies()).find((c) => c.name === 'portal.sid');
  expect(cookie).toBeDefined();
  const sessionOfTheCookie = async () => {
    const api = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { cookie: `portal.sid=${cookie!.value}` } });
    try {
      return ((await (await api.get('/api/auth')).json()) as { data: { has_session: boolean } }).data.has_session;
    } finally {
      await api.dispose();
    }
  };
  expect(await sessionOfTheCookie()).toBe(true);

  await context.setOffline(true);
  // The service worker's own requests do not always follow the emulated network: the sign-out is cut for it as well.
  const signOut = '**/api/auth/signout';
  await context.route(signOut, (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByRole('alert').filter({ hasText: 'Abmelden beim Server fehlgeschlagen' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await shoot(page, 'shared-device', 'offline-sign-out-notice');

  // The next person at the computer, still offline, finds no one signed in: not the start page, not the member menu.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(notice).toBeVisible();
  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'Statistiken' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toHaveCount(0);
  // The device remembers the sign-out it could not send. (Whether the server heard it meanwhile is up to the browser's
  // emulated network, which requests through a service worker do not always follow: in a full run they sometimes
  // reached the server.)
  const waiting = () => page.evaluate(`localStorage.getItem('${SIGN_OUT_PENDING_KEY}')`);
  expect(await waiting()).not.toBeNull();

  // The network returns: the sign-out reaches the server by itself, and the session is gone there too.
  await context.unroute(signOut);
  await context.setOffline(false);
  await expect.poll(waiting, { timeout: SLOW }).toBeNull();
  await expect.poll(sessionOfTheCookie, { timeout: SLOW }).toBe(false);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(notice).toBeHidden();

  // A later sign-in works as ever.
  await login(page, DEMO.player);
});
