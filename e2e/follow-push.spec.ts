// Follow a team and Web Push (decision 056): a guest follows a team in the browser, turns notifications on, a push
// delivered to the service worker through the DevTools protocol shows its notice (text, link, unsubscribe action);
// signing in merges the follow into the account ("Meine Teams" on the start page); the team's calendar feed parses.
import crypto from 'node:crypto';
import ICAL from 'ical.js';
import { createAccount, expect, expectAxeClean, login, shoot, test, unique } from './fixtures';
import { E2E_BASE_URL } from './playwright.config';

// The browser modules' keys (client/islands/follows-store.ts FOLLOWS_KEY, client/islands/push.ts PUSH_TOKEN_KEY): the public
// pages' follow button writes the first; the notifications page keeps the second.
const FOLLOWS_KEY = 'portal.follows';
const PUSH_TOKEN_KEY = 'portal.push-token';
const ALL_EVENTS = ['kickoff', 'goal', 'period', 'final', 'schedule', 'lineup'];

/** A browser-like subscription the server accepts: a P-256 key and an auth secret, an endpoint of a public host. */
function testSubscription() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/e2e/${unique()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
}

test('a guest follows a team, a push reaches the worker, the follow joins the account at sign-in', async ({
  page,
  context,
  adminApi,
  leagueWithGroup: l,
}) => {
  test.setTimeout(120_000);
  const [team, opponent] = l.teams as [{ id: number; name: string }, { id: number; name: string }];
  const kickoff = new Date(Date.now() + 3 * 86_400_000 + 2 * 3_600_000);
  const gameRes = await adminApi.post(`/api/competitions/${l.league.id}/games`, {
    data: {
      number: 6000 + Math.floor(Math.random() * 3000),
      kickoff_time: kickoff.toISOString(),
      group_id: l.group.id,
      home_team_id: team.id,
      away_team_id: opponent.id,
      location: 'e2e Push-Halle',
    },
  });
  expect(gameRes.status(), await gameRes.text()).toBe(201);
  const game = ((await gameRes.json()) as { data: { id: number } }).data;
  const origin = new URL(E2E_BASE_URL).origin;
  await context.grantPermissions(['notifications'], { origin });

  // A guest without follows: the page says how to follow.
  await page.goto('/notifications');
  await expect(page.getByTestId('follows-empty')).toBeVisible();

  // Followed as the public pages' button does it (the browser's list), then named by the server.
  await page.evaluate(`localStorage.setItem('${FOLLOWS_KEY}', JSON.stringify([{ target: 'team', id: ${team.id} }]))`);
  await page.reload();
  const row = page.getByTestId('follow-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(team.name);
  await expect(row.getByRole('checkbox', { name: 'Tore' })).toBeChecked();

  // The worker controls the page before subscribing (it registers when the page is idle).
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 30_000 }).toBe(true);
  await page.getByRole('button', { name: 'Benachrichtigungen einschalten' }).click();
  const status = page.getByTestId('push-status');
  // Headless Chromium has no push service to reach offline: pushManager.subscribe fails and the page says so. The
  // subscription is then registered through the API with a key pair of the test's own, as the page would have done.
  const outcome = page.getByText(
    /^(Dieser Browser erhält Benachrichtigungen\.|Der Push-Dienst deines Browsers hat nicht geantwortet\.)/,
  );
  await expect(outcome.first()).toBeVisible({ timeout: 20_000 });
  const subscribed = (await status.textContent())?.includes('Dieser Browser erhält Benachrichtigungen.') === true;
  if (!subscribed) {
    const res = await page.request.post('/api/push/subscriptions', {
      data: { ...testSubscription(), language: 'de', topics: [{ target: 'team', id: team.id, events: ALL_EVENTS }] },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    await page.evaluate(`localStorage.setItem('${PUSH_TOKEN_KEY}', ${JSON.stringify(token)})`);
    await page.reload();
    await expect(status).toContainText('Dieser Browser erhält Benachrichtigungen.');
  }
  const token = (await page.evaluate(`localStorage.getItem('${PUSH_TOKEN_KEY}')`)) as string;
  const stored = await page.request.get(`/api/push/subscriptions/${token}`);
  expect(stored.status()).toBe(200);
  expect(((await stored.json()) as { data: { topics: unknown[] } }).data.topics).toEqual([
    { target: 'team', id: team.id, events: ALL_EVENTS },
  ]);

  // Narrowing the events and quiet hours reach the subscription.
  await row.getByRole('checkbox', { name: 'Aufstellung' }).uncheck();
  await page.getByRole('switch', { name: 'Nachts nicht stören' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Einstellungen gespeichert.')).toBeVisible();
  const changed = (await (await page.request.get(`/api/push/subscriptions/${token}`)).json()) as {
    data: { topics: { events: string[] }[]; quiet_hours: unknown };
  };
  expect(changed.data.topics[0]!.events).toEqual(ALL_EVENTS.filter((e) => e !== 'lineup'));
  expect(changed.data.quiet_hours).toEqual({ start: '22:00', end: '07:00' });

  await expectAxeClean(page, 'notifications (guest)');
  await shoot(page, 'follow-push', 'notifications-guest');

  // A push as the server sends it (server/domains/follows/push-delivery.ts), delivered to the worker through CDP.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/`)?.registrationId).toBeDefined();
  const gameUrl = `${origin}/stats/leagues/${l.league.id}/games/${game.id}`;
  const payload = {
    title: `Tor: ${team.name} 1:0 ${opponent.name}`,
    body: `Tor für ${team.name}.`,
    url: gameUrl,
    tag: `game-${game.id}-goal`,
    game_id: game.id,
    event: 'goal',
    unsubscribe_url: `${origin}/api/push/subscriptions/${token}`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.find((r) => r.scopeURL === `${origin}/`)!.registrationId,
    data: JSON.stringify(payload),
  });
  const shown = () =>
    page.evaluate(`navigator.serviceWorker.ready
      .then((registration) => registration.getNotifications())
      .then((list) => list.map((n) => ({ title: n.title, body: n.body, url: n.data.url, tag: n.tag,
        unsubscribe: n.data.unsubscribe_url, actions: n.actions.map((a) => a.action) })))`);
  await expect.poll(shown, { timeout: 10_000 }).toEqual([
    {
      title: payload.title,
      body: payload.body,
      url: gameUrl,
      tag: payload.tag,
      unsubscribe: payload.unsubscribe_url,
      actions: ['unsubscribe'],
    },
  ]);
  // The notice's link is the game page.
  await page.goto(gameUrl);
  await expect(page.getByText(opponent.name).first()).toBeVisible();

  // Signing in merges the browser's follow into the account and clears the browser's list.
  const account = await createAccount(adminApi, { lastname: 'Fan' });
  await login(page, account.email, account.password);
  expect(await page.evaluate(`localStorage.getItem('${FOLLOWS_KEY}')`)).toBeNull();
  // The browser's push subscription, a guest's until now, becomes the member's (their devices, "My data").
  const member = async () =>
    ((await (await page.request.get(`/api/push/subscriptions/${token}`)).json()) as { data: { member: boolean } }).data.member;
  await expect.poll(member).toBe(true);
  const myTeams = page.getByTestId('my-team');
  await expect(myTeams.filter({ hasText: team.name })).toHaveCount(1);
  const card = myTeams.filter({ hasText: team.name });
  await expect(card).toContainText(`Heim gegen ${opponent.name}`);
  await expect(card.getByTestId('countdown')).toHaveText('in 3 Tagen');
  await expect(card.getByTestId('team-position')).toContainText('von 4');
  await expectAxeClean(page, 'home with my teams');
  await shoot(page, 'follow-push', 'home-my-teams');

  // The member's notifications page: the merged follow with mail instead of push, this browser's subscription.
  await page.goto('/notifications');
  const memberRow = page.getByTestId('follow-row').filter({ hasText: team.name });
  await expect(memberRow.getByRole('switch', { name: 'Endstand per E-Mail' })).toBeVisible();
  await expectAxeClean(page, 'notifications (member)');
  await shoot(page, 'follow-push', 'notifications-member');
  // One tap ends the subscription.
  await page.getByRole('button', { name: 'Alle abbestellen' }).click();
  await expect(page.getByTestId('push-status')).toContainText('Dieser Browser erhält noch keine Benachrichtigungen.');
  expect((await page.request.get(`/api/push/subscriptions/${token}`)).status()).toBe(404);

  // The team's calendar feed: its game, with a stable UID.
  const feed = await page.request.get(`/api/calendar/teams/${team.id}.ics`);
  expect(feed.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const ours = events.find((e) => e.summary.includes(team.name) && e.summary.includes(opponent.name));
  expect(ours, 'the followed game in the team feed').toBeDefined();
  expect(ours!.uid).toBeTruthy();
  expect(ours!.startDate.toJSDate().getTime()).toBe(Math.floor(kickoff.getTime() / 1000) * 1000);
});
