// Issue 12, item 1: no account takeover through an admin's email change. A person who holds rights the editor
// lacks keeps their address; any other change waits for the new address to confirm it, the old address is told
// and can report it, and the person's sessions end when it takes effect.
import { createTestApp, readOutbox, type TestApp } from '../../../test/app';
import { ADMIN_PASSWORD, signIn } from '../../../test/factories-admin';
import { buildEmailWorld, type EmailWorld } from '../../../test/factories-email';
import { settleBackground } from '../../services/background';

let t: TestApp;
let w: EmailWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildEmailWorld(t);
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Att4cker!Password#';
let counter = 0;
const attackerAddress = () => `attacker-${Date.now()}-${++counter}@evil.example`;

const mailsTo = (address: string) => readOutbox(t.outboxDir).filter((m) => m.to === address);
const resetToken = (text: string) => /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const confirmToken = (text: string) => /\/confirmEmail\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const reportToken = (text: string) => /\/reportEmailChange\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** The whole attack: change the victim's address, ask for a reset there, set a password, sign in with it. */
async function takeover(editor: Awaited<ReturnType<typeof signIn>>, victimId: number) {
  const address = attackerAddress();
  const put = await editor.put(`/api/persons/${victimId}`).send({ email: address });
  await t.request().post('/api/auth/reset').send({ email: address }).expect(200);
  await settleBackground();
  const token = mailsTo(address)
    .map((m) => resetToken(m.text))
    .find(Boolean);
  if (token) await t.request().post(`/api/auth/reset/${token}`).send({ password: NEW_PASSWORD });
  const signin = await t.request().post('/api/auth/signin').send({ username: address, password: NEW_PASSWORD });
  return { put: put.status, code: put.body.error?.code ?? null, resetMailed: Boolean(token), signin: signin.status };
}

describe('account takeover through an email change', () => {
  it('a club representative cannot take over a customer who plays in the club', async () => {
    const club = await signIn(t, w.clubRep.email);
    expect(await takeover(club, w.customerX.id)).toEqual({
      put: 403,
      code: 'PersonOutranksEditor',
      resetMailed: false,
      signin: 401,
    });
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: w.customerX.id } })).email).toBe(w.customerX.email);
    await signIn(t, w.customerX.email);
  });

  it("a German association admin cannot take over the Dutch association's admin who plays in a German club", async () => {
    const admin = await signIn(t, w.adminX.email);
    expect(await takeover(admin, w.adminY.id)).toEqual({
      put: 403,
      code: 'PersonOutranksEditor',
      resetMailed: false,
      signin: 401,
    });
    await signIn(t, w.adminY.email);
  });

  it('an editor in scope still cannot take over a plain member: the new address must confirm first', async () => {
    const club = await signIn(t, w.clubRep.email);
    const result = await takeover(club, w.player.id);
    expect(result).toEqual({ put: 200, code: null, resetMailed: false, signin: 401 });
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: w.player.id } })).email).toBe(w.player.email);
    await signIn(t, w.player.email);
  });
});
