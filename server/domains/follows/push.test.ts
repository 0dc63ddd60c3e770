// Web Push for followed teams against a local push service that checks VAPID and decrypts every payload with the
// subscription's own keys: subscribing and its bounds, a goal told once per subscription by two workers, coalesced
// goals, 410 removal, retries, quiet hours, one-tap unsubscribe, and a guest's row without personal data.
import crypto from 'node:crypto';
import { useTestApp } from '../../../test/app';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';
import { PushService, type Browser } from '../../../test/push-service';
import { createNoticeWorker } from '../../notices';
import { setGoalWindowMs } from '../../platform/push-outbox';
import type { NoticeWorker } from '../../platform/notification-outbox';

const t = useTestApp();
let w: ScoreSheetWorld;
let service: PushService;
let workers: NoticeWorker[];

beforeAll(async () => {
  w = await buildScoreSheetWorld();
  service = await new PushService().start();
  workers = [0, 1].map(() =>
    createNoticeWorker(undefined, { backoffMs: 1 }, { publicUrl: 'http://portal.test' }, { backoffMs: 1 }),
  );
});
afterAll(() => service.stop());
beforeEach(() => setGoalWindowMs(0));

const goal = (side: 'home' | 'away', membershipId: number) => ({
  idempotency_key: crypto.randomUUID(),
  type: 'goal',
  event_time: 75,
  period: 1,
  side,
  membership_id: membershipId,
  assist_membership_id: null,
});

async function subscribe(browser: Browser, topics: unknown[], extra: Record<string, unknown> = {}, agent = t.request()) {
  const res = await agent
    .post('/api/push/subscriptions')
    .send({ endpoint: browser.endpoint, keys: browser.keys, language: 'de', topics, ...extra })
    .expect(201);
  return res.body.data as { id: number; token: string };
}

/** Both workers at once, round after round, until nothing is due. */
async function deliver() {
  for (let round = 0; round < 20; round++) {
    await Promise.all(workers.map((worker) => worker.drain()));
    const [left] = await t.prisma.$queryRaw<{ n: number }[]>`
      SELECT ((SELECT count(*) FROM push_deliveries WHERE status IN ('queued', 'sending'))
            + (SELECT count(*) FROM notifications WHERE channel = 'push' AND status IN ('queued', 'sending')))::int AS n`;
    if (left!.n === 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function startedGame() {
  const game = await buildSheetGame(w);
  const rep = await signInAs(t, w.leagueRep);
  await rep.post(`/api/games/${game.id}/start`).send({}).expect(200);
  return { game, rep };
}

it('serves the VAPID public key, the same on every call', async () => {
  const a = await t.request().get('/api/push/key').expect(200);
  const b = await t.request().get('/api/push/key').expect(200);
  expect(a.body.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  expect(b.body.data.public_key).toBe(a.body.data.public_key);
});

it('tells a goal on the score sheet exactly once per subscription with two workers, encrypted to each browser', async () => {
  const { game, rep } = await startedGame();
  const browsers = [service.browser(), service.browser(), service.browser()];
  await subscribe(browsers[0]!, [{ target: 'team', id: w.home.id, events: ['goal', 'final'] }]);
  await subscribe(browsers[1]!, [{ target: 'competition', id: w.league.id, events: ['goal'] }], { language: 'en' });
  // Both its team and the game: still one notification.
  await subscribe(browsers[2]!, [
    { target: 'team', id: w.away.id, events: ['goal'] },
    { target: 'game', id: game.id, events: ['goal'] },
  ]);
  const other = service.browser();
  await subscribe(other, [{ target: 'team', id: w.home.id, events: ['kickoff'] }]);
  await deliver();
  const otherBefore = service.to(other).length;
  const before = service.received.length;

  await rep.post(`/api/games/${game.id}/events`).send(goal('home', w.homePlayers[0]!.membership.id)).expect(201);
  await deliver();

  expect(service.refused).toEqual([]);
  expect(service.received.length - before).toBe(3);
  for (const b of browsers) expect(service.to(b).filter((r) => r.payload.game_id === game.id)).toHaveLength(1);
  expect(service.to(other)).toHaveLength(otherBefore);
  const [de] = service.to(browsers[0]!);
  expect(de!.payload).toMatchObject({
    title: `Tor: ${w.home.name} 1:0 ${w.away.name}`,
    body: `Tor für ${w.home.name}.`,
    url: `http://portal.test/stats/leagues/${w.league.id}/games/${game.id}`,
    event: 'goal',
    lang: 'de',
    unsubscribe_label: 'Abbestellen',
  });
  expect(service.to(browsers[1]!)[0]!.payload).toMatchObject({
    title: `Goal: ${w.home.name} 1:0 ${w.away.name}`,
    lang: 'en',
    unsubscribe_label: 'Unsubscribe',
  });
  const key = (await t.request().get('/api/push/key')).body.data.public_key;
  expect(de!.vapidKey).toBe(key);
  expect(await t.prisma.pushDelivery.count()).toBe(0);

  // One tap, no session: the payload's unsubscribe URL ends the subscription.
  const unsubscribe = new URL(String(de!.payload.unsubscribe_url));
  await t.request().delete(unsubscribe.pathname).expect(200);
  await t.request().get(unsubscribe.pathname).expect(404);
  await t.request().delete(unsubscribe.pathname).expect(200);
});

it('coalesces goals within a few seconds into one notification', async () => {
  setGoalWindowMs(800);
  const { game, rep } = await startedGame();
  const browser = service.browser();
  await subscribe(browser, [{ target: 'game', id: game.id, events: ['goal'] }]);
  await rep.post(`/api/games/${game.id}/events`).send(goal('home', w.homePlayers[0]!.membership.id)).expect(201);
  await rep.post(`/api/games/${game.id}/events`).send(goal('away', w.awayPlayers[0]!.membership.id)).expect(201);
  // One row for both, due a window after the first goal (how long the posts took under load does not matter).
  const rows = await t.prisma.$queryRaw<{ goals: number; wait_ms: number }[]>`
    SELECT jsonb_array_length(payload::jsonb -> 'goals')::int AS goals,
           (extract(epoch FROM next_attempt_at - created_at) * 1000)::int AS wait_ms
      FROM notifications WHERE channel = 'push' AND kind = 'push.goal' AND (payload::jsonb ->> 'game_id')::int = ${game.id}`;
  expect(rows).toEqual([{ goals: 2, wait_ms: 800 }]);
  for (let i = 0; i < 50 && service.to(browser).length === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await deliver();
  }
  expect(service.to(browser).map((r) => r.payload.title)).toEqual([`2 Tore: ${w.home.name} 1:1 ${w.away.name}`]);
});

it('deletes a subscription the push service says is gone (410), and retries after a 500', async () => {
  const { game, rep } = await startedGame();
  const gone = service.browser();
  const flaky = service.browser();
  const goneSub = await subscribe(gone, [{ target: 'game', id: game.id, events: ['final'] }]);
  await subscribe(flaky, [{ target: 'game', id: game.id, events: ['final'] }]);
  service.answers.set(gone.endpoint.split('/').at(-1)!, [410]);
  service.answers.set(flaky.endpoint.split('/').at(-1)!, [500, 503]);
  await rep.post(`/api/games/${game.id}/finish`).send({}).expect(200);
  await deliver();
  expect(await t.prisma.pushSubscription.count({ where: { id: goneSub.id } })).toBe(0);
  expect(service.to(flaky).map((r) => r.payload.title)).toEqual([`Endstand: ${w.home.name} 0:0 ${w.away.name}`]);
  expect(service.to(gone)).toEqual([]);
});

it('skips a notification in the quiet hours', async () => {
  const { game, rep } = await startedGame();
  const zone = 'Europe/Berlin';
  const now = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date())
    .split(':')
    .map(Number) as [number, number];
  const clock = (m: number) =>
    `${String(Math.floor((((m % 1440) + 1440) % 1440) / 60)).padStart(2, '0')}:${String((((m % 1440) + 1440) % 1440) % 60).padStart(2, '0')}`;
  const minute = now[0] * 60 + now[1];
  const sleeping = service.browser();
  const awake = service.browser();
  await subscribe(sleeping, [{ target: 'game', id: game.id, events: ['final'] }], {
    quiet_hours: { start: clock(minute - 60), end: clock(minute + 60) },
  });
  await subscribe(awake, [{ target: 'game', id: game.id, events: ['final'] }], {
    quiet_hours: { start: clock(minute + 60), end: clock(minute + 120) },
  });
  await rep.post(`/api/games/${game.id}/finish`).send({}).expect(200);
  await deliver();
  expect(service.to(sleeping)).toHaveLength(0);
  expect(service.to(awake)).toHaveLength(1);
});

describe('subscribing', () => {
  it("keeps a guest's subscription without personal data, and is read and changed by its token alone", async () => {
    const browser = service.browser();
    const { id, token } = await subscribe(browser, [{ target: 'team', id: w.home.id, events: ['goal'] }]);
    const [row] = await t.prisma.$queryRaw<Record<string, unknown>[]>`SELECT * FROM push_subscriptions WHERE id = ${id}`;
    expect(row!.person_id).toBeNull();
    expect(Object.keys(row!).sort()).toEqual(
      [
        'auth',
        'created_at',
        'endpoint',
        'id',
        'language',
        'p256dh',
        'person_id',
        'quiet_end',
        'quiet_start',
        'updated_at',
      ].sort(),
    );
    const read = await t.request().get(`/api/push/subscriptions/${token}`).expect(200);
    expect(read.body.data).toMatchObject({ id, member: false, topics: [{ target: 'team', id: w.home.id, events: ['goal'] }] });
    await t
      .request()
      .put(`/api/push/subscriptions/${token}`)
      .send({ language: 'fr', quiet_hours: { start: '22:00', end: '07:00' }, topics: [] })
      .expect(200);
    expect((await t.request().get(`/api/push/subscriptions/${token}`)).body.data).toMatchObject({
      language: 'fr',
      quiet_hours: { start: '22:00', end: '07:00' },
      topics: [],
    });
    // Another subscription's id with this MAC, or a made-up MAC: no such subscription.
    await t
      .request()
      .get(`/api/push/subscriptions/${id + 1}.${token.split('.')[1]}`)
      .expect(404);
    await t
      .request()
      .get(`/api/push/subscriptions/${id}.${'A'.repeat(32)}`)
      .expect(404);
  });

  it("links a member's subscription to them and lists it by the session", async () => {
    const agent = await signInAs(t, w.homeManager);
    const browser = service.browser();
    const { id } = await subscribe(browser, [{ target: 'team', id: w.home.id, events: ['final'] }], {}, agent);
    expect((await t.prisma.pushSubscription.findUniqueOrThrow({ where: { id } })).personId).toBe(w.homeManager.id);
    const mine = await agent.get('/api/push/subscriptions').expect(200);
    expect(mine.body.data.map((s: { id: number }) => s.id)).toContain(id);
  });

  it("makes a guest's subscription the member's who changes it signed in, and never another member's", async () => {
    const { id, token } = await subscribe(service.browser(), [{ target: 'team', id: w.home.id, events: ['goal'] }]);
    const settings = { language: 'de', quiet_hours: null, topics: [{ target: 'team', id: w.home.id, events: ['goal'] }] };
    const agent = await signInAs(t, w.homeManager);
    const changed = await agent.put(`/api/push/subscriptions/${token}`).send(settings).expect(200);
    expect(changed.body.data).toMatchObject({ id, member: true, topics: settings.topics });
    expect((await agent.get('/api/push/subscriptions').expect(200)).body.data.map((s: { id: number }) => s.id)).toContain(id);
    // Changed again by someone else, signed in or not: it stays the first member's.
    const other = await signInAs(t, w.awayManager);
    await other.put(`/api/push/subscriptions/${token}`).send(settings).expect(200);
    await t.request().put(`/api/push/subscriptions/${token}`).send(settings).expect(200);
    expect((await t.prisma.pushSubscription.findUniqueOrThrow({ where: { id } })).personId).toBe(w.homeManager.id);
  });

  it.each([
    ['http://push.example.org/x', 'not https'],
    ['https://10.0.0.7/push/x', 'an address of a private network'],
    ['https://[::1]/push/x', 'loopback'],
    ['https://push.example.org:8443/x', 'another port'],
    ['https://user:pw@push.example.org/x', 'credentials'],
    ['http://127.0.0.2:9/x', 'http but not localhost'],
    ['file:///etc/passwd', 'no URL of a push service'],
  ])('refuses the endpoint %s (%s)', async (endpoint) => {
    const browser = service.browser();
    await t.request().post('/api/push/subscriptions').send({ endpoint, keys: browser.keys, topics: [] }).expect(400);
  });

  it('refuses topics of unknown teams and more topics than allowed', async () => {
    const browser = service.browser();
    await t
      .request()
      .post('/api/push/subscriptions')
      .send({ endpoint: browser.endpoint, keys: browser.keys, topics: [{ target: 'team', id: 999999999, events: ['goal'] }] })
      .expect(400);
    const many = Array.from({ length: 51 }, (_, i) => ({ target: 'game', id: i + 1, events: ['goal'] }));
    await t
      .request()
      .post('/api/push/subscriptions')
      .send({ endpoint: browser.endpoint, keys: browser.keys, topics: many })
      .expect(400);
  });

  it('answers 429 when one address subscribes too often', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70 && !statuses.includes(429); i++) {
      const browser = service.browser();
      const res = await t
        .request()
        .post('/api/push/subscriptions')
        .send({ endpoint: browser.endpoint, keys: browser.keys, topics: [] });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(61);
  });
});
