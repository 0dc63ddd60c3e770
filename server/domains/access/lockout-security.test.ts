// Keeping the owner in and the thief out: a device cookie counts only under the password it was issued with, and the
// password reset stays usable for the owner however often others ask for it or guess the password.
import { buildPerson } from '../../../test/factories';
import { readOutbox, resetTokenIn, useTestApp } from '../../../test/app';
import { settleBackground } from '../../platform/background';
import { outboxTransport, setMailTransport } from '../../platform/mail';
import { FREE_FAILURES } from './account.sql';
import { createAdmin } from './create-admin';

const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'N3w!staple-lantern';

// Behind a trusted proxy: X-Forwarded-For names the client, so one test plays several addresses.
const t = useTestApp({ TRUST_PROXY: '1' });
afterAll(async () => {
  await settleBackground();
});
beforeEach(async () => {
  await t.prisma.rateLimitHit.deleteMany();
  setMailTransport(outboxTransport(t.outboxDir));
});

let lastIp = 0;
/** A client without a device cookie, from an address of its own at every call (the per-IP limits never stop it). */
const stranger = () =>
  t
    .request()
    .post('/api/auth/signin')
    .set('X-Forwarded-For', `203.0.113.${(lastIp = (lastIp % 250) + 1)}`);
const requestReset = (email: string, ip: string) =>
  t.request().post('/api/auth/reset').set('X-Forwarded-For', ip).send({ email });
const mailsTo = (email: string) => readOutbox(t.outboxDir).filter((m) => m.to === email);

/** A browser that signed in to the account with `password` (so it holds a device cookie), signed out again. */
async function deviceOf(email: string, password: string, ip = '198.51.100.20') {
  const device = t.agent();
  await device.post('/api/auth/signin').set('X-Forwarded-For', ip).send({ username: email, password }).expect(200);
  await device.post('/api/auth/signout').expect(200);
  return device;
}

/** The answers to FREE_FAILURES + 1 wrong passwords from the device. */
async function guessesFrom(device: ReturnType<typeof t.agent>, email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= FREE_FAILURES; i += 1) {
    const res = await device
      .post('/api/auth/signin')
      .set('X-Forwarded-For', '198.51.100.20')
      .send({ username: email, password: `guess-${i}` });
    statuses.push(res.status);
  }
  return statuses;
}
const backedOff = [...Array<number>(FREE_FAILURES).fill(401), 429];

describe('device cookies and a new password', () => {
  const paths: [string, (email: string, agent: ReturnType<typeof t.agent>) => Promise<void>][] = [
    [
      'the person in the profile',
      async (email, agent) => {
        await agent.post('/api/auth/signin').send({ username: email, password: PASSWORD }).expect(200);
        await agent
          .put('/api/self')
          .send({ current_password: PASSWORD, new_password: NEW_PASSWORD, new_password_repeat: NEW_PASSWORD })
          .expect(200);
      },
    ],
    [
      'a reset link',
      async (email) => {
        await requestReset(email, '192.0.2.1').expect(200);
        await settleBackground();
        const token = resetTokenIn(mailsTo(email).pop()!.text)!;
        await t.request().post(`/api/auth/reset/${token}`).send({ password: NEW_PASSWORD }).expect(200);
      },
    ],
    [
      'npm run create-admin',
      async (email) => {
        await createAdmin({ email, password: NEW_PASSWORD });
      },
    ],
  ];

  it.each(paths)('no longer knows a device that signed in before a new password set by %s', async (_path, change) => {
    const email = `device-${lastIp}-${Date.now()}@example.org`;
    await buildPerson({ email, password: PASSWORD });
    // The old laptop, a borrowed phone: it signed in once and keeps its cookie.
    const thief = await deviceOf(email, PASSWORD);
    await change(email, t.agent());

    // Its guesses at the new password meet the back-off like anyone else's.
    expect(await guessesFrom(thief, email)).toEqual(backedOff);
    expect(
      (
        await thief
          .post('/api/auth/signin')
          .set('X-Forwarded-For', '198.51.100.20')
          .send({ username: email, password: NEW_PASSWORD })
      ).status,
    ).toBe(429);
  });

  it('knows again a device that signs in with the new password', async () => {
    const email = 'device-again@example.org';
    await buildPerson({ email, password: PASSWORD });
    const owner = await deviceOf(email, PASSWORD);
    await owner.post('/api/auth/signin').send({ username: email, password: PASSWORD }).expect(200);
    await owner
      .put('/api/self')
      .send({ current_password: PASSWORD, new_password: NEW_PASSWORD, new_password_repeat: NEW_PASSWORD })
      .expect(200);
    await owner.post('/api/auth/signout').expect(200);
    await owner.post('/api/auth/signin').send({ username: email, password: NEW_PASSWORD }).expect(200);
    for (let i = 0; i <= FREE_FAILURES; i += 1) await stranger().send({ username: email, password: `wrong-${i}` });
    await owner.post('/api/auth/signin').send({ username: email, password: NEW_PASSWORD }).expect(200);
  });
});

describe('the password reset under attack', () => {
  it("answers the owner's reset request on a new device after another address guessed and asked, and lets the owner in", async () => {
    const email = 'victim@example.org';
    await buildPerson({ email, password: PASSWORD });
    // The attacker: six wrong sign-ins and more reset requests than any limit allows, from other addresses.
    for (let i = 0; i <= FREE_FAILURES; i += 1) await stranger().send({ username: email, password: `wrong-${i}` });
    for (let i = 0; i < 8; i += 1) await requestReset(email, `203.0.113.${100 + i}`);

    // The owner on a new device: the sign-in waits (the device is unknown), the reset request does not.
    const owner = t.agent();
    const signIn = () =>
      owner.post('/api/auth/signin').set('X-Forwarded-For', '198.51.100.7').send({ username: email, password: PASSWORD });
    expect((await signIn()).status).toBe(429);
    const asked = await owner.post('/api/auth/reset').set('X-Forwarded-For', '198.51.100.7').send({ email });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ data: { sent: true } });
    await settleBackground();

    // The newest link in the mailbox works, and the browser that used it is known from then on: the attacker's
    // guesses after the reset do not keep the owner waiting.
    const token = resetTokenIn(mailsTo(email).pop()!.text)!;
    await owner
      .post(`/api/auth/reset/${token}`)
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ password: NEW_PASSWORD })
      .expect(200);
    for (let i = 0; i <= FREE_FAILURES; i += 1) await stranger().send({ username: email, password: `again-${i}` });
    const res = await owner
      .post('/api/auth/signin')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ username: email, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('sends at most 5 reset mails an hour to an address, answering every request alike, and the last link stays valid', async () => {
    const email = 'inbox@example.org';
    await buildPerson({ email, password: PASSWORD });
    const answers: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const known = await requestReset(email, `192.0.2.${10 + i}`);
      const unknown = await requestReset('nobody-inbox@example.org', `192.0.2.${30 + i}`);
      answers.push(`${known.status} ${JSON.stringify(known.body)}`, `${unknown.status} ${JSON.stringify(unknown.body)}`);
    }
    expect(new Set(answers)).toEqual(new Set(['200 {"data":{"sent":true}}']));
    await settleBackground();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(5);
    await t
      .request()
      .get(`/api/auth/reset/${resetTokenIn(mails.at(-1)!.text)!}`)
      .expect(200);
  });
});
