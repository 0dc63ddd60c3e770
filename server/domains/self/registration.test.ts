// POST /api/self: registration with every rule of docs/product.md#validation, the consents, signing in, and nothing stored on failure.
import { verifyPassword } from '../../auth/password';
import { useTestApp } from '../../../test/app';
import { buildTerm, registration } from '../../../test/factories-member';
import { buildPerson, signedInMember } from '../../../test/factories';

const t = useTestApp();
beforeEach(async () => {
  // Registration is rate-limited per IP; every test starts with fresh counters.
  await t.prisma.rateLimitHit.deleteMany();
  await t.prisma.term.deleteMany();
});

const personCount = (email: string) => t.prisma.person.count({ where: { email } });

async function expectRefused(body: Record<string, unknown>, status: number, code: string) {
  const res = await t.request().post('/api/self').send(body).expect(status);
  expect(res.body.error.code).toBe(code);
  expect(await personCount(String(body.email).trim().toLowerCase())).toBe(0);
  return res;
}

describe('POST /api/self (registration)', () => {
  it('creates the account, records the consents to the newest versions and signs the user in', async () => {
    const portal = await buildTerm(t, { versions: 2 });
    const other = await buildTerm(t);
    const agent = t.agent();
    const body = registration({
      email: '  Lena.Neu@Example.org ',
      accepted_terms: [portal.id, other.id],
      include_in_maillists: true,
      preferred_language: 'fr',
    });
    const res = await agent.post('/api/self').send(body).expect(201);
    expect(res.body.data).toMatchObject({
      firstname: 'Lena',
      lastname: 'Neumann',
      email: 'lena.neu@example.org',
      gender: 'female',
      preferred_language: 'fr',
      avatar_state: 'none',
      terms_requiring_consent: [],
      memberships: [],
    });
    expect(String(res.headers['set-cookie'])).toMatch(/portal\.sid=/);

    const person = await t.prisma.person.findUniqueOrThrow({ where: { email: 'lena.neu@example.org' } });
    expect(person.birthdate.toISOString()).toBe('2001-02-03T00:00:00.000Z');
    expect(person.excludeFromMaillists).toBe(false);
    expect(await verifyPassword(person.passwordHash, 'lange-genug-2026')).toBe(true);
    const consents = await t.prisma.consent.findMany({ where: { personId: person.id }, orderBy: { termVersionId: 'asc' } });
    expect(consents.map((c) => c.termVersionId)).toEqual([portal.versionIds[1], other.versionIds[0]]);
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'person.register' } })).toBe(1);

    // Signed in: the same agent reads its own data, and the session knows the password was just entered.
    const self = await agent.get('/api/self').expect(200);
    expect(self.body.data.id).toBe(person.id);
    await agent.post('/api/auth/signout').expect(200);
    await agent.post('/api/auth/signin').send({ username: 'lena.neu@example.org', password: 'lange-genug-2026' }).expect(200);
  });

  it('stores the mail-list choice inverted (exclude_from_maillists) and works without any terms', async () => {
    const body = registration();
    await t.request().post('/api/self').send(body).expect(201);
    const person = await t.prisma.person.findUniqueOrThrow({ where: { email: body.email } });
    expect(person.excludeFromMaillists).toBe(true);
  });

  it('answers EmailAlreadyTaken (409) for an address in use, whatever its case', async () => {
    await buildPerson({ email: 'taken@example.org' });
    const res = await t
      .request()
      .post('/api/self')
      .send(registration({ email: 'Taken@Example.org' }))
      .expect(409);
    expect(res.body.error.code).toBe('EmailAlreadyTaken');
    expect(await t.prisma.person.count({ where: { email: 'taken@example.org' } })).toBe(1);
  });

  it('answers PasswordNotStrongEnough below 10 characters', async () => {
    await expectRefused(registration({ password: 'neun-zei9', password_repeat: 'neun-zei9' }), 400, 'PasswordNotStrongEnough');
  });

  it('accepts exactly 10 characters', async () => {
    await t
      .request()
      .post('/api/self')
      .send(registration({ password: 'zehn-zeich', password_repeat: 'zehn-zeich' }))
      .expect(201);
  });

  it('refuses a repeat that differs from the password', async () => {
    const res = await expectRefused(registration({ password_repeat: 'lange-genug-2027' }), 400, 'ValidationFailed');
    expect(res.body.error.details).toContainEqual(
      expect.objectContaining({ path: 'password_repeat', message: 'repeatMismatch' }),
    );
  });

  it.each([
    ['in the future', '2999-01-01'],
    ['not a calendar day', '2001-02-30'],
    ['more than 120 years ago', '1850-06-01'],
    ['not a date', 'gestern'],
    ['empty', ''],
  ])('answers InvalidBirthdate for a birthdate %s', async (_what, birthdate) => {
    await expectRefused(registration({ birthdate }), 400, 'InvalidBirthdate');
  });

  it.each([
    ['gender missing', { gender: undefined }],
    ['gender unknown', { gender: 'none' }],
    ['firstname missing', { firstname: undefined }],
    ['firstname blank', { firstname: '   ' }],
    ['lastname blank', { lastname: '' }],
    ['lastname too long', { lastname: 'x'.repeat(61) }],
    ['birthdate missing', { birthdate: undefined }],
    ['correctness not confirmed', { correctness_confirmed: false }],
    ['correctness missing', { correctness_confirmed: undefined }],
    ['email invalid', { email: 'not-an-email' }],
    ['language unknown', { preferred_language: 'es' }],
    ['an unknown field', { is_admin: true }],
  ])('refuses the registration with %s', async (_what, overrides) => {
    await expectRefused(registration(overrides), 400, 'ValidationFailed');
  });

  it('refuses a missing email', async () => {
    const res = await t
      .request()
      .post('/api/self')
      .send(registration({ email: undefined }))
      .expect(400);
    expect(res.body.error.code).toBe('ValidationFailed');
  });

  it('needs every portal term ticked and refuses unknown term ids; nothing is stored', async () => {
    const first = await buildTerm(t);
    const second = await buildTerm(t);
    const clubTerm = await buildTerm(t, { product: 'club' });
    const missing = await expectRefused(registration({ accepted_terms: [first.id] }), 400, 'ValidationFailed');
    expect(missing.body.error.details).toContainEqual(expect.objectContaining({ path: 'accepted_terms', missing: [second.id] }));
    await expectRefused(registration({ accepted_terms: [first.id, second.id, clubTerm.id] }), 400, 'ValidationFailed');
    await expectRefused(registration({ accepted_terms: [first.id, second.id, 999999] }), 400, 'ValidationFailed');
    expect(await t.prisma.consent.count()).toBe(0);
    await t
      .request()
      .post('/api/self')
      .send(registration({ accepted_terms: [second.id, first.id] }))
      .expect(201);
  });

  it('is refused to a signed-in user', async () => {
    const { agent } = await signedInMember(t);
    const res = await agent.post('/api/self').send(registration()).expect(403);
    expect(res.body.error.code).toBe('UnauthorizedAction');
  });

  it('is rate-limited per IP (429 after 10 attempts an hour)', async () => {
    for (let i = 0; i < 10; i++)
      await t
        .request()
        .post('/api/self')
        .send(registration({ firstname: '' }))
        .expect(400);
    const res = await t.request().post('/api/self').send(registration()).expect(429);
    expect(res.body.error.code).toBe('TooManyRequests');
  });
});
