// The notification outbox on the real database: queued with the change's commit only, sent once by racing workers,
// retried with back-off until failed, never queued twice, purged after its retention.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '../../test/app';
import type { Mail, MailTransport } from './mail';
import { outboxTransport } from './mail';
import { enqueueNotice, NoticeWorker, purgeNotices, type Notice } from './notification-outbox';

const t = useTestApp();

/** The real file transport into a directory of the test's, counting its calls (and the keys it was given). */
function countingTransport(fail = false): MailTransport & { calls: Mail[]; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notices-'));
  const files = outboxTransport(dir);
  const calls: Mail[] = [];
  return {
    calls,
    dir,
    async send(mail) {
      calls.push(mail);
      if (fail) throw new Error('smtp refused');
      await files.send(mail);
    },
  };
}

const notice = (key: string): Notice => ({
  address: `${key}@example.org`,
  kind: 'test',
  payload: { subject: `about ${key}`, text: key },
  dedupeKey: key,
});

beforeEach(async () => {
  await t.prisma.notification.deleteMany({});
});

it('queues nothing when the change rolls back, and the committed notice is sent', async () => {
  await expect(
    t.prisma.$transaction(async (tx) => {
      await enqueueNotice(tx, notice('rolled-back'));
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  await t.prisma.$transaction((tx) => enqueueNotice(tx, notice('committed')));

  const transport = countingTransport();
  await new NoticeWorker({ transport: () => transport }).drain();
  expect(transport.calls.map((m) => m.to)).toEqual(['committed@example.org']);
  expect(fs.readdirSync(transport.dir).filter((f) => f.endsWith('.json'))).toHaveLength(1);
  const rows = await t.prisma.notification.findMany({});
  expect(rows.map((r) => [r.dedupeKey, r.status, r.attempts])).toEqual([['committed', 'sent', 1]]);
  expect(rows[0]!.sentAt).toBeInstanceOf(Date);
});

it('sends each of 200 notices once while two workers race for them', async () => {
  const keys = Array.from({ length: 200 }, (_, i) => `race-${i}`);
  await t.prisma.$transaction((tx) => enqueueNotice(tx, keys.map(notice)));
  const transport = countingTransport();
  // A send that yields, so the two workers' batches interleave.
  const slow: MailTransport = {
    send: async (mail) => {
      await new Promise((resolve) => setImmediate(resolve));
      await transport.send(mail);
    },
  };
  const a = new NoticeWorker({ transport: () => slow, batchSize: 7 });
  const b = new NoticeWorker({ transport: () => slow, batchSize: 7 });
  await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);

  expect(transport.calls).toHaveLength(200);
  expect(new Set(transport.calls.map((m) => m.text)).size).toBe(200);
  expect(await t.prisma.notification.count({ where: { status: 'sent', attempts: 1 } })).toBe(200);
});

it('retries a failing send with a doubling back-off and gives up after the last attempt', async () => {
  await t.prisma.$transaction((tx) => enqueueNotice(tx, notice('failing')));
  const transport = countingTransport(true);
  const worker = new NoticeWorker({ transport: () => transport, maxAttempts: 3, backoffMs: 60_000 });
  const row = () => t.prisma.notification.findUniqueOrThrow({ where: { dedupeKey: 'failing' } });
  /** The time until the next attempt, in seconds, as the database holds it. */
  const waitSeconds = async () =>
    Number(
      (
        await t.prisma.$queryRaw<{ s: number }[]>`
          SELECT EXTRACT(EPOCH FROM next_attempt_at - (now() AT TIME ZONE 'UTC'))::float8 AS s
            FROM notifications WHERE dedupe_key = 'failing'`
      )[0]!.s,
    );
  /** The back-off has passed. */
  const due = () => t.prisma.$executeRaw`
    UPDATE notifications SET next_attempt_at = (now() AT TIME ZONE 'UTC') - interval '1 second' WHERE dedupe_key = 'failing'`;

  expect(await worker.runOnce()).toBe(1);
  expect(await row()).toMatchObject({ status: 'queued', attempts: 1, lastError: 'smtp refused' });
  expect(await waitSeconds()).toBeGreaterThan(55);
  expect(await waitSeconds()).toBeLessThanOrEqual(60);
  // Not due yet: the back-off holds.
  expect(await worker.runOnce()).toBe(0);

  await due();
  expect(await worker.runOnce()).toBe(1);
  expect(await row()).toMatchObject({ status: 'queued', attempts: 2 });
  expect(await waitSeconds()).toBeGreaterThan(115);

  await due();
  expect(await worker.runOnce()).toBe(1);
  expect(await row()).toMatchObject({ status: 'failed', attempts: 3, lastError: 'smtp refused', sentAt: null });
  await due();
  expect(await worker.runOnce()).toBe(0);
  expect(transport.calls).toHaveLength(3);
});

it('queues a notice with the same dedupe key once', async () => {
  expect(await t.prisma.$transaction((tx) => enqueueNotice(tx, notice('twice')))).toBe(1);
  expect(await t.prisma.$transaction((tx) => enqueueNotice(tx, [notice('twice'), notice('twice')]))).toBe(0);
  const transport = countingTransport();
  await new NoticeWorker({ transport: () => transport }).drain();
  expect(transport.calls).toHaveLength(1);
  // Sent already: queued again, it is still the one notice.
  await t.prisma.$transaction((tx) => enqueueNotice(tx, notice('twice')));
  await new NoticeWorker({ transport: () => transport }).drain();
  expect(transport.calls).toHaveLength(1);
});

it('takes a notice over whose sender died mid-send once its lease ran out', async () => {
  await t.prisma.$transaction((tx) => enqueueNotice(tx, notice('orphan')));
  // Claimed by an instance that never came back.
  await t.prisma.$executeRaw`
    UPDATE notifications SET status = 'sending', attempts = 1, next_attempt_at = (now() AT TIME ZONE 'UTC') + interval '5 minutes'
     WHERE dedupe_key = 'orphan'`;
  const transport = countingTransport();
  const worker = new NoticeWorker({ transport: () => transport });
  expect(await worker.runOnce()).toBe(0);
  await t.prisma.$executeRaw`
    UPDATE notifications SET next_attempt_at = (now() AT TIME ZONE 'UTC') - interval '1 second' WHERE dedupe_key = 'orphan'`;
  expect(await worker.runOnce()).toBe(1);
  expect(transport.calls).toHaveLength(1);
});

it('purges notices sent or given up more than 30 days ago', async () => {
  await t.prisma.$transaction((tx) => enqueueNotice(tx, ['old', 'recent', 'failed-old', 'waiting'].map(notice)));
  await t.prisma.$executeRaw`
    UPDATE notifications SET status = 'sent', sent_at = (now() AT TIME ZONE 'UTC') - interval '31 days' WHERE dedupe_key = 'old'`;
  await t.prisma.$executeRaw`
    UPDATE notifications SET status = 'sent', sent_at = (now() AT TIME ZONE 'UTC') - interval '29 days' WHERE dedupe_key = 'recent'`;
  await t.prisma.$executeRaw`
    UPDATE notifications SET status = 'failed', created_at = (now() AT TIME ZONE 'UTC') - interval '31 days'
     WHERE dedupe_key = 'failed-old'`;
  expect(await purgeNotices()).toBe(2);
  const left = await t.prisma.notification.findMany({ orderBy: { dedupeKey: 'asc' } });
  expect(left.map((r) => r.dedupeKey)).toEqual(['recent', 'waiting']);
});

it("wakes the instance's running worker by the commit's NOTIFY, before its next poll", async () => {
  const worker = t.app.locals.notices!;
  await t.app.locals.live!.listener.ready();
  worker.start();
  try {
    // The round the start ran is over: the next one comes from the NOTIFY (the poll is 5 s away).
    await waitFor(async () => (await t.prisma.notification.count({ where: { status: { not: 'sent' } } })) === 0);
    const queuedAt = Date.now();
    await t.prisma.$transaction((tx) => enqueueNotice(tx, notice('woken')));
    await waitFor(async () => (await t.prisma.notification.count({ where: { dedupeKey: 'woken', status: 'sent' } })) === 1);
    expect(Date.now() - queuedAt).toBeLessThan(4_000);
  } finally {
    await worker.stop();
  }
});

/** Polls `condition` until it holds (fails after 10 s). */
async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
