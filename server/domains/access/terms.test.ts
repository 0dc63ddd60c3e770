// Terms API: newest terms of a product in a language, one term, consented terms, consenting and the consent gate.
import { useTestApp } from '../../../test/app';
import { buildClub, buildMembership, buildPerson, signedInMember } from '../../../test/factories';
import { buildTerm } from '../../../test/factories-member';

const t = useTestApp();
beforeEach(async () => {
  await t.prisma.term.deleteMany();
});

const fourLanguages = {
  title: { de: 'Nutzungsbedingungen', en: 'Terms of use', fr: "Conditions d'utilisation", nl: 'Gebruiksvoorwaarden' },
  content: { de: '<p>Text</p>', en: '<p>Text en</p>', fr: '<p>Texte</p>', nl: '<p>Tekst</p>' },
  checkboxes: { de: ['Gelesen', 'Einverstanden'], en: ['Read', 'Agreed'], fr: ['Lu', "D'accord"], nl: ['Gelezen', 'Akkoord'] },
};

describe('GET /api/terms/{product}', () => {
  it('lists the newest version of each portal term in the asked language, without a session', async () => {
    const term = await buildTerm(t, { versions: 2, text: fourLanguages });
    await buildTerm(t, { product: 'club', clubId: (await buildClub()).id });
    const res = await t.request().get('/api/terms/portal?language=nl').expect(200);
    expect(res.body.data).toEqual([
      {
        id: term.id,
        product: 'portal',
        version: 2,
        title: 'Gebruiksvoorwaarden',
        content: '<p>Tekst</p>',
        checkboxes: ['Gelezen', 'Akkoord'],
        created_at: expect.any(String),
        date: expect.any(String),
      },
    ]);
  });

  it('falls back to English for unknown languages and to the browser language without ?language', async () => {
    await buildTerm(t, { text: fourLanguages });
    expect((await t.request().get('/api/terms/portal?language=es').expect(200)).body.data[0].title).toBe('Terms of use');
    const fr = await t.request().get('/api/terms/portal').set('Accept-Language', 'fr-FR,fr;q=0.9').expect(200);
    expect(fr.body.data[0].title).toBe("Conditions d'utilisation");
  });

  it('uses the signed-in user’s preferred language, and English or German where a text is missing', async () => {
    await buildTerm(t, { text: { title: { de: 'Nur Deutsch' }, content: { de: '<p>x</p>' }, checkboxes: { de: ['Ja'] } } });
    const { agent, person } = await signedInMember(t);
    await t.prisma.person.update({ where: { id: person.id }, data: { preferredLanguage: 'fr' } });
    const res = await agent.get('/api/terms/portal').expect(200);
    expect(res.body.data[0]).toMatchObject({ title: 'Nur Deutsch', checkboxes: ['Ja'] });
  });

  it('answers an empty list for a product without terms and refuses malformed keys', async () => {
    expect((await t.request().get('/api/terms/portal').expect(200)).body.data).toEqual([]);
    await t.request().get('/api/terms/Not%20a%20product').expect(400);
  });
});

describe('GET /api/terms/{id}', () => {
  it('answers the newest version, or the asked one, with the caller’s consent', async () => {
    const term = await buildTerm(t, { versions: 2, text: fourLanguages });
    const guest = await t.request().get(`/api/terms/${term.id}?language=de`).expect(200);
    expect(guest.body.data).toMatchObject({ id: term.id, version: 2, title: 'Nutzungsbedingungen' });
    expect(guest.body.data).not.toHaveProperty('consent');

    const { agent, person } = await signedInMember(t);
    expect((await agent.get(`/api/terms/${term.id}`).expect(200)).body.data.consent).toBeNull();
    await t.prisma.consent.create({ data: { personId: person.id, termVersionId: term.versionIds[0] } });
    const res = await agent.get(`/api/terms/${term.id}?version=1`).expect(200);
    expect(res.body.data).toMatchObject({ version: 1, consent: { version: 1, consented_at: expect.any(String) } });
  });

  it('answers 404 for unknown terms and versions', async () => {
    const term = await buildTerm(t);
    await t.request().get('/api/terms/999999').expect(404);
    await t.request().get(`/api/terms/${term.id}?version=7`).expect(404);
    await t.request().get(`/api/terms/${term.id}?version=x`).expect(400);
  });
});

describe('POST /api/terms/consent and the consent gate', () => {
  it('needs a session', async () => {
    const term = await buildTerm(t);
    const res = await t
      .request()
      .post('/api/terms/consent')
      .send({ consents: [{ id: term.id, version: 1 }] })
      .expect(401);
    expect(res.body.error.code).toBe('NotSignedIn');
    expect(await t.prisma.consent.count()).toBe(0);
  });

  it('records consents, clears terms_requiring_consent, and a new version asks again', async () => {
    const portal = await buildTerm(t);
    const club = await buildClub();
    const clubTerm = await buildTerm(t, { product: 'club', clubId: club.id });
    const { agent, person } = await signedInMember(t);
    await buildMembership({ personId: person.id, clubId: club.id });
    expect((await agent.get('/api/self').expect(200)).body.data.terms_requiring_consent).toEqual([portal.id, clubTerm.id]);

    const partial = await agent
      .post('/api/terms/consent')
      .send({ consents: [{ id: portal.id, version: 1 }] })
      .expect(200);
    expect(partial.body.data.terms_requiring_consent).toEqual([clubTerm.id]);
    const done = await agent
      .post('/api/terms/consent')
      .send({ consents: [{ id: clubTerm.id, version: 1 }] })
      .expect(200);
    expect(done.body.data.terms_requiring_consent).toEqual([]);
    expect(await t.prisma.consent.count({ where: { personId: person.id } })).toBe(2);
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'terms.consent' } })).toBe(2);

    // Consenting again changes nothing.
    await agent
      .post('/api/terms/consent')
      .send({ consents: [{ id: portal.id, version: 1 }] })
      .expect(200);
    expect(await t.prisma.consent.count({ where: { personId: person.id } })).toBe(2);

    // Version 2 of the portal terms: the gate asks again, for that term only.
    await t.prisma.termVersion.create({
      data: { termId: portal.id, version: 2, title: { de: 'v2' }, content: { de: '<p>2</p>' } },
    });
    expect((await agent.get('/api/self').expect(200)).body.data.terms_requiring_consent).toEqual([portal.id]);
    await agent
      .post('/api/terms/consent')
      .send({ consents: [{ id: portal.id, version: 2 }] })
      .expect(200);
    expect((await agent.get('/api/self').expect(200)).body.data.terms_requiring_consent).toEqual([]);
  });

  it('refuses a version that is no longer the newest (409) and unknown terms (404); nothing is stored', async () => {
    const term = await buildTerm(t, { versions: 2 });
    const { agent, person } = await signedInMember(t);
    const stale = await agent
      .post('/api/terms/consent')
      .send({ consents: [{ id: term.id, version: 1 }] })
      .expect(409);
    expect(stale.body.error.code).toBe('Conflict');
    await agent
      .post('/api/terms/consent')
      .send({ consents: [{ id: term.id, version: 3 }] })
      .expect(409);
    await agent
      .post('/api/terms/consent')
      .send({
        consents: [
          { id: term.id, version: 2 },
          { id: 999999, version: 1 },
        ],
      })
      .expect(404);
    expect(await t.prisma.consent.count({ where: { personId: person.id } })).toBe(0);
  });

  it.each([
    ['no consents', { consents: [] }],
    ['no body', {}],
    ['a malformed entry', { consents: [{ id: 'x', version: 1 }] }],
    ['another person', { consents: [{ id: 1, version: 1 }], person_id: 1 }],
  ])('answers ValidationFailed for %s', async (_what, body) => {
    const { agent } = await signedInMember(t);
    const res = await agent.post('/api/terms/consent').send(body).expect(400);
    expect(res.body.error.code).toBe('ValidationFailed');
  });
});

describe('GET /api/terms/consented', () => {
  it('needs a session', async () => {
    await t.request().get('/api/terms/consented').expect(401);
  });

  it('lists the caller’s own consents, one per term with its newest consented version', async () => {
    const term = await buildTerm(t, { versions: 3, text: fourLanguages });
    const other = await buildTerm(t, { product: 'association' });
    const { agent, person } = await signedInMember(t);
    const someoneElse = await buildPerson();
    await t.prisma.consent.createMany({
      data: [
        { personId: person.id, termVersionId: term.versionIds[0] },
        { personId: person.id, termVersionId: term.versionIds[1] },
        { personId: someoneElse.id, termVersionId: other.versionIds[0] },
      ],
    });
    const res = await agent.get('/api/terms/consented?language=en').expect(200);
    expect(res.body.data).toEqual([
      {
        id: expect.any(Number),
        term_id: term.id,
        version: 2,
        newest_version: 3,
        title: 'Terms of use',
        consented_at: expect.any(String),
      },
    ]);
  });
});
