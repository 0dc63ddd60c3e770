// Sessions and web security through the real app: cookie flags directly and behind a TLS proxy (TRUST_PROXY,
// COOKIE_SECURE), session fixation, sign-out, CSRF (Fetch Metadata and Origin) and the security headers of the
// API and of the single-page app.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import supertest from 'supertest';
import { buildApp } from '../../app';
import { createPool } from '../../db/client';
import { loadConfig } from '../../config';
import { buildPerson } from '../../../test/factories';
import { useTestApp, type TestApp } from '../../../test/app';

const PASSWORD = 'correct-horse-battery';
const SECRET = 'test-session-secret-0123456789';

const t = useTestApp();

const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('portal.sid='));
const sid = (cookie: string | undefined) => (cookie ? /^portal\.sid=([^;]+)/.exec(cookie)?.[1] : undefined);

/** The same database behind another configuration (proxy settings), optionally serving a built client. */
async function variant(env: Record<string, string>, clientDir?: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: t.config.databaseUrl,
    PUBLIC_URL: 'http://portal.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const pool = createPool(config.databaseUrl!, 2);
  const app = buildApp({ config, pool, sessionSecret: SECRET, logger: pino({ level: 'silent' }), clientDir });
  const close = async () => {
    await (app.locals.live as { close(): Promise<void> } | undefined)?.close();
    await pool.end();
  };
  return { app, close };
}

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, host-only on path / and not Secure over plain HTTP by default', async () => {
    await buildPerson({ email: 'cookie@example.org', password: PASSWORD });
    const res = await t
      .request()
      .post('/api/auth/signin')
      .send({ username: 'cookie@example.org', password: PASSWORD })
      .expect(200);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Domain=/i);
    expect(cookie).not.toMatch(/; Secure/);
    // Signed: the value is s:<id>.<signature>.
    expect(decodeURIComponent(sid(cookie)!)).toMatch(/^s:[\w-]+\.[\w+/=-]+$/);
  });

  it('without "remember" lives 12 hours idle in the store and ends with the browser', async () => {
    const person = await buildPerson({ email: 'idle@example.org', password: PASSWORD });
    const res = await t.request().post('/api/auth/signin').send({ username: 'idle@example.org', password: PASSWORD }).expect(200);
    expect(sessionCookie(res)).not.toMatch(/Expires=|Max-Age=/);
    const rows = await t.prisma.$queryRaw<{ expire: Date }[]>`
      SELECT expire FROM "session" WHERE (sess -> 'passport' ->> 'user') = ${String(person.id)}`;
    expect(rows).toHaveLength(1);
    const hours = (rows[0]!.expire.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThan(12.1);
  });

  describe('behind a TLS-terminating proxy (TRUST_PROXY=1, COOKIE_SECURE=true)', () => {
    let proxied: Awaited<ReturnType<typeof variant>>;
    let untrusted: Awaited<ReturnType<typeof variant>>;
    beforeAll(async () => {
      await buildPerson({ email: 'proxy@example.org', password: PASSWORD });
      proxied = await variant({ TRUST_PROXY: '1', COOKIE_SECURE: 'true' });
      untrusted = await variant({ COOKIE_SECURE: 'true' });
    });
    afterAll(async () => {
      await proxied.close();
      await untrusted.close();
    });
    const signIn = (app: Awaited<ReturnType<typeof variant>>['app'], proto?: string) => {
      const request = supertest(app).post('/api/auth/signin');
      if (proto) request.set('X-Forwarded-Proto', proto);
      return request.send({ username: 'proxy@example.org', password: PASSWORD }).expect(200);
    };

    it('sets a Secure cookie when the proxy says the request came over HTTPS', async () => {
      const cookie = sessionCookie(await signIn(proxied.app, 'https'));
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    });

    it('sets no cookie at all for a plain HTTP request, so a session never travels unencrypted', async () => {
      expect(sessionCookie(await signIn(proxied.app, 'http'))).toBeUndefined();
      expect(sessionCookie(await signIn(proxied.app))).toBeUndefined();
    });

    it('does not believe X-Forwarded-Proto from a client when the proxy is not trusted', async () => {
      expect(sessionCookie(await signIn(untrusted.app, 'https'))).toBeUndefined();
    });

    it('sends HSTS and upgrade-insecure-requests only with COOKIE_SECURE', async () => {
      const secure = await supertest(proxied.app).get('/api/auth').set('X-Forwarded-Proto', 'https').expect(200);
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(secure.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
      const plain = await t.request().get('/api/auth').expect(200);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(plain.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    });
  });
});

describe('session fixation and sign-out', () => {
  it('never adopts a session id from before the sign-in: the planted id is dead afterwards', async () => {
    await buildPerson({ email: 'attacker@example.org', password: PASSWORD });
    await buildPerson({ email: 'victim@example.org', password: PASSWORD });
    // The attacker gets a valid session id of their own and plants it in the victim's browser.
    const attacker = t.agent();
    const planted = sid(
      sessionCookie(await attacker.post('/api/auth/signin').send({ username: 'attacker@example.org', password: PASSWORD })),
    )!;
    const victim = t.agent();
    victim.jar.setCookie(`portal.sid=${planted}`, '127.0.0.1', '/');
    const res = await victim.post('/api/auth/signin').send({ username: 'victim@example.org', password: PASSWORD }).expect(200);
    const fresh = sid(sessionCookie(res));
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(planted);
    // The planted id does not lead into the victim's account (nor, any more, into the attacker's).
    const replay = await t.request().get('/api/self').set('Cookie', `portal.sid=${planted}`);
    expect(replay.status).toBe(401);
    const self = await victim.get('/api/self').expect(200);
    expect(self.body.data.email).toBe('victim@example.org');
  });

  it('gives a new session id at registration too', async () => {
    await buildPerson({ email: 'before-register@example.org', password: PASSWORD });
    const agent = t.agent();
    const first = sid(
      sessionCookie(await agent.post('/api/auth/signin').send({ username: 'before-register@example.org', password: PASSWORD })),
    );
    await agent.post('/api/auth/signout').expect(200);
    const res = await agent
      .post('/api/self')
      .send({
        email: 'registered-fresh@example.org',
        password: 'lange-genug-2026',
        password_repeat: 'lange-genug-2026',
        gender: 'female',
        firstname: 'Lena',
        lastname: 'Neumann',
        birthdate: '2001-02-03',
        correctness_confirmed: true,
        preferred_language: 'de',
        accepted_terms: [],
        include_in_maillists: false,
      })
      .expect(201);
    const second = sid(sessionCookie(res));
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('ends the session on the server at sign-out: a copy of the old cookie is worthless', async () => {
    await buildPerson({ email: 'copy@example.org', password: PASSWORD });
    const res = await t.request().post('/api/auth/signin').send({ username: 'copy@example.org', password: PASSWORD }).expect(200);
    const cookie = `portal.sid=${sid(sessionCookie(res))}`;
    await t.request().get('/api/self').set('Cookie', cookie).expect(200);
    const out = await t.request().post('/api/auth/signout').set('Cookie', cookie).expect(200);
    expect(String(out.headers['set-cookie'])).toMatch(/portal\.sid=;.*Expires=Thu, 01 Jan 1970/);
    await t.request().get('/api/self').set('Cookie', cookie).expect(401);
  });

  it('ignores a forged or tampered cookie', async () => {
    await t.request().get('/api/self').set('Cookie', 'portal.sid=made-up-session-id').expect(401);
    await buildPerson({ email: 'tamper@example.org', password: PASSWORD });
    const res = await t
      .request()
      .post('/api/auth/signin')
      .send({ username: 'tamper@example.org', password: PASSWORD })
      .expect(200);
    const value = decodeURIComponent(sid(sessionCookie(res))!);
    const tampered = value.replace(/\.(.)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    await t
      .request()
      .get('/api/self')
      .set('Cookie', `portal.sid=${encodeURIComponent(tampered)}`)
      .expect(401);
  });
});

describe('CSRF (Fetch Metadata and Origin)', () => {
  let agent: ReturnType<TestApp['agent']>;
  beforeAll(async () => {
    await buildPerson({ email: 'csrf@example.org', password: PASSWORD });
    agent = t.agent();
    await agent.post('/api/auth/signin').send({ username: 'csrf@example.org', password: PASSWORD }).expect(200);
  });

  it.each([
    ['POST', '/api/auth/signout'],
    ['PUT', '/api/self'],
    ['PUT', '/api/self/contactData'],
    ['DELETE', '/api/self/avatar'],
    ['POST', '/api/terms/consent'],
  ])('refuses a cross-site %s %s with a valid session and changes nothing', async (method, url) => {
    const send = (m: string) => agent[m.toLowerCase() as 'post' | 'put' | 'delete'](url);
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'not a url' },
      // A sibling subdomain is "same-site" but not this origin.
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://evil.127.0.0.1.nip.io' },
    ]) {
      const res = await send(method).set(headers).send({});
      expect({ headers, status: res.status, code: res.body.error?.code }).toEqual({
        headers,
        status: 403,
        code: 'CrossSiteRequest',
      });
    }
    // Still signed in: the refused sign-out did nothing.
    await agent.get('/api/self').expect(200);
  });

  it('lets same-origin browser requests and API clients without Origin through', async () => {
    await agent
      .put('/api/self')
      .set({ Host: 'portal.test', 'Sec-Fetch-Site': 'same-origin', Origin: 'http://portal.test' })
      .send({ public_short_name: 'Csrf' })
      .expect(200);
    await agent.put('/api/self').send({ public_short_name: 'Curl' }).expect(200);
  });

  it('reads the host from X-Forwarded-Host only behind a trusted proxy', async () => {
    const trusted = await variant({ TRUST_PROXY: '1' });
    const direct = await variant({});
    try {
      const origin = { Origin: 'https://portal.example', 'X-Forwarded-Host': 'portal.example' };
      // Trusted: the proxy's host is the origin's host, the call passes the CSRF check (and fails sign-in).
      const behind = await supertest(trusted.app)
        .post('/api/auth/signin')
        .set(origin)
        .send({ username: 'a@b.cd', password: 'x' });
      expect(behind.body.error.code).toBe('AuthenticationFailed');
      // Not trusted: a client cannot claim the host it likes.
      const spoofed = await supertest(direct.app)
        .post('/api/auth/signin')
        .set(origin)
        .send({ username: 'a@b.cd', password: 'x' });
      expect(spoofed.body.error.code).toBe('CrossSiteRequest');
    } finally {
      await trusted.close();
      await direct.close();
    }
  });
});

describe('a session store failing after the answer', () => {
  it('keeps the complete answer and the kept-alive connection when the session cannot be touched', async () => {
    await buildPerson({ email: 'touch@example.org', password: PASSWORD });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.config.databaseUrl, LOG_LEVEL: 'silent' });
    const pool = createPool(config.databaseUrl!, 2);
    // The database "goes away" just for the touch that express-session sends once the answer is written.
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) =>
      String(args[0]).includes('SET expire') ? Promise.reject(new Error('Connection terminated unexpectedly')) : query(...args);
    const app = buildApp({ config, pool, sessionSecret: SECRET, logger: pino({ level: 'silent' }) });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let sockets = 0;
    server.on('connection', () => (sockets += 1));
    const call = (method: string, url: string, body?: object, cookie?: string) =>
      new Promise<{ status: number; body: string; cookie?: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: (server.address() as AddressInfo).port,
            method,
            path: url,
            agent,
            headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                body: text,
                cookie: res.headers['set-cookie']?.find((c) => c.startsWith('portal.sid='))?.split(';')[0],
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body ? JSON.stringify(body) : undefined);
      });
    try {
      const signIn = await call('POST', '/api/auth/signin', { username: 'touch@example.org', password: PASSWORD });
      expect(signIn.status).toBe(200);
      for (let i = 0; i < 3; i += 1) {
        const self = await call('GET', '/api/self', undefined, signIn.cookie);
        expect(self.status).toBe(200);
        expect(JSON.parse(self.body).data.email).toBe('touch@example.org');
        // An error answer first went through the error handler: the touch failing after it must not reach Express.
        const missing = await call('GET', '/api/no-such-thing', undefined, signIn.cookie);
        expect(missing.status).toBe(404);
        expect(JSON.parse(missing.body).error.code).toBe('NotFound');
      }
      // Seven answers, one connection: nothing was cut.
      expect(sockets).toBe(1);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    }
  });
});

describe('security headers', () => {
  const expectHardened = (headers: Record<string, string>) => {
    const csp = headers['content-security-policy'];
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  };

  it('on every API answer, errors included, with no-store caching', async () => {
    for (const res of [
      await t.request().get('/api/auth').expect(200),
      await t.request().get('/api/self').expect(401),
      await t.request().get('/api/nope').expect(404),
      await t.request().post('/api/auth/signin').send('{"broken":').set('Content-Type', 'application/json').expect(400),
    ]) {
      expectHardened(res.headers as Record<string, string>);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('on the pages and assets of the single-page app', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    const spa = await variant({}, dir);
    try {
      const page = await supertest(spa.app).get('/stats/overview').expect(200);
      expectHardened(page.headers as Record<string, string>);
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await supertest(spa.app).get('/assets/app.js').expect(200);
      expectHardened(asset.headers as Record<string, string>);
      expect(asset.headers['cache-control']).toMatch(/immutable/);
      // No directory listing, no dot-files, no way out of the build directory.
      await supertest(spa.app).get('/assets/').expect(404);
      for (const escape of ['/assets/..%2f..%2fpackage.json', '/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json']) {
        const res = await supertest(spa.app).get(escape);
        expect(res.text).not.toContain('league-portal');
      }
    } finally {
      await spa.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
