// The consent gate on the server: with terms waiting for consent, a signed-in user reads but changes nothing
// (403 ConsentRequired) until they consent; signing out, consenting and the language switch stay open.
import { useTestApp, type TestApp } from '../../../test/app';
import { buildClubWorld } from '../../../test/factories-clubs';
import { buildMembership, buildTeam, MEMBER_PASSWORD, signedInMember } from '../../../test/factories';
import { buildTerm, registration } from '../../../test/factories-member';

const t = useTestApp();
beforeEach(async () => {
  await t.prisma.term.deleteMany();
  await t.prisma.rateLimitHit.deleteMany();
});

type Agent = ReturnType<TestApp['agent']>;

async function expectConsentRequired(call: Promise<{ status: number; body: { error?: { code: string } } }>) {
  const res = await call;
  expect(res.status).toBe(403);
  expect(res.body.error?.code).toBe('ConsentRequired');
}

/** A join of the world's club (team and sport), which must be refused before consent. */
async function joinWorld() {
  const world = await buildClubWorld({ subscriptions: false });
  const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id });
  const body = { clubID: world.club.id, teamID: team.id, sportID: world.sport.id };
  return { world, join: (agent: Agent) => agent.post('/api/self/players').send(body) };
}

const consent = (agent: Agent, id: number, version: number) =>
  agent
    .post('/api/terms/consent')
    .send({ consents: [{ id, version }] })
    .expect(200);

describe('consent gate on the server', () => {
  it('refuses changes while portal terms wait, stores nothing, and lets them through after consent', async () => {
    const portal = await buildTerm(t);
    const { agent, person } = await signedInMember(t);
    const { join } = await joinWorld();

    await expectConsentRequired(agent.put('/api/self').send({ public_short_name: 'Gesperrt' }));
    await expectConsentRequired(join(agent));
    await expectConsentRequired(agent.put('/api/self/contactData').send({ city: 'Bremen' }));
    await expectConsentRequired(agent.delete('/api/self/avatar'));
    const unchanged = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
    expect(unchanged).toMatchObject({ publicShortName: null, city: null });
    expect(await t.prisma.membership.count({ where: { personId: person.id } })).toBe(0);
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id } })).toBe(0);

    // Reads stay open: the gate itself needs the user, the terms and more.
    const self = await agent.get('/api/self').expect(200);
    expect(self.body.data.terms_requiring_consent).toEqual([portal.id]);
    await agent.get(`/api/terms/${portal.id}`).expect(200);

    await consent(agent, portal.id, 1);
    await agent.put('/api/self').send({ public_short_name: 'Frei' }).expect(200);
    await join(agent).expect(201);
    expect(await t.prisma.membership.count({ where: { personId: person.id } })).toBe(1);
  });

  it('blocks again when a new version of a term is published', async () => {
    const portal = await buildTerm(t);
    const { agent } = await signedInMember(t);
    await consent(agent, portal.id, 1);
    await agent.put('/api/self').send({ public_short_name: 'Eins' }).expect(200);

    await t.prisma.termVersion.create({
      data: { termId: portal.id, version: 2, title: { de: 'v2' }, content: { de: '<p>2</p>' } },
    });
    await expectConsentRequired(agent.put('/api/self').send({ public_short_name: 'Zwei' }));
    await consent(agent, portal.id, 2);
    await agent.put('/api/self').send({ public_short_name: 'Zwei' }).expect(200);
  });

  it('asks for the terms of the clubs and associations the user belongs to, not of others', async () => {
    const { world } = await joinWorld();
    const clubTerm = await buildTerm(t, { product: 'club', clubId: world.club.id });
    const statutes = await buildTerm(t, { product: 'association', associationId: world.association.id });
    await buildTerm(t, { product: 'club', clubId: world.otherClub.id });
    const { agent, person } = await signedInMember(t);
    await agent.put('/api/self').send({ public_short_name: 'Noch frei' }).expect(200);

    await buildMembership({ personId: person.id, clubId: world.club.id, sportId: world.sport.id });
    await expectConsentRequired(agent.put('/api/self').send({ public_short_name: 'Mitglied' }));
    await consent(agent, clubTerm.id, 1);
    await expectConsentRequired(agent.put('/api/self').send({ public_short_name: 'Mitglied' }));
    await consent(agent, statutes.id, 1);
    await agent.put('/api/self').send({ public_short_name: 'Mitglied' }).expect(200);
  });

  it('never blocks signing out, revalidating, consenting or the language switch of the top bar', async () => {
    const portal = await buildTerm(t);
    const { agent, person } = await signedInMember(t);

    await agent.put('/api/self').send({ preferred_language: 'fr' }).expect(200);
    expect(await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).toMatchObject({ preferredLanguage: 'fr' });
    // The language with anything else is a profile change like any other.
    await expectConsentRequired(agent.put('/api/self').send({ preferred_language: 'de', public_short_name: 'X' }));
    await agent.post('/api/auth/revalidate').send({ password: MEMBER_PASSWORD }).expect(200);
    // Registering with a session is refused by registration itself, as before.
    expect((await agent.post('/api/self').send(registration()).expect(403)).body.error.code).toBe('UnauthorizedAction');

    await agent.post('/api/auth/signout').expect(200);
    expect((await agent.get('/api/auth').expect(200)).body.data.has_session).toBe(false);

    await agent.post('/api/auth/signin').send({ username: person.email, password: MEMBER_PASSWORD }).expect(200);
    await consent(agent, portal.id, 1);
    expect(await t.prisma.consent.count({ where: { personId: person.id } })).toBe(1);
  });

  it('leaves users without pending terms and guests alone', async () => {
    const portal = await buildTerm(t);
    const { agent } = await signedInMember(t);
    await consent(agent, portal.id, 1);
    await agent.put('/api/self').send({ public_short_name: 'Frei' }).expect(200);

    // Guests: registration works as before, other changes still need a session.
    const res = await t
      .request()
      .post('/api/self')
      .send(registration({ accepted_terms: [portal.id] }))
      .expect(201);
    expect(res.body.data.terms_requiring_consent).toEqual([]);
    expect((await t.request().put('/api/self').send({ public_short_name: 'X' }).expect(401)).body.error.code).toBe('NotSignedIn');
  });

  it('leaves everyone alone while there are no terms at all', async () => {
    const { agent, person } = await signedInMember(t);
    const { join } = await joinWorld();
    await join(agent).expect(201);
    expect(await t.prisma.membership.count({ where: { personId: person.id } })).toBe(1);
  });
});
