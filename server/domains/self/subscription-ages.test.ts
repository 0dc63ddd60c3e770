// Subscriptions with an age range: "Jugend" is not offered to a 31-year-old, neither in the join
// form nor on the membership page, and a join with it is refused; a member who grew out of it keeps it on offer.
import { currentYear } from '../../../shared/clock';
import { useTestApp } from '../../../test/app';
import { buildClubWorld } from '../../../test/factories-clubs';
import { buildMembership, signedInMember } from '../../../test/factories';

const t = useTestApp();

const thisYear = currentYear();

async function worldWithYouth() {
  const world = await buildClubWorld();
  // Up to the year a member turns 18 (age on 31 December, as the age categories).
  const youth = await t.prisma.subscription.create({
    data: { associationId: world.association.id, name: 'Jugend', availableIntervals: [3, 12], maxAge: 18 },
  });
  return { ...world, youth };
}

const names = (subscriptions: { name: string }[]) => subscriptions.map((s) => s.name);

it('offers a youth subscription to a 14-year-old and one who turns 18 this year, not to a 31-year-old', async () => {
  const world = await worldWithYouth();
  const offered = async (birthYear: number) => {
    const { agent } = await signedInMember(t, { birthYear });
    const res = await agent.get(`/api/clubs/${world.club.id}/join-info?sportID=${world.sport.id}`).expect(200);
    return names(res.body.data.meta.subscriptions);
  };
  expect(await offered(thisYear - 14)).toEqual(['Aktiv', 'Jugend']);
  expect(await offered(thisYear - 18)).toEqual(['Aktiv', 'Jugend']);
  expect(await offered(thisYear - 19)).toEqual(['Aktiv']);
  expect(await offered(thisYear - 31)).toEqual(['Aktiv']);
});

it('refuses a join of a 31-year-old with the youth subscription and stores nothing', async () => {
  const world = await worldWithYouth();
  const { agent, person } = await signedInMember(t, { birthYear: thisYear - 31 });
  const res = await agent
    .post('/api/self/players')
    .send({ clubID: world.club.id, sportID: world.sport.id, subscription_id: world.youth.id, billing_interval: 12 })
    .expect(400);
  expect(res.body.error.code).toBe('ValidationFailed');
  expect(await t.prisma.membership.count({ where: { personId: person.id } })).toBe(0);

  const young = await signedInMember(t, { birthYear: thisYear - 15 });
  await young.agent
    .post('/api/self/players')
    .send({ clubID: world.club.id, sportID: world.sport.id, subscription_id: world.youth.id, billing_interval: 12 })
    .expect(201);
});

it('keeps the youth subscription on offer for a member who holds it and has grown out of it, and no other out of range', async () => {
  const world = await worldWithYouth();
  const { agent, person } = await signedInMember(t, { birthYear: thisYear - 20 });
  const held = await buildMembership({
    personId: person.id,
    clubId: world.club.id,
    sportId: world.sport.id,
    subscriptionId: world.youth.id,
    billingInterval: 12,
  });
  const page = await agent.get(`/api/self/players/${held.id}`).expect(200);
  expect(names(page.body.data.available_subscriptions)).toEqual(['Aktiv', 'Jugend']);
  // Changing the interval of the held subscription still works.
  await agent
    .put(`/api/players/${held.id}`)
    .send({ subscription_id: world.youth.id, billing_interval: 3 })
    .expect((res) => expect(res.status).toBeLessThan(300));

  // Someone of the same age without it is not offered it.
  const other = await signedInMember(t, { birthYear: thisYear - 20 });
  const plain = await buildMembership({ personId: other.person.id, clubId: world.club.id, sportId: world.sport.id });
  const otherPage = await other.agent.get(`/api/self/players/${plain.id}`).expect(200);
  expect(names(otherPage.body.data.available_subscriptions)).toEqual(['Aktiv']);
  await other.agent.put(`/api/players/${plain.id}`).send({ subscription_id: world.youth.id, billing_interval: 12 }).expect(400);
});
