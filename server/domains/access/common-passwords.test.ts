// Common and breached passwords are refused wherever a password is set: registration, the reset link, the
// stronger-password reset after new rights, the profile's password change and create-admin. 'Password123!' meets
// even the admin policy's rules, and 'basketball' and 'qwertyuiop' meet the member policy's 10 characters.
import { buildAssociation, buildPerson, grantRole, MEMBER_PASSWORD, signedInMember } from '../../../test/factories';
import { registration } from '../../../test/factories-member';
import { useTestApp, readOutbox, resetTokenIn } from '../../../test/app';
import { settleBackground } from '../../platform/background';
import { createAdmin } from './create-admin';

const t = useTestApp();
afterAll(async () => {
  await settleBackground();
});
beforeEach(async () => {
  await t.prisma.rateLimitHit.deleteMany();
});

/**
 * On the list, in another case, with digits and punctuation appended, padded, after a year and a letter, a keyboard
 * row, a German word or first name (umlauts also written out), or a phrase of frequent German words; each meets the
 * length rule.
 */
const COMMON = [
  'Password123!',
  'qwertyuiop',
  'BASKETBALL',
  'Basketball2024',
  '1234567890!',
  'iloveyou!!!!',
  'Qwertz12345',
  ' password123 ',
  'P@ssw0rd2026!x',
  'ichliebedich',
  'Schatzi2024!',
  'Fussball123',
  'Fruehling2024',
  'Sommer2026',
  'Friedrich1990',
];
/** Long random passphrases, also of German words. */
const STRONG_MEMBER = 'blau wandert die ameise 73';
const GERMAN_PASSPHRASE = 'Kartoffeln tanzen leise im Regen';
const STRONG_ADMIN = 'Blau!wandert die Ameise 73';

async function resetToken(email: string): Promise<string> {
  await t.request().post('/api/auth/reset').send({ email }).expect(200);
  await settleBackground();
  return resetTokenIn(
    readOutbox(t.outboxDir)
      .filter((m) => m.to === email)
      .pop()!.text,
  )!;
}

it('refuses a common password at registration, and takes a long random passphrase', async () => {
  for (const password of COMMON) {
    const res = await t
      .request()
      .post('/api/self')
      .send(registration({ password, password_repeat: password }))
      .expect(400);
    expect(res.body.error.code).toBe('PasswordNotStrongEnough');
    await t.prisma.rateLimitHit.deleteMany();
  }
  expect(await t.prisma.person.count({ where: { email: { startsWith: 'new-' } } })).toBe(0);
  await t
    .request()
    .post('/api/self')
    .send(registration({ password: STRONG_MEMBER, password_repeat: STRONG_MEMBER }))
    .expect(201);
});

it('refuses a common password through the reset link', async () => {
  await buildPerson({ email: 'reset-common@example.org', password: MEMBER_PASSWORD });
  const token = await resetToken('reset-common@example.org');
  for (const password of COMMON) {
    const res = await t.request().post(`/api/auth/reset/${token}`).send({ password }).expect(400);
    expect(res.body.error.code).toBe('PasswordNotStrongEnough');
  }
  await t.request().post(`/api/auth/reset/${token}`).send({ password: GERMAN_PASSPHRASE }).expect(200);
  await t
    .request()
    .post('/api/auth/signin')
    .send({ username: 'reset-common@example.org', password: GERMAN_PASSPHRASE })
    .expect(200);
});

it('refuses a common password that meets the admin rules when new rights demand a stronger password', async () => {
  const person = await buildPerson({ email: 'promoted-common@example.org', password: MEMBER_PASSWORD });
  await grantRole(person.id, 'association-leader', { associationId: (await buildAssociation()).id });
  const res = await t
    .request()
    .post('/api/auth/signin')
    .send({ username: 'promoted-common@example.org', password: MEMBER_PASSWORD })
    .expect(401);
  expect(res.body.error.code).toBe('PasswordNeedReset');
  const token = res.body.error.token as string;
  for (const password of ['Password123!', 'Superman2024!', 'P@ssword1234']) {
    const refused = await t.request().post(`/api/auth/reset/${token}`).send({ password }).expect(400);
    expect(refused.body.error.code).toBe('PasswordNotStrongEnough');
  }
  await t.request().post(`/api/auth/reset/${token}`).send({ password: STRONG_ADMIN }).expect(200);
});

it("refuses a common password in the profile's password change", async () => {
  const { agent } = await signedInMember(t);
  for (const password of COMMON) {
    const res = await agent
      .put('/api/self')
      .send({ current_password: MEMBER_PASSWORD, new_password: password, new_password_repeat: password })
      .expect(400);
    expect(res.body.error.code).toBe('PasswordNotStrongEnough');
    await t.prisma.rateLimitHit.deleteMany();
  }
  await agent
    .put('/api/self')
    .send({ current_password: MEMBER_PASSWORD, new_password: STRONG_MEMBER, new_password_repeat: STRONG_MEMBER })
    .expect(200);
});

it('refuses a common password in create-admin', async () => {
  await buildAssociation({ abbreviation: 'CMN' });
  await expect(
    createAdmin({ email: 'common-admin@example.org', password: 'Password123!', association: 'CMN' }),
  ).rejects.toMatchObject({
    code: 'PasswordNotStrongEnough',
  });
  await createAdmin({ email: 'common-admin@example.org', password: STRONG_ADMIN, association: 'CMN' });
});
