// Room to grow (docs/benchmarks.md#room-to-grow): two instances of the app on one database behave as one. A session
// made on one is valid on the other and ends on both, rate-limit counters add up across them, and the answers each
// keeps (personal statistics, the member list's counts) follow a change made by another process at once, since
// they are checked against the database (stamps, snapshots) rather than invalidated in-process.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pg from 'pg';
import pino from 'pino';
import supertest from 'supertest';
import { buildApp } from '../../server/app';
import { createPool } from '../../server/db/client';
import type { Live } from '../../server/live';
import { useTestApp } from '../app';
import { buildAssociation, buildClub, buildMember, buildSport, MEMBER_PASSWORD, signedInMember } from '../factories';
import { buildStaff } from '../factories-processes';

const t = useTestApp();

interface Instance {
  server: Server;
  live: Live;
  pool: pg.Pool;
  agent: () => ReturnType<typeof supertest.agent>;
}
let a: Instance;
let b: Instance;
/** A third party writing to the database, as a third instance or a tool would. */
let other: pg.Client;

async function start(): Promise<Instance> {
  const pool = createPool(t.config.databaseUrl!, 3);
  const app = buildApp({
    config: t.config,
    pool,
    sessionSecret: 'test-session-secret-0123456789',
    logger: pino({ level: 'silent' }),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, live: app.locals.live!, pool, agent: () => supertest.agent(base) };
}

async function stop(instance: Instance | undefined) {
  if (!instance) return;
  await instance.live.close();
  instance.server.closeAllConnections();
  await new Promise((resolve) => instance.server.close(resolve));
  await instance.pool.end();
}

beforeAll(async () => {
  a = await start();
  b = await start();
  other = new pg.Client({ connectionString: t.config.databaseUrl! });
  // The test database is dropped WITH (FORCE) at the end, which may end this connection first.
  other.on('error', () => undefined);
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await stop(a);
  await stop(b);
});

/** The session cookie an agent of one instance holds, for an agent of the other. */
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

describe('two instances on one database', () => {
  it('share sessions: signed in on A, known on B; signed out on B, gone on A', async () => {
    const { email, person } = await signedInMember(t);
    const signIn = await a.agent().post('/api/auth/signin').send({ username: email, password: MEMBER_PASSWORD }).expect(200);
    const cookie = cookieOf(signIn);
    expect((await b.agent().get('/api/self').set('cookie', cookie).expect(200)).body.data.id).toBe(person.id);
    await b.agent().post('/api/auth/signout').set('cookie', cookie).expect(200);
    await a.agent().get('/api/self').set('cookie', cookie).expect(401);
  });

  it('count rate-limited failures together: sign-in failures on A and B add up in one counter', async () => {
    const { email } = await signedInMember(t);
    for (const instance of [a, b, a, b]) {
      await instance.agent().post('/api/auth/signin').send({ username: email, password: 'wrong-password-1' }).expect(401);
    }
    const { rows } = await other.query<{ hits: number }>(
      `SELECT hits FROM rate_limit_hits WHERE key LIKE 'signin:%' AND key LIKE $1`,
      [`%|${email}`],
    );
    expect(rows.map((r) => r.hits)).toEqual([4]);
  });

  it('follow a change made elsewhere: the member list count', async () => {
    const association = await buildAssociation();
    const club = await buildClub({ associationId: association.id });
    const sport = await buildSport('lacrosse_two');
    for (let i = 0; i < 3; i++) await buildMember({ clubId: club.id, sportId: sport.id });
    const admin = await buildStaff(t, 'association-leader', { associationId: association.id });
    const page = '/api/persons?page=1&page_size=2&order_by=persons.lastname';
    const total = async () => (await admin.agent.get(page).expect(200)).body.meta.total_results as number;
    expect(await total()).toBe(3);
    expect(await total()).toBe(3);
    // Another process adds a member: no in-process invalidation, the snapshot says the count is stale.
    const person = await other.query<{ id: number }>(
      `INSERT INTO persons (uuid, firstname, lastname, gender, birthdate, updated_at)
       VALUES (gen_random_uuid(), 'Neu', 'Anderswo', 'male', '2000-01-01', now()) RETURNING id`,
    );
    await other.query(`INSERT INTO memberships (person_id, club_id, sport_id, updated_at) VALUES ($1, $2, $3, now())`, [
      person.rows[0]!.id,
      club.id,
      sport.id,
    ]);
    expect(await total()).toBe(4);
  });
});
