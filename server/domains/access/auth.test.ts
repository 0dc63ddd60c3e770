// Session API through the real app and a real PostgreSQL: sign-in, cookies, lock, rate limit, CSRF.
import { buildPerson, grantRole, buildAssociation } from '../../../test/factories';
import { useTestApp } from '../../../test/app';

const t = useTestApp();

const PASSWORD = 'correct-horse-battery';

describe('GET /api/auth', () => {
  it('says there is no session for a visitor', async () => {
    const res = await t.request().get('/api/auth').expect(200);
    expect(res.body).toEqual({ data: { has_session: false } });
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in, sets an httpOnly SameSite session cookie and answers the user', async () => {
    const person = await buildPerson({ email: 'anna@example.org', password: PASSWORD, firstname: 'Anna' });
    const agent = t.agent();
    const res = await agent.post('/api/auth/signin').send({ username: 'Anna@Example.org', password: PASSWORD }).expect(200);
    expect(res.body.data).toMatchObject({ id: person.id, firstname: 'Anna', permissions: [], avatar_state: 'none' });
    const cookie = String((res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('portal.sid=')));
    expect(cookie).toMatch(/portal\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Expires=/);
    await agent.get('/api/auth').expect(200, { data: { has_session: true } });
    const self = await agent.get('/api/self').expect(200);
    expect(self.body.data.email).toBe('anna@example.org');
  });

  it('keeps the cookie for 30 days with remember', async () => {
    await buildPerson({ email: 'remember@example.org', password: PASSWORD });
    const res = await t
      .request()
      .post('/api/auth/signin')
      .send({ username: 'remember@example.org', password: PASSWORD, remember: true })
      .expect(200);
    const session = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('portal.sid='));
    const expires = /Expires=([^;]+)/.exec(String(session))?.[1];
    expect(expires).toBeDefined();
    const days = (new Date(expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);
  });

  it('gives a new session id at every sign-in', async () => {
    await buildPerson({ email: 'fixation@example.org', password: PASSWORD });
    const agent = t.agent();
    const first = await agent.post('/api/auth/signin').send({ username: 'fixation@example.org', password: PASSWORD }).expect(200);
    const second = await agent
      .post('/api/auth/signin')
      .send({ username: 'fixation@example.org', password: PASSWORD })
      .expect(200);
    const sid = (r: { headers: Record<string, unknown> }) => /portal\.sid=([^;]+)/.exec(String(r.headers['set-cookie']))?.[1];
    expect(sid(first)).toBeDefined();
    expect(sid(second)).toBeDefined();
    expect(sid(first)).not.toBe(sid(second));
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    await buildPerson({ email: 'wrong@example.org', password: PASSWORD });
    const wrong = await t
      .request()
      .post('/api/auth/signin')
      .send({ username: 'wrong@example.org', password: 'nope' })
      .expect(401);
    expect(wrong.body.error.code).toBe('AuthenticationFailed');
    const unknown = await t
      .request()
      .post('/api/auth/signin')
      .send({ username: 'nobody@example.org', password: 'nope' })
      .expect(401);
    expect(unknown.body.error.code).toBe('AuthenticationFailed');
  });

  it('answers 400 with a code for malformed input', async () => {
    const res = await t.request().post('/api/auth/signin').send({ username: 'not-an-email', password: '' }).expect(400);
    expect(res.body.error.code).toBe('ValidationFailed');
    expect(res.body.error.details.length).toBeGreaterThan(0);
    const broken = await t
      .request()
      .post('/api/auth/signin')
      .set('Content-Type', 'application/json')
      .send('{"username":')
      .expect(400);
    expect(broken.body.error.code).toBe('ValidationFailed');
  });

  it('backs off after 5 failed attempts, even for the right password, but not for a device that signed in before', async () => {
    await buildPerson({ email: 'locked@example.org', password: PASSWORD });
    const device = t.agent();
    await device.post('/api/auth/signin').send({ username: 'locked@example.org', password: PASSWORD }).expect(200);
    await device.post('/api/auth/signout').expect(200);
    for (let i = 0; i < 5; i += 1) {
      await t
        .request()
        .post('/api/auth/signin')
        .send({ username: 'locked@example.org', password: `wrong-${i}` })
        .expect(401);
    }
    const res = await t
      .request()
      .post('/api/auth/signin')
      .send({ username: 'locked@example.org', password: PASSWORD })
      .expect(429);
    expect(res.body.error.code).toBe('TooManyRequests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await device.post('/api/auth/signin').send({ username: 'locked@example.org', password: PASSWORD }).expect(200);
  });

  it('answers 429 after too many failed attempts', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      const res = await t.request().post('/api/auth/signin').send({ username: 'flood@example.org', password: 'x' });
      last = res.status;
      if (res.status === 429) {
        expect(res.body.error.code).toBe('TooManyRequests');
        break;
      }
    }
    expect(last).toBe(429);
  });

  it('refuses cross-site and cross-origin state changes', async () => {
    const evil = await t
      .request()
      .post('/api/auth/signin')
      .set('Origin', 'https://evil.example')
      .send({ username: 'a@b.cd', password: 'x' })
      .expect(403);
    expect(evil.body.error.code).toBe('CrossSiteRequest');
    await t
      .request()
      .post('/api/auth/signin')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ username: 'a@b.cd', password: 'x' })
      .expect(403);
  });
});

describe('POST /api/auth/signout', () => {
  it('ends the session', async () => {
    await buildPerson({ email: 'out@example.org', password: PASSWORD });
    const agent = t.agent();
    await agent.post('/api/auth/signin').send({ username: 'out@example.org', password: PASSWORD }).expect(200);
    await agent.post('/api/auth/signout').expect(200, { data: { has_session: false } });
    const res = await agent.get('/api/self').expect(401);
    expect(res.body.error.code).toBe('NotSignedIn');
  });
});

describe('GET /api/auth/admin and POST /api/auth/revalidate', () => {
  it('is 401 without a session and 403 for a member', async () => {
    await t.request().get('/api/auth/admin').expect(401);
    await buildPerson({ email: 'member@example.org', password: PASSWORD });
    const agent = t.agent();
    await agent.post('/api/auth/signin').send({ username: 'member@example.org', password: PASSWORD }).expect(200);
    const res = await agent.get('/api/auth/admin').expect(403);
    expect(res.body.error.code).toBe('UnauthorizedAction');
  });

  it('asks an admin to re-enter the password when the last entry is too old', async () => {
    const strong = 'Str0ng!Password';
    const person = await buildPerson({ email: 'boss@example.org', password: strong });
    const association = await buildAssociation();
    await grantRole(person.id, 'association-leader', { associationId: association.id });
    const agent = t.agent();
    const signin = await agent.post('/api/auth/signin').send({ username: 'boss@example.org', password: strong }).expect(200);
    expect(signin.body.data.permissions).toContain('persons.list');
    await agent.get('/api/auth/admin').expect(200, { data: { is_admin: true } });

    await t.prisma
      .$executeRaw`UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{authAt}', '0')::json WHERE (sess -> 'passport' ->> 'user') = ${String(person.id)}`;
    const stale = await agent.get('/api/auth/admin').expect(401);
    expect(stale.body.error.code).toBe('NeedReAuth');

    const wrong = await agent.post('/api/auth/revalidate').send({ password: 'wrong' }).expect(401);
    expect(wrong.body.error.code).toBe('InvalidPassword');
    await agent.post('/api/auth/revalidate').send({ password: strong }).expect(200);
    await agent.get('/api/auth/admin').expect(200);
  });
});

describe('unknown API paths and limits', () => {
  it('answers a JSON 404 for an unknown /api path', async () => {
    const res = await t.request().get('/api/does-not-exist').expect(404);
    expect(res.body.error.code).toBe('NotFound');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t
      .request()
      .post('/api/auth/reset')
      .send({ email: 'x'.repeat(200_000) })
      .expect(413);
    expect(res.body.error.code).toBe('PayloadTooLarge');
  });

  it('sends security headers with a real CSP', async () => {
    const res = await t.request().get('/api/auth').expect(200);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
