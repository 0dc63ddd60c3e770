// Brute force and account probing through the real app: rate limits per IP and per account on sign-in, reset
// and registration (429 TooManyRequests), the account lock, single-use expiring reset tokens, and answers that do
// not tell (by text or by time) whether an address has an account.
import pino from 'pino';
import supertest from 'supertest';
import { buildApp } from '../../app';
import { hashPassword } from '../../auth/password';
import { loadConfig } from '../../config';
import { createPool } from '../../db/client';
import { settleBackground } from '../../platform/background';
import { outboxTransport, setMailTransport, type MailTransport } from '../../platform/mail';
import { DEVICE_COOKIE } from '../../auth/device-cookie';
import { FREE_FAILURES, MAX_BACKOFF_MS } from './account.sql';

/** How many failures the old hard lock allowed. */
const MAX_FAILED_SIGNINS = 10;
import { buildPerson } from '../../../test/factories';
import { registration } from '../../../test/factories-member';
import { useTestApp, readOutbox } from '../../../test/app';

const PASSWORD = 'correct-horse-battery';

const t = useTestApp();
afterAll(async () => {
  await settleBackground();
});
beforeEach(async () => {
  // Every test starts with fresh counters (they live in the database, shared by every instance).
  await t.prisma.rateLimitHit.deleteMany();
  setMailTransport(outboxTransport(t.outboxDir));
});

/** The same database behind a trusted proxy: X-Forwarded-For names the client. */
async function behindProxy() {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.config.databaseUrl, LOG_LEVEL: 'silent', TRUST_PROXY: '1' });
  const pool = createPool(config.databaseUrl!, 2);
  const app = buildApp({ config, pool, sessionSecret: 'test-session-secret-0123456789', logger: pino({ level: 'silent' }) });
  return { request: () => supertest(app), close: () => pool.end() };
}

const signIn = (username: string, password: string, ip?: string) => {
  const request = t.request().post('/api/auth/signin');
  if (ip) request.set('X-Forwarded-For', ip);
  return request.send({ username, password });
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function timed(call: () => PromiseLike<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await call();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

describe('sign-in', () => {
  /** The back-off of every account (and address) has passed, as if its wait was over. */
  const waitOver = async () => {
    await t.prisma.person.updateMany({
      where: { lockedUntil: { not: null } },
      data: { lockedUntil: new Date(Date.now() - 1000) },
    });
    await t.prisma
      .$executeRaw`UPDATE rate_limit_hits SET reset_at = now() - interval '1 second' WHERE key LIKE 'signin-backoff:%'`;
  };
  /** Signs in with an agent (a browser): it keeps the device cookie, then signs out. */
  const knownDevice = async (email: string) => {
    const device = t.agent();
    await device.post('/api/auth/signin').send({ username: email, password: PASSWORD }).expect(200);
    await device.post('/api/auth/signout').expect(200);
    return device;
  };

  it("does not refuse the owner's right password from a device that signed in before, however often others failed", async () => {
    await buildPerson({ email: 'owner@example.org', password: PASSWORD });
    const device = await knownDevice('owner@example.org');
    // Today's attack: more failures than the old lock allowed, from a client without the device cookie.
    for (let i = 0; i < MAX_FAILED_SIGNINS + 2; i += 1) await signIn('owner@example.org', `wrong-${i}`);
    const res = await device.post('/api/auth/signin').send({ username: 'owner@example.org', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe('owner@example.org');
  });

  it('makes a client without the device cookie wait longer and longer after 5 failures (429 with Retry-After)', async () => {
    await buildPerson({ email: 'backoff@example.org', password: PASSWORD });
    // The attacker changes his IP at every attempt: the per-IP limits never stop him, the back-off does.
    const proxy = await behindProxy();
    let ip = 0;
    const attempt = (password: string) =>
      proxy
        .request()
        .post('/api/auth/signin')
        .set('X-Forwarded-For', `203.0.113.${(ip += 1)}`)
        .send({ username: 'backoff@example.org', password });
    try {
      for (let i = 0; i < FREE_FAILURES; i += 1) {
        expect((await attempt(`wrong-${i}`).expect(401)).body.error.code).toBe('AuthenticationFailed');
      }
      const waits: number[] = [];
      for (let round = 0; round < 12; round += 1) {
        // Even the right password waits: the client cannot be told apart from the attacker.
        const refused = await attempt(PASSWORD).expect(429);
        expect(refused.body.error.code).toBe('TooManyRequests');
        const wait = Number(refused.headers['retry-after']);
        expect(refused.body.error.retry_after).toBe(wait);
        waits.push(wait);
        await waitOver();
        await attempt(`wrong-again-${round}`).expect(401);
      }
      // Seconds, rounded up from what is left of the wait when the answer is written (a slow machine loses a second).
      const expected = [2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900];
      expect(MAX_BACKOFF_MS).toBe(900_000);
      waits.forEach((wait, i) => {
        expect(wait).toBeLessThanOrEqual(expected[i]!);
        expect(wait).toBeGreaterThan(expected[i]! - 2);
      });
      // The wait is over: the right password works and the count starts over.
      await waitOver();
      await attempt(PASSWORD).expect(200);
      for (let i = 0; i < FREE_FAILURES; i += 1) await attempt(`wrong-${i}`).expect(401);
    } finally {
      await proxy.close();
    }
  });

  it('refuses parallel guesses beyond the free ones (the count is taken before the password is checked)', async () => {
    await buildPerson({ email: 'parallel@example.org', password: PASSWORD });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn('parallel@example.org', `wrong-${i}`)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(FREE_FAILURES);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - FREE_FAILURES);
  });

  it('sets a signed, httpOnly, SameSite=Strict device cookie for a year, which forged or foreign cookies cannot imitate', async () => {
    const owner = await buildPerson({ email: 'cookie@example.org', password: PASSWORD });
    await buildPerson({ email: 'other@example.org', password: PASSWORD });
    const res = await signIn('cookie@example.org', PASSWORD).expect(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(maxAge).toBeGreaterThanOrEqual(364 * 86_400);
    const value = cookie.split(';')[0]!.slice(DEVICE_COOKIE.length + 1);
    expect(value).toContain(`${owner.id}.`);

    // The cookie of one account does nothing for another, and a changed one does nothing at all.
    const [id, issued, mac] = value.split('.');
    const forged = [
      value,
      `${Number(id) + 1}.${issued}.${mac}`,
      `${id}.${Number(issued) + 1}.${mac}`,
      `${id}.${issued}.${'0'.repeat(mac!.length)}`,
      'garbage',
    ];
    for (let i = 0; i < FREE_FAILURES; i += 1) await signIn('other@example.org', `wrong-${i}`).expect(401);
    for (let i = 0; i < FREE_FAILURES; i += 1) await signIn('cookie@example.org', `wrong-${i}`).expect(401);
    // Both accounts now wait; the wait is made long so that a slow machine cannot outlast it during the attempts below.
    await t.prisma.person.updateMany({
      where: { email: { in: ['cookie@example.org', 'other@example.org'] } },
      data: { lockedUntil: new Date(Date.now() + 3_600_000) },
    });
    for (const attempt of forged.slice(1)) {
      const withCookie = await t
        .request()
        .post('/api/auth/signin')
        .set('Cookie', `${DEVICE_COOKIE}=${attempt}`)
        .send({ username: 'cookie@example.org', password: PASSWORD });
      expect(withCookie.status).toBe(429);
    }
    const foreign = await t
      .request()
      .post('/api/auth/signin')
      .set('Cookie', `${DEVICE_COOKIE}=${value}`)
      .send({ username: 'other@example.org', password: PASSWORD });
    expect(foreign.status).toBe(429);
    const genuine = await t
      .request()
      .post('/api/auth/signin')
      .set('Cookie', `${DEVICE_COOKIE}=${value}`)
      .send({ username: 'cookie@example.org', password: PASSWORD });
    expect(genuine.status).toBe(200);
  });

  it('keeps the devices of several people who share a browser', async () => {
    await buildPerson({ email: 'parent@example.org', password: PASSWORD });
    await buildPerson({ email: 'child@example.org', password: PASSWORD });
    const shared = t.agent();
    for (const email of ['parent@example.org', 'child@example.org']) {
      await shared.post('/api/auth/signin').send({ username: email, password: PASSWORD }).expect(200);
      await shared.post('/api/auth/signout').expect(200);
    }
    for (const email of ['parent@example.org', 'child@example.org']) {
      for (let i = 0; i < FREE_FAILURES + 1; i += 1) await signIn(email, `wrong-${i}`);
      await shared.post('/api/auth/signin').send({ username: email, password: PASSWORD }).expect(200);
    }
  });

  it('counts wrong passwords from a known device against the back-off of everyone else, and never puts the device itself to wait', async () => {
    await buildPerson({ email: 'typo@example.org', password: PASSWORD });
    const device = await knownDevice('typo@example.org');
    for (let i = 0; i < FREE_FAILURES + 3; i += 1) {
      const res = await device.post('/api/auth/signin').send({ username: 'typo@example.org', password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    expect((await signIn('typo@example.org', PASSWORD)).status).toBe(429);
    await device.post('/api/auth/signin').send({ username: 'typo@example.org', password: PASSWORD }).expect(200);
  });

  it('backs off an address without an account exactly like one with, so the answers tell nothing', async () => {
    await buildPerson({ email: 'real@example.org', password: PASSWORD });
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let i = 0; i < FREE_FAILURES + 3; i += 1) {
        const res = await signIn(email, `wrong-${i}`);
        seen.push(`${res.status} ${res.body.error.code} ${res.headers['retry-after'] ? 'wait' : '-'}`);
        if (i === FREE_FAILURES + 1) await waitOver();
      }
      return seen;
    };
    const real = await answers('real@example.org');
    const ghost = await answers('ghost@example.org');
    expect(ghost).toEqual(real);
    expect(real.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill('401 AuthenticationFailed -'));
    expect(real.slice(FREE_FAILURES)).toEqual([
      '429 TooManyRequests wait',
      '429 TooManyRequests wait',
      '401 AuthenticationFailed -',
    ]);
  });

  it('answers an unknown address and a wrong password alike, in about the same time', async () => {
    await buildPerson({ email: 'timing@example.org', password: PASSWORD });
    const wrong: number[] = [];
    const unknown: number[] = [];
    const hashes: number[] = [];
    // Interleaved, and medians of each: on a busy machine a single timing can be several times the others.
    for (let i = 0; i < 5; i += 1) {
      wrong.push(await timed(() => signIn('timing@example.org', `wrong-${i}`).expect(401)));
      unknown.push(await timed(() => signIn(`nobody-${i}@example.org`, `wrong-${i}`).expect(401)));
      hashes.push(await timed(() => hashPassword('x')));
    }
    const hash = median(hashes);
    // Both verify a password (argon2): neither answers in a fraction of a hash.
    expect(median(unknown)).toBeGreaterThan(hash * 0.5);
    expect(Math.abs(median(unknown) - median(wrong))).toBeLessThan(Math.max(hash, 50));
  });

  it('limits failures per IP and account (429 after 20), even from a known device, and per IP over all accounts (429 after 50)', async () => {
    await buildPerson({ email: 'one@example.org', password: PASSWORD });
    const proxy = await behindProxy();
    try {
      // A known device skips the back-off, so only the per-IP limits stop it.
      const signedIn = await proxy
        .request()
        .post('/api/auth/signin')
        .set('X-Forwarded-For', '203.0.113.1')
        .send({ username: 'one@example.org', password: PASSWORD })
        .expect(200);
      const device = (signedIn.headers['set-cookie'] as unknown as string[])
        .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
        .split(';')[0]!;
      const attempt = (ip: string, email: string, cookie?: string) => {
        const request = proxy.request().post('/api/auth/signin').set('X-Forwarded-For', ip);
        if (cookie) request.set('Cookie', cookie);
        return request.send({ username: email, password: 'wrong-password' });
      };
      // One account from one IP: 20 failures, then 429 (before the password is even looked at).
      for (let i = 0; i < 20; i += 1) expect((await attempt('203.0.113.1', 'one@example.org', device)).status).toBe(401);
      const limited = await attempt('203.0.113.1', 'one@example.org', device);
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('TooManyRequests');
      expect(limited.headers['ratelimit']).toBeDefined();
      // The same account from another IP without the device: the account's back-off (the device's failures count).
      const other = await attempt('203.0.113.2', 'one@example.org');
      expect(other.status).toBe(429);
      expect(Number(other.headers['retry-after'])).toBeGreaterThan(0);
      // Password spraying: many accounts from one IP, 50 failures in all, then 429.
      for (let i = 0; i < 29; i += 1) expect((await attempt('203.0.113.1', `spray-${i}@example.org`)).status).toBe(401);
      expect((await attempt('203.0.113.1', 'spray-last@example.org')).status).toBe(429);
      // Another client is not affected.
      expect((await attempt('203.0.113.3', 'spray-last@example.org')).status).toBe(401);
    } finally {
      await proxy.close();
    }
  });

  it('counts only failures: a member who signs in often is never limited', async () => {
    await buildPerson({ email: 'often@example.org', password: PASSWORD });
    for (let i = 0; i < 25; i += 1) await signIn('often@example.org', PASSWORD).expect(200);
  });

  it('takes the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    // Direct: a client that invents addresses still counts as itself (the back-off has passed at every attempt).
    for (let i = 0; i < 20; i += 1) {
      await signIn('spoof@example.org', 'wrong', `198.51.100.${i}`).expect(401);
      await waitOver();
    }
    const limited = await signIn('spoof@example.org', 'wrong', '198.51.100.99').expect(429);
    expect(limited.headers['ratelimit']).toBeDefined();
  });
});

describe('password reset', () => {
  const requestReset = (email: string, ip?: string) => {
    const request = t.request().post('/api/auth/reset');
    if (ip) request.set('X-Forwarded-For', ip);
    return request.send({ email });
  };
  const tokenOf = (text: string) => /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

  it('answers the same text for an address with and without an account, and only the account holder gets mail', async () => {
    await buildPerson({ email: 'known@example.org', password: PASSWORD });
    const known = await requestReset('known@example.org').expect(200);
    const unknown = await requestReset('unknown@example.org').expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    await settleBackground();
    const mails = readOutbox(t.outboxDir).map((m) => m.to);
    expect(mails).toContain('known@example.org');
    expect(mails).not.toContain('unknown@example.org');
  });

  it('answers before the mail is sent, so a slow mail server does not tell that the address has an account', async () => {
    await buildPerson({ email: 'slowmail@example.org', password: PASSWORD });
    const sent: string[] = [];
    const slow: MailTransport = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        sent.push(mail.to);
      },
    };
    setMailTransport(slow);
    const known = await timed(() => requestReset('slowmail@example.org').expect(200));
    const unknown = await timed(() => requestReset('nomail@example.org').expect(200));
    expect(known).toBeLessThan(500);
    expect(Math.abs(known - unknown)).toBeLessThan(250);
    expect(sent).toEqual([]);
    await settleBackground();
    expect(sent).toEqual(['slowmail@example.org']);
  });

  it('limits requests per IP (5 in 15 minutes); per address only the mails (lockout-security.test.ts)', async () => {
    for (let i = 0; i < 5; i += 1) await requestReset(`ip-${i}@example.org`).expect(200);
    expect((await requestReset('ip-last@example.org').expect(429)).body.error.code).toBe('TooManyRequests');
  });

  it('issues tokens of 256 bits that are stored only as a hash, used once, spent by any reset and dead after an hour', async () => {
    const person = await buildPerson({ email: 'tokens@example.org', password: PASSWORD });
    await requestReset('tokens@example.org').expect(200);
    await requestReset('tokens@example.org').expect(200);
    await settleBackground();
    const [first, second] = readOutbox(t.outboxDir)
      .filter((m) => m.to === 'tokens@example.org')
      .map((m) => tokenOf(m.text));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.prisma.passwordResetToken.findMany({ where: { personId: person.id } });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect([first, second]).not.toContain(row.tokenHash);
      expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
    }

    // The second link sets the password; it and every other open link of the person are spent.
    await t.request().post(`/api/auth/reset/${second}`).send({ password: 'brand-new-password-1' }).expect(200);
    for (const token of [first, second]) {
      expect((await t.request().get(`/api/auth/reset/${token}`).expect(400)).body.error.code).toBe('UnknownToken');
      await t.request().post(`/api/auth/reset/${token}`).send({ password: 'another-password-22' }).expect(400);
    }

    // A new link, an hour and a second later.
    await requestReset('tokens@example.org').expect(200);
    await settleBackground();
    const late = readOutbox(t.outboxDir)
      .filter((m) => m.to === 'tokens@example.org')
      .map((m) => tokenOf(m.text))
      .pop()!;
    await t.prisma.passwordResetToken.updateMany({
      where: { personId: person.id, usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await t.request().get(`/api/auth/reset/${late}`).expect(400)).body.error.code).toBe('UnknownToken');
    await t.request().post(`/api/auth/reset/${late}`).send({ password: 'too-late-password-3' }).expect(400);
    await signIn('tokens@example.org', 'brand-new-password-1').expect(200);
  });

  it('unlocks a locked account when the password is reset', async () => {
    const person = await buildPerson({ email: 'locked-reset@example.org', password: PASSWORD });
    await t.prisma.person.update({ where: { id: person.id }, data: { lockedUntil: new Date(Date.now() + 600_000) } });
    await requestReset('locked-reset@example.org').expect(200);
    await settleBackground();
    const token = tokenOf(
      readOutbox(t.outboxDir)
        .filter((m) => m.to === 'locked-reset@example.org')
        .pop()!.text,
    );
    await t.request().post(`/api/auth/reset/${token}`).send({ password: 'unlocked-password-1' }).expect(200);
    await signIn('locked-reset@example.org', 'unlocked-password-1').expect(200);
  });
});

describe('registration', () => {
  const register = (body: Record<string, unknown>, ip?: string) => {
    const request = t.request().post('/api/self');
    if (ip) request.set('X-Forwarded-For', ip);
    return request.send(body);
  };

  it('answers "Email already taken" no faster than a registration that succeeds (both hash the password)', async () => {
    await buildPerson({ email: 'taken-timing@example.org', password: PASSWORD });
    const hash = await timed(() => hashPassword('x'));
    const taken = await timed(() => register(registration({ email: 'taken-timing@example.org' })).expect(409));
    const fresh = await timed(() => register(registration()).expect(201));
    // The first check catches an answer that skips hashing; the second is loose because CI cores are shared.
    expect(taken).toBeGreaterThan(hash * 0.5);
    expect(Math.abs(taken - fresh)).toBeLessThan(Math.max(4 * hash, 750));
  });

  it('answers "Email already taken" only to a complete, valid registration, and at most 3 times an hour per IP', async () => {
    for (let i = 0; i < 4; i += 1) await buildPerson({ email: `probe-${i}@example.org` });
    // An incomplete body is refused for what is missing, never with a word about the address.
    const partial = await register({ email: 'probe-0@example.org' }).expect(400);
    expect(partial.body.error.code).toBe('ValidationFailed');
    for (let i = 0; i < 3; i += 1) {
      const res = await register(registration({ email: `probe-${i}@example.org` })).expect(409);
      expect(res.body.error).toEqual({ code: 'EmailAlreadyTaken', message: 'Email already taken' });
    }
    const stopped = await register(registration({ email: 'probe-3@example.org' })).expect(429);
    expect(stopped.body.error.code).toBe('TooManyRequests');
  });

  it('limits registrations per IP (10 an hour) and per address whatever the IP (5 an hour)', async () => {
    for (let i = 0; i < 10; i += 1) await register(registration()).expect(201);
    expect((await register(registration()).expect(429)).body.error.code).toBe('TooManyRequests');

    await t.prisma.rateLimitHit.deleteMany();
    const proxy = await behindProxy();
    try {
      const attempt = (ip: string) =>
        proxy
          .request()
          .post('/api/self')
          .set('X-Forwarded-For', ip)
          .send(registration({ email: 'same-address@example.org', password_repeat: 'x' }));
      for (let i = 0; i < 5; i += 1) expect((await attempt(`192.0.2.${i}`)).status).toBe(400);
      expect((await attempt('192.0.2.50')).status).toBe(429);
    } finally {
      await proxy.close();
    }
  });
});
