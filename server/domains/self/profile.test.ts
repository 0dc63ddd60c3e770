// PUT /api/self (profile fields and the credential mode), GET /api/self/profile, GET/PUT /api/self/contactData.
import { verifyPassword } from '../../auth/password';
import { useTestApp } from '../../../test/app';
import { buildAssociation, grantRole, MEMBER_PASSWORD, signedInMember, signIn } from '../../../test/factories';

const t = useTestApp();
beforeEach(async () => {
  await t.prisma.rateLimitHit.deleteMany();
});

describe('GET /api/self/profile', () => {
  it('needs a session', async () => {
    const res = await t.request().get('/api/self/profile').expect(401);
    expect(res.body.error.code).toBe('NotSignedIn');
  });

  it('answers the editable fields, never a hash', async () => {
    const { agent } = await signedInMember(t);
    const res = await agent.get('/api/self/profile').expect(200);
    expect(res.body.data).toEqual({
      public_short_name: null,
      exclude_from_maillists: false,
      preferred_language: 'de',
      has_signature_pin: false,
    });
  });
});

describe('PUT /api/self', () => {
  it('needs a session', async () => {
    await t.request().put('/api/self').send({ exclude_from_maillists: true }).expect(401);
  });

  it('saves public_short_name, exclude_from_maillists and preferred_language of the caller only', async () => {
    const { agent, person } = await signedInMember(t);
    const other = await signedInMember(t);
    const res = await agent
      .put('/api/self')
      .send({ public_short_name: '  Mia  ', exclude_from_maillists: true, preferred_language: 'en' })
      .expect(200);
    expect(res.body.data.preferred_language).toBe('en');
    const saved = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
    expect(saved).toMatchObject({ publicShortName: 'Mia', excludeFromMaillists: true, preferredLanguage: 'en' });
    const untouched = await t.prisma.person.findUniqueOrThrow({ where: { id: other.person.id } });
    expect(untouched).toMatchObject({ publicShortName: null, excludeFromMaillists: false, preferredLanguage: 'de' });
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'profile.update' } })).toBe(1);

    await agent.put('/api/self').send({ public_short_name: '' }).expect(200);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).publicShortName).toBeNull();
  });

  it('refuses a too long public name, unknown fields and other people’s fields; nothing changes', async () => {
    const { agent, person } = await signedInMember(t);
    for (const body of [
      { public_short_name: 'x'.repeat(61) },
      { id: 1, public_short_name: 'Hijack' },
      { email: 'other@example.org' },
      { firstname: 'Neu' },
      { exclude_from_maillists: 'yes' },
    ]) {
      const res = await agent.put('/api/self').send(body).expect(400);
      expect(res.body.error.code).toBe('ValidationFailed');
    }
    const saved = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
    expect(saved).toMatchObject({ publicShortName: null, email: person.email, firstname: person.firstname });
  });

  describe('credential mode', () => {
    it('changes the password with the right current password and signs out the other sessions', async () => {
      const { agent, person, email } = await signedInMember(t);
      const elsewhere = await signIn(t, email, MEMBER_PASSWORD);

      await agent
        .put('/api/self')
        .send({
          current_password: MEMBER_PASSWORD,
          new_password: 'ein-neues-passwort',
          new_password_repeat: 'ein-neues-passwort',
        })
        .expect(200);
      const saved = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
      expect(await verifyPassword(saved.passwordHash, 'ein-neues-passwort')).toBe(true);
      expect(saved.passwordChangedAt).not.toBeNull();
      expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'password.change' } })).toBe(1);

      await agent.get('/api/self').expect(200);
      await elsewhere.get('/api/self').expect(401);
      await t.agent().post('/api/auth/signin').send({ username: email, password: MEMBER_PASSWORD }).expect(401);
      await t.agent().post('/api/auth/signin').send({ username: email, password: 'ein-neues-passwort' }).expect(200);
    });

    it('answers WrongCurrentPassword (400, the session stays) for a wrong current password; nothing changes', async () => {
      const { agent, person } = await signedInMember(t);
      const res = await agent
        .put('/api/self')
        .send({
          current_password: 'falsch-falsch',
          new_password: 'ein-neues-passwort',
          new_password_repeat: 'ein-neues-passwort',
        })
        .expect(400);
      expect(res.body.error.code).toBe('WrongCurrentPassword');
      const saved = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
      expect(await verifyPassword(saved.passwordHash, MEMBER_PASSWORD)).toBe(true);
      await agent.get('/api/self').expect(200);
    });

    it('answers PasswordNotStrongEnough against the member policy and against the stricter admin policy', async () => {
      const { agent } = await signedInMember(t);
      const short = await agent
        .put('/api/self')
        .send({ current_password: MEMBER_PASSWORD, new_password: 'kurz-9-zz', new_password_repeat: 'kurz-9-zz' })
        .expect(400);
      expect(short.body.error.code).toBe('PasswordNotStrongEnough');

      const admin = await signedInMember(t);
      // The rule comes after the sign-in, so the old (member) password still opened the session.
      await grantRole(admin.person.id, 'association-leader', { associationId: (await buildAssociation()).id });
      const weak = await admin.agent
        .put('/api/self')
        .send({
          current_password: MEMBER_PASSWORD,
          new_password: 'nur-kleinbuchstaben',
          new_password_repeat: 'nur-kleinbuchstaben',
        })
        .expect(400);
      expect(weak.body.error.code).toBe('PasswordNotStrongEnough');
      await admin.agent
        .put('/api/self')
        .send({ current_password: MEMBER_PASSWORD, new_password: 'Sicher!Passwort26', new_password_repeat: 'Sicher!Passwort26' })
        .expect(200);
    });

    it('needs the repeat to match, the current password, and something to change', async () => {
      const { agent, person } = await signedInMember(t);
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { current_password: MEMBER_PASSWORD, new_password: 'ein-neues-passwort', new_password_repeat: 'anders-als-oben' },
          'new_password_repeat',
          'repeatMismatch',
        ],
        [{ new_password: 'ein-neues-passwort', new_password_repeat: 'ein-neues-passwort' }, 'current_password', 'required'],
        [{ signature_pin: '1234' }, 'current_password', 'required'],
        [{ current_password: MEMBER_PASSWORD }, 'new_password', 'credentialsMissing'],
      ];
      for (const [body, path, message] of cases) {
        const res = await agent.put('/api/self').send(body).expect(400);
        expect(res.body.error).toMatchObject({ code: 'ValidationFailed', details: [expect.objectContaining({ path, message })] });
      }
      const saved = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
      expect(await verifyPassword(saved.passwordHash, MEMBER_PASSWORD)).toBe(true);
      expect(saved.signaturePinHash).toBeNull();
    });

    it('sets a signature PIN of 4 to 8 digits (stored hashed) and refuses anything else', async () => {
      const { agent, person } = await signedInMember(t);
      for (const pin of ['123', '123456789', '12a4', ' 1234', '', '12345.6']) {
        const res = await agent.put('/api/self').send({ current_password: MEMBER_PASSWORD, signature_pin: pin }).expect(400);
        expect(res.body.error.details).toContainEqual(expect.objectContaining({ path: 'signature_pin', message: 'pinFormat' }));
      }
      expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).signaturePinHash).toBeNull();

      const wrong = await agent.put('/api/self').send({ current_password: 'nicht-richtig', signature_pin: '1234' }).expect(400);
      expect(wrong.body.error.code).toBe('WrongCurrentPassword');

      for (const pin of ['1234', '12345678']) {
        await agent.put('/api/self').send({ current_password: MEMBER_PASSWORD, signature_pin: pin }).expect(200);
        const saved = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
        expect(saved.signaturePinHash).not.toContain(pin);
        expect(await verifyPassword(saved.signaturePinHash, pin)).toBe(true);
      }
      const profile = await agent.get('/api/self/profile').expect(200);
      expect(profile.body.data.has_signature_pin).toBe(true);
      // The password itself did not change.
      await t.agent().post('/api/auth/signin').send({ username: person.email, password: MEMBER_PASSWORD }).expect(200);
    });

    it('limits wrong current passwords (429 after 10 failures)', async () => {
      const { agent } = await signedInMember(t);
      const body = { current_password: 'geraten-geraten', signature_pin: '1234' };
      for (let i = 0; i < 10; i++) await agent.put('/api/self').send(body).expect(400);
      const res = await agent.put('/api/self').send(body).expect(429);
      expect(res.body.error.code).toBe('TooManyRequests');
    });
  });
});

describe('/api/self/contactData', () => {
  const full = {
    phone_number: '+49 40 123456',
    mobile_phone: '0151 / 234 567-8',
    address_1: 'Hafenstraße 1',
    address_2: 'Hinterhaus',
    zip_code: '20095',
    city: 'Hamburg',
    region: 'Hamburg',
    country: 'DE',
  };

  it('needs a session', async () => {
    await t.request().get('/api/self/contactData').expect(401);
    await t.request().put('/api/self/contactData').send(full).expect(401);
  });

  it('reads and saves the caller’s own contact data; empty texts become null', async () => {
    const { agent, person } = await signedInMember(t);
    const empty = await agent.get('/api/self/contactData').expect(200);
    expect(empty.body.data).toEqual({
      phone_number: null,
      mobile_phone: null,
      address_1: null,
      address_2: null,
      zip_code: null,
      city: null,
      region: null,
      country: null,
    });
    const saved = await agent.put('/api/self/contactData').send(full).expect(200);
    expect(saved.body.data).toEqual(full);
    expect((await agent.get('/api/self/contactData').expect(200)).body.data).toEqual(full);

    const cleared = await agent.put('/api/self/contactData').send({ address_2: '  ', country: '' }).expect(200);
    expect(cleared.body.data).toMatchObject({ address_2: null, country: null, city: 'Hamburg' });
    const row = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
    expect(row).toMatchObject({ address2: null, country: null, address1: 'Hafenstraße 1' });
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'contactData.update' } })).toBe(2);
  });

  it.each([
    ['phone_number', 60],
    ['mobile_phone', 60],
    ['address_1', 80],
    ['address_2', 80],
    ['zip_code', 16],
    ['city', 60],
    ['region', 60],
  ] as const)('refuses %s longer than %i characters and stores nothing', async (field, max) => {
    const { agent, person } = await signedInMember(t);
    const value = field.includes('phone') ? '1'.repeat(max) : 'a'.repeat(max);
    await agent
      .put('/api/self/contactData')
      .send({ [field]: value })
      .expect(200);
    const res = await agent
      .put('/api/self/contactData')
      .send({ ...full, [field]: `${value}1` })
      .expect(400);
    expect(res.body.error).toMatchObject({
      code: 'ValidationFailed',
      details: [expect.objectContaining({ path: field, message: 'tooLong' })],
    });
    // The earlier valid value stays, and none of the other fields of the refused request were stored.
    const row = await agent.get('/api/self/contactData').expect(200);
    expect(row.body.data[field]).toBe(value);
    expect(Object.values(row.body.data).filter((v) => v !== null)).toEqual([value]);
    expect(await t.prisma.person.count({ where: { id: person.id, city: 'Hamburg' } })).toBe(0);
  });

  it('refuses unknown countries, letters in phone numbers and unknown fields', async () => {
    const { agent, person } = await signedInMember(t);
    for (const body of [
      { country: 'XX' },
      { country: 'deu' },
      { country: 'de' },
      { phone_number: 'call me' },
      { email: 'x@example.org' },
    ]) {
      const res = await agent.put('/api/self/contactData').send(body).expect(400);
      expect(res.body.error.code).toBe('ValidationFailed');
    }
    const row = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
    expect(row).toMatchObject({ country: null, phoneNumber: null, email: person.email });
  });
});
