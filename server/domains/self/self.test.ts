// GET/PUT /api/self, the password policy and the country list.
import { buildClub, buildMembership, buildTeam, signedInMember } from '../../../test/factories';
import { useTestApp } from '../../../test/app';

const t = useTestApp();
// A portal term left by one test would put the next test's user behind the consent gate.
beforeEach(async () => {
  await t.prisma.term.deleteMany();
});

const signedIn = async (email: string) => (await signedInMember(t, { email })).agent;

describe('/api/self', () => {
  it('needs a session', async () => {
    const res = await t.request().get('/api/self').expect(401);
    expect(res.body.error.code).toBe('NotSignedIn');
  });

  it('lists memberships with club and team, and pending portal terms', async () => {
    const agent = await signedIn('self@example.org');
    const person = await t.prisma.person.findUniqueOrThrow({ where: { email: 'self@example.org' } });
    const club = await buildClub({ name: 'LC Rot-Weiß' });
    const team = await buildTeam({ clubId: club.id, name: 'Herren 1' });
    await buildMembership({ personId: person.id, clubId: club.id, teamId: team.id });
    const term = await t.prisma.term.create({ data: { product: 'portal' } });
    await t.prisma.termVersion.create({
      data: { termId: term.id, version: 1, title: { de: 'AGB' }, content: { de: '<p>AGB</p>' } },
    });

    const res = await agent.get('/api/self').expect(200);
    expect(res.body.data).toMatchObject({
      isMemberOfClub: true,
      isMemberOfTeam: true,
      is_customer: false,
      terms_requiring_consent: [term.id],
      game_tasks_count: 0,
      // The association's zone, for the app's clock (its shell from the service worker names none).
      time_zone: 'Europe/Berlin',
    });
    expect(res.body.data.memberships).toEqual([
      expect.objectContaining({
        club: { id: club.id, name: 'LC Rot-Weiß' },
        team: { id: team.id, name: 'Herren 1' },
        league: null,
        is_alumni: false,
      }),
    ]);
    expect(res.body.data).not.toHaveProperty('passwordHash');
    expect(res.body.data).not.toHaveProperty('password_hash');
  });

  it('saves the preferred language and refuses unknown fields and values', async () => {
    const agent = await signedIn('lang@example.org');
    const res = await agent.put('/api/self').send({ preferred_language: 'nl' }).expect(200);
    expect(res.body.data.preferred_language).toBe('nl');
    const bad = await agent.put('/api/self').send({ preferred_language: 'xx' }).expect(400);
    expect(bad.body.error.code).toBe('ValidationFailed');
    await agent.put('/api/self').send({ email: 'hijack@example.org' }).expect(400);
  });

  it('answers the member password policy', async () => {
    const agent = await signedIn('policy@example.org');
    const res = await agent.get('/api/self/passwordPolicy').expect(200);
    expect(res.body.data).toEqual({ name: 'member', rules: [{ key: 'min10', tests: ['^.{10,}$'] }] });
  });
});

describe('GET /api/countries', () => {
  it('names countries in the asked language and falls back to English', async () => {
    const nl = await t.request().get('/api/countries?language=nl').expect(200);
    expect(nl.body.data).toContainEqual({ code: 'DE', alpha3: 'deu', name: 'Duitsland' });
    const unknown = await t.request().get('/api/countries?language=xx').expect(200);
    expect(unknown.body.data).toContainEqual({ code: 'DE', alpha3: 'deu', name: 'Germany' });
    const header = await t.request().get('/api/countries').set('Accept-Language', 'fr-BE,fr;q=0.9').expect(200);
    expect(header.body.data).toContainEqual({ code: 'BE', alpha3: 'bel', name: 'Belgique' });
  });
});
