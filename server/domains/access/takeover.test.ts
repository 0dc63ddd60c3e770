// Three ways around the email-change rule: a promotion after the change was asked, rights that come from refereeing
// and scoring games, and an attacker's password and PIN that outlived the owner's "this was not me".
import { readOutbox, resetTokenIn, useTestApp } from '../../../test/app';
import { ADMIN_PASSWORD, buildMember, grantRole, signIn, unique } from '../../../test/factories';
import { buildEmailWorld, pendingEmailChange, type EmailWorld } from '../../../test/factories-email';
import { buildCompetition, buildGame, buildSeason, buildTeams } from '../../../test/factories-stats';
import { settleBackground } from '../../platform/background';

let w: EmailWorld;
const t = useTestApp();
beforeAll(async () => {
  w = await buildEmailWorld(t);
});

const ATTACKER_PASSWORD = 'Att4cker!Password#';
const ATTACKER_PIN = '4711';
const attackerAddress = () => `attacker-${unique()}@evil.example`;
const mailsTo = (address: string) => readOutbox(t.outboxDir).filter((m) => m.to === address);
const confirmToken = (text: string) => /\/confirmEmail\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const reportToken = (text: string) => /\/reportEmailChange\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** A plain member of club A who can sign in. */
async function plainMember() {
  const email = `member-${unique()}@example.org`;
  const { person } = await buildMember({ clubId: w.clubA.id, sportId: w.sport.id, email, password: ADMIN_PASSWORD });
  return { id: person.id, email };
}

/** The club representative points the person's address at the attacker's mailbox; the confirmation link. */
async function clubRepChangesAddress(personId: number) {
  const address = attackerAddress();
  const club = await signIn(t, w.clubRep.email);
  await club.put(`/api/persons/${personId}`).send({ email: address }).expect(200);
  await settleBackground();
  return { address, confirm: confirmToken(mailsTo(address)[0].text)! };
}

/** With the address confirmed: a reset to it, a password and a signature PIN of the attacker's. */
async function attackerTakesAccount(address: string) {
  await t.request().post('/api/auth/reset').send({ email: address }).expect(200);
  await settleBackground();
  const token = mailsTo(address)
    .map((m) => resetTokenIn(m.text))
    .find(Boolean)!;
  await t.request().post(`/api/auth/reset/${token}`).send({ password: ATTACKER_PASSWORD }).expect(200);
  const attacker = await signIn(t, address, ATTACKER_PASSWORD);
  await attacker
    .put('/api/self')
    .send({ current_password: ATTACKER_PASSWORD, signature_pin: ATTACKER_PIN })
    .expect((res) => expect(res.status).toBeLessThan(300));
  return attacker;
}

describe('a change asked before a promotion', () => {
  it('no longer confirms once the person holds rights the requester lacks', async () => {
    const person = await plainMember();
    const { address, confirm } = await clubRepChangesAddress(person.id);
    const league = await buildCompetition({ associationId: w.assocX.id });
    await grantRole(person.id, 'league-leader', { competitionId: league.id });

    const res = await t.request().post(`/api/auth/email/${confirm}`);
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 409, code: 'EmailChangeVoided' });
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).email).toBe(person.email);
    // The link is spent: a second try finds nothing, and a reset to the attacker's address mails nothing.
    expect((await t.request().post(`/api/auth/email/${confirm}`)).status).toBe(400);
    await t.request().post('/api/auth/reset').send({ email: address }).expect(200);
    await settleBackground();
    expect(mailsTo(address).filter((m) => resetTokenIn(m.text))).toHaveLength(0);
    const history = await t.prisma.auditEntry.findFirst({ where: { subjectId: person.id, action: 'email.change_voided' } });
    expect(history).not.toBeNull();
  });

  it('still confirms a change the person asked for themselves, whatever rights came since', async () => {
    const person = await plainMember();
    const { row, token } = await pendingEmailChange(person.id);
    await grantRole(person.id, 'league-leader', { competitionId: (await buildCompetition({ associationId: w.assocX.id })).id });
    await t.request().post(`/api/auth/email/${token}`).expect(200);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).email).toBe(row.newEmail);
  });
});

describe('refereeing and scoring count as rights', () => {
  async function refereeLicence() {
    return t.prisma.license.create({
      data: {
        associationId: w.assocX.id,
        name: `Schiedsrichter ${unique()}`,
        abbreviation: `SR${unique()}`.slice(0, 12),
        isReferee: true,
      },
    });
  }

  async function openGame() {
    const competition = await buildCompetition({ associationId: w.assocX.id });
    const season = await buildSeason();
    const [home, away] = await buildTeams(w.assocX.id, [`Heim ${unique()}`, `Gast ${unique()}`]);
    return buildGame({
      competitionId: competition.id,
      seasonId: season.id,
      home: home!,
      away: away!,
      state: 'scheduled',
      kickoff: new Date(Date.now() + 7 * 24 * 60 * 60_000),
    });
  }

  const cases: [string, (personId: number) => Promise<unknown>][] = [
    [
      'a referee licence',
      async (personId) =>
        t.prisma.personLicense.create({
          data: { personId, licenseId: (await refereeLicence()).id, level: 1, validFrom: new Date('2020-01-01T00:00:00Z') },
        }),
    ],
    [
      'an assignment as referee',
      async (personId) => t.prisma.gameOfficial.create({ data: { gameId: (await openGame()).id, personId } }),
    ],
    [
      'a nomination as scorer',
      async (personId) => t.prisma.gameScorer.create({ data: { gameId: (await openGame()).id, personId } }),
    ],
  ];

  it.each(cases)('a club representative cannot change the address of a member holding %s', async (_name, give) => {
    const person = await plainMember();
    await give(person.id);
    const club = await signIn(t, w.clubRep.email);
    const res = await club.put(`/api/persons/${person.id}`).send({ email: attackerAddress() });
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 403, code: 'PersonOutranksEditor' });
    const details = await club.get(`/api/persons/${person.id}`).expect(200);
    expect(details.body.data.meta.read_only_fields).toEqual(['email']);
    // The association admin who gives licences and assigns games may.
    const admin = await signIn(t, w.adminX.email);
    await admin
      .put(`/api/persons/${person.id}`)
      .send({ email: `neu-${unique()}@example.org` })
      .expect(200);
  });

  it('a game whose sheet is locked gives no rights any more', async () => {
    const person = await plainMember();
    const game = await openGame();
    await t.prisma.gameOfficial.create({ data: { gameId: game.id, personId: person.id } });
    await t.prisma.game.update({ where: { id: game.id }, data: { lockedAt: new Date() } });
    const club = await signIn(t, w.clubRep.email);
    await club
      .put(`/api/persons/${person.id}`)
      .send({ email: `neu-${unique()}@example.org` })
      .expect(200);
  });

  it('a change asked before the licence was given no longer confirms', async () => {
    const person = await plainMember();
    const { confirm } = await clubRepChangesAddress(person.id);
    await cases[0]![1](person.id);
    expect((await t.request().post(`/api/auth/email/${confirm}`)).body.error?.code).toBe('EmailChangeVoided');
  });
});

describe('"this was not me" after the attacker took the account', () => {
  it("ends the attacker's password and PIN and mails the owner a link to set a new password", async () => {
    const person = await plainMember();
    const { address, confirm } = await clubRepChangesAddress(person.id);
    await t.request().post(`/api/auth/email/${confirm}`).expect(200);
    await attackerTakesAccount(address);
    const report = reportToken(mailsTo(person.email)[0].text)!;

    await t.request().post(`/api/auth/email/report/${report}`).expect(200);
    await settleBackground();

    for (const username of [person.email, address]) {
      const res = await t.request().post('/api/auth/signin').send({ username, password: ATTACKER_PASSWORD });
      expect({ username, status: res.status }).toEqual({ username, status: 401 });
    }
    const after = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
    expect({ email: after.email, pin: after.signaturePinHash }).toEqual({ email: person.email, pin: null });

    const link = mailsTo(person.email)
      .map((m) => resetTokenIn(m.text))
      .filter(Boolean)
      .at(-1)!;
    expect(link).toBeDefined();
    await t.request().post(`/api/auth/reset/${link}`).send({ password: 'Owner!Again#2027x' }).expect(200);
    await signIn(t, person.email, 'Owner!Again#2027x');
    expect(mailsTo(address).filter((m) => resetTokenIn(m.text))).toHaveLength(1);
  });

  it('a report of a change never confirmed leaves password and PIN as they are', async () => {
    const person = await plainMember();
    await clubRepChangesAddress(person.id);
    await t.prisma.person.update({ where: { id: person.id }, data: { signaturePinHash: 'kept' } });
    await t
      .request()
      .post(`/api/auth/email/report/${reportToken(mailsTo(person.email)[0].text)}`)
      .expect(200);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).signaturePinHash).toBe('kept');
    await signIn(t, person.email);
  });
});
