// Brute force and account probing through the real app: rate limits per IP and per account on sign-in, reset
// and registration (429 TooManyRequests), the account lock, single-use expiring reset tokens, and answers that do
// not tell (by text or by time) whether an address has an account.
import pino from 'pino';
import supertest from 'supertest';
import { buildApp } from '../../app';
import { hashPassword } from '../../auth/password';
import { loadConfig } from '../../config';
import { createPool } from '../../db/client';
import { settleBackground } from '../../services/background';
import { outboxTransport, setMailTransport, type MailTransport } from '../../services/mail';
import { MAX_FAILED_SIGNINS } from '../../services/sign-in';
import { buildPerson } from '../../../test/factories';
import { registration } from '../../../test/factories-member';
import { createTestApp, readOutbox, type TestApp } from '../../../test/app';

const PASSWORD = 'correct-horse-battery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await settleBackground();
  await t.close();
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
  it('locks an account after 10 failures in a row, lifts the lock after 15 minutes, and a success resets the count', async () => {
    const person = await buildPerson({ email: 'lock@example.org', password: PASSWORD });
    for (let i = 0; i < MAX_FAILED_SIGNINS - 1; i += 1) await signIn('lock@example.org', `wrong-${i}`).expect(401);
    // Nine failures, then the right password: the count starts over.
    await signIn('lock@example.org', PASSWORD).expect(200);
    for (let i = 0; i < MAX_FAILED_SIGNINS - 1; i += 1) await signIn('lock@example.org', `wrong-${i}`).expect(401);
    expect((await signIn('lock@example.org', 'wrong-last').expect(401)).body.error.code).toBe('AuthenticationFailed');
    const locked = await signIn('lock@example.org', PASSWORD).expect(401);
    expect(locked.body.error).toEqual({ code: 'AccountLocked', message: 'Account is locked' });
    const row = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
    const minutes = (row.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // 15 minutes later (the rate-limit windows have passed too).
    await t.prisma.rateLimitHit.deleteMany();
    await t.prisma.person.update({ where: { id: person.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    await signIn('lock@example.org', PASSWORD).expect(200);
  });

  it('locks an address without an account exactly like one with, so the lock tells nothing', async () => {
    await buildPerson({ email: 'real@example.org', password: PASSWORD });
    const answers = async (email: string) => {
      const codes: string[] = [];
      for (let i = 0; i < MAX_FAILED_SIGNINS + 2; i += 1) codes.push((await signIn(email, `wrong-${i}`)).body.error.code);
      return codes;
    };
    const real = await answers('real@example.org');
    const ghost = await answers('ghost@example.org');
    expect(ghost).toEqual(real);
    expect(real.slice(0, MAX_FAILED_SIGNINS)).toEqual(Array(MAX_FAILED_SIGNINS).fill('AuthenticationFailed'));
    expect(real.slice(MAX_FAILED_SIGNINS)).toEqual(['AccountLocked', 'AccountLocked']);
  });

  it('answers an unknown address and a wrong password alike, in about the same time', async () => {
    await buildPerson({ email: 'timing@example.org', password: PASSWORD });
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      wrong.push(await timed(() => signIn('timing@example.org', `wrong-${i}`).expect(401)));
      unknown.push(await timed(() => signIn(`nobody-${i}@example.org`, `wrong-${i}`).expect(401)));
    }
    const hash = await timed(() => hashPassword('x'));
    // Both verify a password (argon2): neither answers in a fraction of a hash.
    expect(median(unknown)).toBeGreaterThan(hash * 0.5);
    expect(Math.abs(median(unknown) - median(wrong))).toBeLessThan(Math.max(hash, 50));
  });

  it('limits failures per IP and account (429 after 20) and per IP over all accounts (429 after 50)', async () => {
    const proxy = await behindProxy();
    try {
      const attempt = (ip: string, email: string) =>
        proxy.request().post('/api/auth/signin').set('X-Forwarded-For', ip).send({ username: email, password: 'wrong-password' });
      // One account from one IP: 20 failures, then 429 (before the password is even looked at).
      for (let i = 0; i < 20; i += 1) expect((await attempt('203.0.113.1', 'one@example.org')).status).toBe(401);
      const limited = await attempt('203.0.113.1', 'one@example.org');
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('TooManyRequests');
      expect(limited.headers['ratelimit']).toBeDefined();
      // The same account from another IP still gets an answer (the lock protects it from a spread-out attack).
      expect((await attempt('203.0.113.2', 'one@example.org')).body.error.code).toBe('AccountLocked');
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
    // Direct: a client that invents addresses still counts as itself.
    for (let i = 0; i < 20; i += 1) await signIn('spoof@example.org', 'wrong', `198.51.100.${i}`).expect(401);
    expect((await signIn('spoof@example.org', 'wrong', '198.51.100.99')).status).toBe(429);
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

  it('limits requests per IP (5 in 15 minutes) and per address whatever the IP (5 an hour)', async () => {
    for (let i = 0; i < 5; i += 1) await requestReset(`ip-${i}@example.org`).expect(200);
    expect((await requestReset('ip-last@example.org').expect(429)).body.error.code).toBe('TooManyRequests');

    await t.prisma.rateLimitHit.deleteMany();
    const proxy = await behindProxy();
    try {
      for (let i = 0; i < 5; i += 1) {
        await proxy
          .request()
          .post('/api/auth/reset')
          .set('X-Forwarded-For', `192.0.2.${i}`)
          .send({ email: 'inbox@example.org' })
          .expect(200);
      }
      const bombed = await proxy
        .request()
        .post('/api/auth/reset')
        .set('X-Forwarded-For', '192.0.2.77')
        .send({ email: 'Inbox@Example.org' });
      expect(bombed.status).toBe(429);
      // Limited by address, not by account: an address without an account is limited the same way.
      for (let i = 0; i < 5; i += 1) {
        await proxy
          .request()
          .post('/api/auth/reset')
          .set('X-Forwarded-For', `192.0.2.${10 + i}`)
          .send({ email: 'nobody-inbox@example.org' })
          .expect(200);
      }
      expect(
        (
          await proxy
            .request()
            .post('/api/auth/reset')
            .set('X-Forwarded-For', '192.0.2.99')
            .send({ email: 'nobody-inbox@example.org' })
        ).status,
      ).toBe(429);
    } finally {
      await proxy.close();
    }
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
