// Password reset through the outbox, and the stronger-password demand after a permission change.
import { buildAssociation, buildPerson, grantRole } from '../../../test/factories';
import { useTestApp, readOutbox, resetTokenIn } from '../../../test/app';
import { settleBackground } from '../../platform/background';

const t = useTestApp();

describe('password reset', () => {
  it("mails a link in the person's language, sets the new password once and ends old sessions", async () => {
    await buildPerson({ email: 'reset@example.org', password: 'old-password-1', firstname: 'Rosa', preferredLanguage: 'nl' });
    const old = t.agent();
    await old.post('/api/auth/signin').send({ username: 'reset@example.org', password: 'old-password-1' }).expect(200);

    await t
      .request()
      .post('/api/auth/reset')
      .send({ email: 'reset@example.org' })
      .expect(200, { data: { sent: true } });
    // The mail goes out after the answer (its timing must not tell whether the address has an account).
    await settleBackground();
    const mails = readOutbox(t.outboxDir).filter((m) => m.to === 'reset@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Wachtwoord opnieuw instellen');
    expect(mails[0].text).toContain('Hallo Rosa');
    const token = resetTokenIn(mails[0].text);
    expect(token).toBeDefined();
    expect(mails[0].text).toContain(`http://portal.test/password/reset/${token}`);

    const info = await t.request().get(`/api/auth/reset/${token}`).expect(200);
    expect(info.body.data.policy_mismatch).toBe(false);
    expect(info.body.data.policy.rules.map((r: { key: string }) => r.key)).toEqual(['min10']);

    const weak = await t.request().post(`/api/auth/reset/${token}`).send({ password: 'short' }).expect(400);
    expect(weak.body.error.code).toBe('PasswordNotStrongEnough');
    await t.request().post(`/api/auth/reset/${token}`).send({ password: 'new-password-22' }).expect(200);

    const again = await t.request().post(`/api/auth/reset/${token}`).send({ password: 'another-password-3' }).expect(400);
    expect(again.body.error.code).toBe('UnknownToken');
    await old.get('/api/self').expect(401);
    await t.request().post('/api/auth/signin').send({ username: 'reset@example.org', password: 'old-password-1' }).expect(401);
    await t.request().post('/api/auth/signin').send({ username: 'reset@example.org', password: 'new-password-22' }).expect(200);
    const history = await t.prisma.auditEntry.findMany({ where: { action: 'password.reset' } });
    expect(history).toHaveLength(1);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = readOutbox(t.outboxDir).length;
    await t
      .request()
      .post('/api/auth/reset')
      .send({ email: 'ghost@example.org' })
      .expect(200, { data: { sent: true } });
    await settleBackground();
    expect(readOutbox(t.outboxDir)).toHaveLength(before);
  });

  it('rejects an unknown token', async () => {
    const res = await t
      .request()
      .get(`/api/auth/reset/${'x'.repeat(43)}`)
      .expect(400);
    expect(res.body.error.code).toBe('UnknownToken');
  });

  it('demands a stronger password once the person holds admin permissions', async () => {
    const person = await buildPerson({ email: 'promoted@example.org', password: 'weak-but-10' });
    await t.request().post('/api/auth/signin').send({ username: 'promoted@example.org', password: 'weak-but-10' }).expect(200);
    const association = await buildAssociation();
    await grantRole(person.id, 'association-leader', { associationId: association.id });

    const res = await t
      .request()
      .post('/api/auth/signin')
      .send({ username: 'promoted@example.org', password: 'weak-but-10' })
      .expect(401);
    expect(res.body.error.code).toBe('PasswordNeedReset');
    const token = res.body.error.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const info = await t.request().get(`/api/auth/reset/${token}`).expect(200);
    expect(info.body.data.policy_mismatch).toBe(true);
    expect(info.body.data.policy.name).toBe('admin');
    await t.request().post(`/api/auth/reset/${token}`).send({ password: 'still-weak-but-long' }).expect(400);
    await t.request().post(`/api/auth/reset/${token}`).send({ password: 'Much$tronger2026' }).expect(200);
    await t
      .request()
      .post('/api/auth/signin')
      .send({ username: 'promoted@example.org', password: 'Much$tronger2026' })
      .expect(200);
  });
});
