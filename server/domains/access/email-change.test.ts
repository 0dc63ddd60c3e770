// No account takeover through an admin's email change. A person who holds rights the editor
// lacks keeps their address; any other change waits for the new address to confirm it, the old address is told
// and can report it, and the person's sessions end when it takes effect.
import { useTestApp, readOutbox, resetTokenIn } from '../../../test/app';
import { ADMIN_PASSWORD, buildMember, signIn } from '../../../test/factories';
import { buildEmailWorld, type EmailWorld } from '../../../test/factories-email';
import { settleBackground } from '../../platform/background';

let w: EmailWorld;
const t = useTestApp();
beforeAll(async () => {
  w = await buildEmailWorld(t);
});

const NEW_PASSWORD = 'Att4cker!Password#';
let counter = 0;
const attackerAddress = () => `attacker-${Date.now()}-${++counter}@evil.example`;

const mailsTo = (address: string) => readOutbox(t.outboxDir).filter((m) => m.to === address);
const confirmToken = (text: string) => /\/confirmEmail\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const reportToken = (text: string) => /\/reportEmailChange\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** The whole attack: change the victim's address, ask for a reset there, set a password, sign in with it. */
async function takeover(editor: Awaited<ReturnType<typeof signIn>>, victimId: number) {
  const address = attackerAddress();
  const put = await editor.put(`/api/persons/${victimId}`).send({ email: address });
  await t.request().post('/api/auth/reset').send({ email: address }).expect(200);
  await settleBackground();
  const token = mailsTo(address)
    .map((m) => resetTokenIn(m.text))
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

describe('who may change a sign-in address', () => {
  const readOnly = async (editor: Awaited<ReturnType<typeof signIn>>, id: number) =>
    (await editor.get(`/api/persons/${id}`).expect(200)).body.data.meta.read_only_fields;

  it('shows the email read-only to a viewer the person outranks, and refuses the change with PersonOutranksEditor', async () => {
    const club = await signIn(t, w.clubRep.email);
    const adminX = await signIn(t, w.adminX.email);
    const customer = await signIn(t, w.customerX.email);
    // Club rep of A: a plain member of A yes; a customer, another club's representative, the Dutch admin,
    // a player also in a Dutch club no.
    expect(await readOnly(club, w.player.id)).toEqual([]);
    for (const id of [w.customerX.id, w.adminX.id, w.rep2.id, w.adminY.id, w.playerXY.id])
      expect(await readOnly(club, id)).toEqual(['email']);
    // Association admin of X: the club representative of A2 yes; the customer and anyone of association Y no.
    expect(await readOnly(adminX, w.rep2.id)).toEqual([]);
    for (const id of [w.customerX.id, w.adminY.id, w.playerXY.id]) expect(await readOnly(adminX, id)).toEqual(['email']);
    // The customer of X covers the association admin of X.
    expect(await readOnly(customer, w.adminX.id)).toEqual([]);

    const refused = await club.put(`/api/persons/${w.rep2.id}`).send({ email: attackerAddress() }).expect(403);
    expect(refused.body.error.code).toBe('PersonOutranksEditor');
    const removal = await club.put(`/api/persons/${w.customerX.id}`).send({ email: null }).expect(403);
    expect(removal.body.error.code).toBe('PersonOutranksEditor');
    await adminX.put(`/api/persons/${w.playerXY.id}`).send({ email: attackerAddress() }).expect(403);
    // Everything else stays editable, and the unchanged address (as the edit form sends it) is no change.
    await club.put(`/api/persons/${w.customerX.id}`).send({ city: 'Köln', email: w.customerX.email }).expect(200);
    expect(await t.prisma.emailChange.count({ where: { personId: { in: [w.customerX.id, w.rep2.id, w.playerXY.id] } } })).toBe(0);
  });

  it('needs a recent password entry for the change', async () => {
    const admin = await signIn(t, w.adminX.email);
    await t.prisma.$executeRaw`UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{authAt}', '0')::json
      WHERE (sess -> 'passport' ->> 'user') = ${String(w.adminX.id)}`;
    const stale = await admin.put(`/api/persons/${w.rep2.id}`).send({ email: attackerAddress() }).expect(401);
    expect(stale.body.error.code).toBe('NeedReAuth');
    await admin.post('/api/auth/revalidate').send({ password: ADMIN_PASSWORD }).expect(200);
    const res = await admin.put(`/api/persons/${w.rep2.id}`).send({ email: attackerAddress() }).expect(200);
    expect(res.body.data.pending_email).toMatch(/@evil\.example$/);
  });
});

describe('confirming and reporting a change', () => {
  it('mails the new address a confirmation and the old one a notice; the change counts only once confirmed', async () => {
    const person = await signInFresh('fr');
    const club = await signIn(t, w.clubRep.email);
    const address = attackerAddress();
    const res = await club.put(`/api/persons/${person.id}`).send({ email: address }).expect(200);
    expect(res.body.data).toMatchObject({ email: person.email, pending_email: address });
    await settleBackground();

    const [confirm] = mailsTo(address);
    expect(confirm.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    expect(confirm.text).toContain('Bonjour Fleur');
    const token = confirmToken(confirm.text)!;
    expect(confirm.text).toContain(`http://portal.test/confirmEmail/${token}`);
    const [notice] = mailsTo(person.email);
    expect(notice.subject).toBe('Votre adresse e-mail va être modifiée');
    expect(notice.text).toContain(address);
    expect(reportToken(notice.text)).toBeDefined();

    // Until confirmed: sign-in and reset work with the old address only.
    await t.request().post('/api/auth/reset').send({ email: address }).expect(200);
    await settleBackground();
    expect(mailsTo(address)).toHaveLength(1);
    await signIn(t, person.email);

    const row = await t.prisma.emailChange.findFirstOrThrow({ where: { personId: person.id } });
    expect(row).toMatchObject({ oldEmail: person.email, newEmail: address, requestedById: w.clubRep.id, confirmedAt: null });
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 60 * 60_000);

    await t
      .request()
      .post(`/api/auth/email/${token}`)
      .expect(200, { data: { ok: true } });
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).email).toBe(address);
    await person.agent.get('/api/self').expect(401);
    await t.request().post('/api/auth/signin').send({ username: person.email, password: ADMIN_PASSWORD }).expect(401);
    await signIn(t, address);
    const again = await t.request().post(`/api/auth/email/${token}`).expect(400);
    expect(again.body.error.code).toBe('UnknownToken');
    const history = await t.prisma.auditEntry.findFirstOrThrow({
      where: { subjectId: person.id, action: 'email.change_confirmed' },
    });
    expect(history.data).toEqual({ email: { from: person.email, to: address } });
    const details = await club.get(`/api/persons/${person.id}`).expect(200);
    expect(details.body.data).toMatchObject({ email: address, pending_email: null });
  });

  it('"that was not me" drops a pending change and ends the sessions', async () => {
    const person = await signInFresh('de');
    const club = await signIn(t, w.clubRep.email);
    const address = attackerAddress();
    await club.put(`/api/persons/${person.id}`).send({ email: address }).expect(200);
    await settleBackground();
    const report = reportToken(mailsTo(person.email)[0].text)!;
    expect(mailsTo(person.email)[0].subject).toBe('Deine E-Mail-Adresse soll geändert werden');

    await t.request().post(`/api/auth/email/report/${report}`).expect(200);
    await person.agent.get('/api/self').expect(401);
    const confirm = await t
      .request()
      .post(`/api/auth/email/${confirmToken(mailsTo(address)[0].text)}`)
      .expect(400);
    expect(confirm.body.error.code).toBe('UnknownToken');
    const row = await t.prisma.emailChange.findFirstOrThrow({ where: { personId: person.id } });
    expect(row.reportedAt).not.toBeNull();
    expect(row.cancelledAt).not.toBeNull();
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).email).toBe(person.email);
    await t.request().post(`/api/auth/email/report/${report}`).expect(400);
    expect((await club.get(`/api/persons/${person.id}`).expect(200)).body.data.pending_email).toBeNull();
  });

  it('a report after the confirmation gives the old address back', async () => {
    const person = await signInFresh('nl');
    const club = await signIn(t, w.clubRep.email);
    const address = attackerAddress();
    await club.put(`/api/persons/${person.id}`).send({ email: address }).expect(200);
    await settleBackground();
    await t
      .request()
      .post(`/api/auth/email/${confirmToken(mailsTo(address)[0].text)}`)
      .expect(200);
    const attacker = await signIn(t, address);
    await t
      .request()
      .post(`/api/auth/email/report/${reportToken(mailsTo(person.email)[0].text)}`)
      .expect(200);
    await attacker.get('/api/self').expect(401);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).email).toBe(person.email);
    // The password may have been set by whoever held the new address: the owner sets a new one through the link.
    await t.request().post('/api/auth/signin').send({ username: person.email, password: ADMIN_PASSWORD }).expect(401);
    await settleBackground();
    expect(mailsTo(person.email).some((m) => resetTokenIn(m.text))).toBe(true);
  });

  it('409 EmailAlreadyTaken for an address in use, also when it was taken before the confirmation', async () => {
    const person = await signInFresh('en');
    const club = await signIn(t, w.clubRep.email);
    const taken = await club.put(`/api/persons/${person.id}`).send({ email: w.clubRep.email }).expect(409);
    expect(taken.body.error.code).toBe('EmailAlreadyTaken');
    const address = attackerAddress();
    await club.put(`/api/persons/${person.id}`).send({ email: address }).expect(200);
    await settleBackground();
    await t.prisma.person.update({ where: { id: w.player.id }, data: { email: address } });
    const res = await t
      .request()
      .post(`/api/auth/email/${confirmToken(mailsTo(address)[0].text)}`)
      .expect(409);
    expect(res.body.error.code).toBe('EmailAlreadyTaken');
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).email).toBe(person.email);
    await t.prisma.person.update({ where: { id: w.player.id }, data: { email: w.player.email } });
  });

  it('a second change replaces the pending one; removing the address takes effect at once', async () => {
    const person = await signInFresh('de');
    const club = await signIn(t, w.clubRep.email);
    const first = attackerAddress();
    const second = attackerAddress();
    await club.put(`/api/persons/${person.id}`).send({ email: first }).expect(200);
    const res = await club.put(`/api/persons/${person.id}`).send({ email: second }).expect(200);
    expect(res.body.data.pending_email).toBe(second);
    await settleBackground();
    await t
      .request()
      .post(`/api/auth/email/${confirmToken(mailsTo(first)[0].text)}`)
      .expect(400);

    const removed = await club.put(`/api/persons/${person.id}`).send({ email: '' }).expect(200);
    expect(removed.body.data).toMatchObject({ email: null, pending_email: null });
    await t
      .request()
      .post(`/api/auth/email/${confirmToken(mailsTo(second)[0].text)}`)
      .expect(400);
  });

  it('rejects malformed and unknown tokens without a 500', async () => {
    for (const path of [
      '/api/auth/email/x',
      `/api/auth/email/${'x'.repeat(43)}`,
      '/api/auth/email/report/%00',
      `/api/auth/email/report/${'y'.repeat(43)}`,
    ]) {
      const res = await t.request().post(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }
  });
});

/** A plain member of club A with a session of their own. */
async function signInFresh(language: 'de' | 'en' | 'fr' | 'nl') {
  const email = `fleur-${Date.now()}-${++counter}@example.org`;
  const { person } = await buildMember({
    clubId: w.clubA.id,
    sportId: w.sport.id,
    email,
    password: ADMIN_PASSWORD,
    firstname: 'Fleur',
    lastname: 'Muster',
    birthdate: '1996-05-05',
    preferredLanguage: language,
  });
  return { id: person.id, email, agent: await signIn(t, email) };
}

describe('parallel changes', () => {
  it('two changes at once leave one open link', async () => {
    const person = await signInFresh('de');
    const club = await signIn(t, w.clubRep.email);
    const answers = await Promise.all(
      [attackerAddress(), attackerAddress(), attackerAddress()].map((email) =>
        club.put(`/api/persons/${person.id}`).send({ email }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const open = await t.prisma.emailChange.count({ where: { personId: person.id, confirmedAt: null, cancelledAt: null } });
    expect(open).toBe(1);
    await settleBackground();
  });
});
