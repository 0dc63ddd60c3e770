// The app on a primary and a real streaming hot standby (test/replica.ts), as production runs with DATABASE_REPLICA_URL:
// a writer reads its own write at once, public statistics come from the standby, a stopped standby costs no public
// answer, and the replication lag under a burst of saves is measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import supertest from 'supertest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createPool, REPLICA_DOWN_MS, replicaIsDown } from '../../server/db/client';
import { openDatabase, type OpenDatabase } from '../../server/db/connect';
import { outboxTransport, setMailTransport } from '../../server/platform/mail';
import type { TestApp } from '../app';
import { buildAssociation, signedInMember, unique } from '../factories';
import { startStreamingReplica, type StreamingReplica } from '../replica';

const silent = pino({ level: 'silent' });
let replica: StreamingReplica;
let database: OpenDatabase;
let pool: pg.Pool;
let outboxDir: string;
let t: TestApp;

beforeAll(async () => {
  replica = await startStreamingReplica();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: replica.primaryUrl,
    DATABASE_REPLICA_URL: replica.standbyUrl,
    PUBLIC_URL: 'http://portal.test',
    LOG_LEVEL: 'silent',
  });
  // As the server starts: migrations on the primary (the standby replays them), the clients, the replica readers.
  database = await openDatabase(config, silent);
  await replica.waitForReplay();
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-'));
  setMailTransport(outboxTransport(outboxDir));
  pool = createPool(replica.primaryUrl, 3, silent);
  const app = buildApp({ config, pool, sessionSecret: 'replica-test-secret-0123456789', logger: silent });
  // The parts of the usual test app the factories need.
  t = {
    app,
    prisma: database.prisma,
    config,
    outboxDir,
    agent: () => supertest.agent(app),
    request: () => supertest(app),
    close: async () => undefined,
  };
}, 120_000);

afterAll(async () => {
  await pool?.end().catch(() => undefined);
  await database?.close();
  await replica?.stop();
  if (outboxDir) fs.rmSync(outboxDir, { recursive: true, force: true });
}, 60_000);

const publicAssociations = async () =>
  ((await t.request().get('/api/stats/associations').expect(200)).body.data as { name: string }[]).map((a) => a.name);

/** Asks until `check` holds (a condition, not a sleep); fails after `timeoutMs`. */
async function eventually(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An association with a league (the public list shows only those), on the primary; answers the league. */
async function publicAssociation(name: string) {
  const association = await buildAssociation({ name });
  const sport = await t.prisma.sport.upsert({
    where: { key: 'lacrosse' },
    update: {},
    create: { key: 'lacrosse', name: 'lacrosse' },
  });
  return t.prisma.competition.create({
    data: { associationId: association.id, sportId: sport.id, kind: 'league', name: `Liga ${unique()}` },
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

describe('a streaming replica', () => {
  it('serves public statistics from the standby and a writer’s own reads from the primary', async () => {
    const { agent } = await signedInMember(t);
    const before = `Vor der Pause ${unique()}`;
    await publicAssociation(before);
    await replica.waitForReplay();
    expect(await publicAssociations()).toContain(before);

    await replica.pauseReplay();
    try {
      // The standby shows nothing new now; the member's save and next read are on the primary all the same.
      const city = `Kiel ${unique()}`;
      await agent.put('/api/self/contactData').send({ city }).expect(200);
      expect((await agent.get('/api/self?include=contactData').expect(200)).body.data.contactData.city).toBe(city);

      const during = `Während der Pause ${unique()}`;
      await publicAssociation(during);
      expect((await replica.primary('SELECT 1 FROM associations WHERE name = $1', [during])).length).toBe(1);
      // Asked several times: the public answer is the standby's, which has not replayed the new association.
      for (let i = 0; i < 3; i += 1) expect(await publicAssociations()).not.toContain(during);

      await replica.resumeReplay();
      await eventually('the replayed association is public', 20_000, async () => (await publicAssociations()).includes(during));
    } finally {
      await replica.resumeReplay();
    }
  });

  it('measures the replication lag under a burst of saves', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => signedInMember(t)));
    const writes = 240;
    let written = 0;
    let saving = true;
    const writers = members.map(async ({ agent }) => {
      while (written < writes) {
        written += 1;
        await agent
          .put('/api/self/contactData')
          .send({ city: `Ort ${written}` })
          .expect(200);
      }
    });
    // Commit to replay: the primary's WAL position after a commit, then the standby's replay of it.
    const lags: number[] = [];
    const probes = (async () => {
      while (saving) {
        const [{ lsn }] = (await replica.primary<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')) as [
          { lsn: string },
        ];
        const started = performance.now();
        await eventually('the standby replays the burst', 20_000, async () => {
          const rows = await replica.standby<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]);
          return rows[0]!.done;
        });
        lags.push(performance.now() - started);
      }
    })();
    const startedAt = performance.now();
    await Promise.all(writers);
    const burstMs = performance.now() - startedAt;
    saving = false;
    await probes;
    const sorted = [...lags].sort((a, b) => a - b);
    const figures = {
      saves: written,
      burstMs: Math.round(burstMs),
      samples: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted[sorted.length - 1]!,
    };
    if (process.env.REPLICA_LAG_REPORT) process.stdout.write(`streaming replica lag: ${JSON.stringify(figures)}\n`);
    expect(sorted.length).toBeGreaterThan(5);
    // Generous for a busy shared machine: the standby keeps up within seconds, never falls behind for good.
    expect(figures.p95).toBeLessThan(5_000);
  });

  it('answers public statistics from the primary within one request when the standby stops, and returns to it', async () => {
    await replica.stopStandby();
    const whileDown = `Standby gestoppt ${unique()}`;
    const league = await publicAssociation(whileDown);
    // The very first public request after the stop, a league's view (its stamp and statement through pg directly,
    // server/db/raw.ts): answered, from the primary (the standby never saw this league).
    const games = await t.request().get(`/api/stats/leagues/${league.id}/games`).expect(200);
    expect(games.body.data.category.name).toBe(league.name);
    expect(replicaIsDown()).toBe(true);
    // Through Prisma as well, without asking the stopped standby again.
    expect(await publicAssociations()).toContain(whileDown);

    // Back: once the down mark has run out, public reads go to the standby again (paused, so it shows less).
    await replica.startStandby();
    await replica.waitForReplay();
    await replica.pauseReplay();
    try {
      const afterReturn = `Nach der Rückkehr ${unique()}`;
      await publicAssociation(afterReturn);
      await eventually('public reads are on the standby again', REPLICA_DOWN_MS + 20_000, async () => {
        return !(await publicAssociations()).includes(afterReturn);
      });
      expect(replicaIsDown()).toBe(false);
    } finally {
      await replica.resumeReplay();
    }
  }, 60_000);
});
