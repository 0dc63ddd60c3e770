// `npm run create-admin`: the created admin signs in and reaches the admin area; weak passwords are refused.
import { buildAssociation, buildPerson, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/app';
import { createAdmin } from './create-admin';

const t = useTestApp();

it('creates an association admin who can sign in', async () => {
  const association = await buildAssociation({ abbreviation: 'TLV' });
  const result = await createAdmin({ email: 'Chief@Example.org', password: 'Sup3r!Secret99', association: 'TLV' });
  expect(result).toEqual({ created: true, email: 'chief@example.org', associationName: association.name });
  const agent = t.agent();
  const res = await agent
    .post('/api/auth/signin')
    .send({ username: 'chief@example.org', password: 'Sup3r!Secret99' })
    .expect(200);
  expect(res.body.data.roles).toEqual([
    { role: 'association-leader', target: 'association', target_id: association.id, target_name: association.name },
  ]);
  await agent.get('/api/auth/admin').expect(200);
  const again = await createAdmin({ email: 'chief@example.org', password: 'An0ther!Secret9', association: 'TLV' });
  expect(again.created).toBe(false);
  expect(await t.prisma.aclRule.count({ where: { person: { email: 'chief@example.org' } } })).toBe(1);
});

it('refuses a password below the admin policy and an unknown association', async () => {
  await expect(createAdmin({ email: 'weak@example.org', password: 'weakpass' })).rejects.toMatchObject({
    code: 'PasswordNotStrongEnough',
  });
  await expect(createAdmin({ email: 'x@example.org', password: 'Sup3r!Secret99', association: 'NOPE' })).rejects.toMatchObject({
    code: 'NotFound',
  });
  expect(await t.prisma.person.count({ where: { email: { in: ['weak@example.org', 'x@example.org'] } } })).toBe(0);
});

it('ends the sessions a member opened with the old password when promoting them', async () => {
  await buildAssociation({ abbreviation: 'PRM' });
  const member = await buildPerson({ email: 'promoted@example.org', password: 'member password 10' });
  const agent = await signIn(t, 'promoted@example.org', 'member password 10');
  await createAdmin({ email: 'promoted@example.org', password: 'Pr0moted!Secret', association: 'PRM' });
  expect((await agent.get('/api/self').expect(401)).body.error.code).toBe('NotSignedIn');
  expect(
    await t.prisma.$queryRaw<unknown[]>`SELECT sid FROM "session" WHERE (sess -> 'passport' ->> 'user') = ${String(member.id)}`,
  ).toEqual([]);
});
