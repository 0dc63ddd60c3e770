// DATABASE_REPLICA_URL: public statistics and feeds read the replica through Prisma's read-replica extension, the
// rest (what a signed-in user reads and changes) the primary. The "replica" here is a second database with data of
// its own, so each answer shows which one it was read from.
import { useTestApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../app';
import { signedInMember, unique } from '../factories';
import { createPrismaClient, setReplicas, withReplica, type Db } from '../../server/db/client';

const t = useTestApp();
let replicaDb: TestDatabase;
let replica: Db;

beforeAll(async () => {
  replicaDb = await createTestDatabase('portal_replica');
  replica = createPrismaClient(replicaDb.url);
  setReplicas({ request: withReplica(t.prisma, replica), bulk: withReplica(t.prisma, replica) });
});
afterAll(async () => {
  setReplicas(null);
  await replica.$disconnect();
  await replicaDb.drop();
});

async function associationWithLeague(client: Db, name: string) {
  const association = await client.association.create({
    data: { name, abbreviation: `R${unique()}`, countryCode: 'deu' },
  });
  const sport = await client.sport.upsert({
    where: { key: 'lacrosse' },
    update: {},
    create: { key: 'lacrosse', name: 'lacrosse' },
  });
  return client.competition.create({
    data: { associationId: association.id, sportId: sport.id, kind: 'league', name: `Liga ${unique()}` },
  });
}

describe('read replica', () => {
  it('serves public statistics from the replica and the signed-in user from the primary', async () => {
    await associationWithLeague(replica, 'Auf dem Replikat');
    await associationWithLeague(t.prisma, 'Auf dem Primärserver');
    const names = (await t.request().get('/api/stats/associations').expect(200)).body.data.map((a: { name: string }) => a.name);
    expect(names).toEqual(['Auf dem Replikat']);

    // The member exists only on the primary: sign-in, GET /api/self and a change all work there.
    const { agent, person } = await signedInMember(t);
    expect((await agent.get('/api/self').expect(200)).body.data.id).toBe(person.id);
    await agent.put('/api/self/contactData').send({ city: 'Kiel' }).expect(200);
    expect((await agent.get('/api/self?include=contactData').expect(200)).body.data.contactData.city).toBe('Kiel');
  });

  it('reads a league’s stamp and its computed view on the replica too (the statements that bypass Prisma)', async () => {
    const league = await associationWithLeague(replica, 'Liga nur auf dem Replikat');
    // The primary has no such league, or another one under the same id.
    const onPrimary = await t.prisma.competition.findUnique({ where: { id: league.id } });
    expect(onPrimary?.name).not.toBe(league.name);
    for (const view of ['games', 'groups', 'points', 'fouls']) {
      const answer = await t.request().get(`/api/stats/leagues/${league.id}/${view}`).expect(200);
      expect(answer.body.data.category.name).toBe(league.name);
    }
  });
});
