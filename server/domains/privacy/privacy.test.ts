// A member's privacy requests through the approval engine (rectify, erase), the dashboard's pending
// requests, and the data export's ZIP (summary.html in the member's language, data.json).
import JSZip from 'jszip';
import { readOutbox, useTestApp } from '../../../test/app';
import { ADMIN_PASSWORD, signIn, unique } from '../../../test/factories';
import { buildEmailWorld, type EmailWorld } from '../../../test/factories-email';
import { settleBackground } from '../../platform/background';

const t = useTestApp();
let w: EmailWorld;
beforeAll(async () => {
  w = await buildEmailWorld(t);
});

/** A fresh member of club A who can sign in, signed in. */
async function member(language: 'de' | 'en' | 'fr' | 'nl' = 'de') {
  const person = await t.prisma.person.create({
    data: {
      email: `privacy-${unique()}@example.org`,
      passwordHash: (await t.prisma.person.findUniqueOrThrow({ where: { id: w.adminX.id } })).passwordHash,
      firstname: 'Ines',
      lastname: `Privat-${unique()}`,
      gender: 'female',
      birthdate: new Date('1990-05-05T00:00:00Z'),
      preferredLanguage: language,
      phoneNumber: '+49 30 1234567',
      city: 'Musterstadt',
      memberships: { create: { clubId: w.clubA.id, sportId: w.sport.id } },
    },
  });
  return { person, agent: await signIn(t, person.email!, ADMIN_PASSWORD) };
}

const binary = (res: { on: (e: string, cb: (c?: Buffer) => void) => void }, cb: (e: Error | null, b: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c?: Buffer) => chunks.push(c!));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('rectify', () => {
  it('starts a request with old and new values; the association admin sees it side by side and approves; the names change and the new address confirms', async () => {
    const { person, agent } = await member();
    const newEmail = `ines-${unique()}@example.org`;
    const res = await agent
      .post('/api/self/privacyRequests/rectify')
      .send({ lastname: 'Neuname', email: newEmail, note: 'Heirat' })
      .expect(201);
    expect(res.body.data).toMatchObject({
      type: 'rectify',
      status: 'open',
      note: 'Heirat',
      can_withdraw: true,
      associations: [{ id: w.assocX.id }],
      changes: [
        { field: 'lastname', old: person.lastname, new: 'Neuname' },
        { field: 'email', old: person.email, new: newEmail },
      ],
    });
    const id = res.body.data.id as number;
    expect((await agent.get('/api/self/privacyRequests').expect(200)).body.data.map((r: { id: number }) => r.id)).toEqual([id]);

    const admin = await signIn(t, w.adminX.email, ADMIN_PASSWORD);
    const list = await admin.get('/api/processes').expect(200);
    const listed = list.body.data.find((p: { id: number }) => p.id === id);
    expect(listed).toMatchObject({ type: 'rectify', note: 'Heirat', changes: res.body.data.changes });
    const dashboard = await admin.get('/api/admin/dashboard').expect(200);
    expect(dashboard.body.data.privacy_requests.items).toContainEqual(
      expect.objectContaining({ id, type: 'rectify', age_days: 0, person: expect.objectContaining({ id: person.id }) }),
    );

    // A second request while this one is open: refused.
    expect((await agent.post('/api/self/privacyRequests/erase').send({}).expect(409)).body.error.code).toBe('OpenProcess');

    const decided = await admin.put(`/api/processes/${id}?action=approve`).expect(200);
    expect(decided.body.meta.completed).toBe(true);
    const after = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
    expect(after).toMatchObject({ lastname: 'Neuname', firstname: 'Ines', email: person.email });
    await settleBackground();
    const confirm = readOutbox(t.outboxDir).find((m) => m.to === newEmail);
    expect(confirm).toBeDefined();
    const token = /confirmEmail\/([A-Za-z0-9_-]+)/.exec(confirm!.text)![1];
    await t.agent().post(`/api/auth/email/${token}`).expect(200);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).email).toBe(newEmail);
  });

  it('refuses nothing to change (400 NothingToChange) and an empty body (400)', async () => {
    const { person, agent } = await member();
    const same = await agent.post('/api/self/privacyRequests/rectify').send({ firstname: person.firstname }).expect(400);
    expect(same.body.error.code).toBe('NothingToChange');
    await agent.post('/api/self/privacyRequests/rectify').send({}).expect(400);
    await agent.post('/api/self/privacyRequests/rectify').send({ email: 'no-address' }).expect(400);
  });

  it('does not tell whether an address belongs to another account; carrying the change out checks it', async () => {
    const free = await member();
    const freeAnswer = await free.agent
      .post('/api/self/privacyRequests/rectify')
      .send({ email: `frei-${unique()}@example.org` })
      .expect(201);
    const { agent } = await member();
    const taken = await agent.post('/api/self/privacyRequests/rectify').send({ email: w.adminX.email }).expect(201);
    expect(Object.keys(taken.body.data).sort()).toEqual(Object.keys(freeAnswer.body.data).sort());
    expect(taken.body.data).toMatchObject({ type: 'rectify', status: 'open' });
    const admin = await signIn(t, w.adminX.email, ADMIN_PASSWORD);
    const refused = await admin.put(`/api/processes/${taken.body.data.id}?action=approve`).expect(409);
    expect(refused.body.error.code).toBe('EmailAlreadyTaken');
  });

  it('the member withdraws it through the processes withdraw', async () => {
    const { agent } = await member();
    const res = await agent.post('/api/self/privacyRequests/rectify').send({ firstname: 'Inge' }).expect(201);
    await agent.put(`/api/processes/${res.body.data.id}?action=withdraw`).expect(200);
    const list = await agent.get('/api/self/privacyRequests').expect(200);
    expect(list.body.data[0]).toMatchObject({ status: 'cancelled', can_withdraw: false });
  });
});

describe('the dashboard', () => {
  it('lists the open privacy requests the admin decides, oldest first, with their age in days', async () => {
    const { person: first, agent: firstAgent } = await member();
    const { person: second, agent: secondAgent } = await member();
    const older = (await firstAgent.post('/api/self/privacyRequests/erase').send({}).expect(201)).body.data.id as number;
    const newer = (await secondAgent.post('/api/self/privacyRequests/rectify').send({ firstname: 'Ina' }).expect(201)).body.data
      .id as number;
    await t.prisma.process.update({ where: { id: older }, data: { createdAt: new Date(Date.now() - 12 * 86_400_000) } });
    const admin = await signIn(t, w.adminX.email, ADMIN_PASSWORD);
    const { privacy_requests } = (await admin.get('/api/admin/dashboard').expect(200)).body.data;
    const mine = privacy_requests.items.filter((i: { id: number }) => [older, newer].includes(i.id));
    expect(mine).toEqual([
      expect.objectContaining({ id: older, type: 'erase', age_days: 12, person: expect.objectContaining({ id: first.id }) }),
      expect.objectContaining({ id: newer, type: 'rectify', age_days: 0, person: expect.objectContaining({ id: second.id }) }),
    ]);
    expect(privacy_requests.count).toBeGreaterThanOrEqual(2);
    // Another association's admin sees none of them.
    const other = await signIn(t, w.adminY.email, ADMIN_PASSWORD);
    const theirs = (await other.get('/api/admin/dashboard').expect(200)).body.data.privacy_requests.items;
    expect(theirs.filter((i: { id: number }) => [older, newer].includes(i.id))).toEqual([]);
    for (const id of [older, newer]) await admin.put(`/api/processes/${id}?action=withdraw`).expect(200);
  });
});

describe('erase', () => {
  it('is carried out on approval: no sign-in, personal values gone, memberships ended, an audit entry without values', async () => {
    const { person, agent } = await member();
    const res = await agent.post('/api/self/privacyRequests/erase').send({ note: 'Bitte alles löschen' }).expect(201);
    const id = res.body.data.id as number;
    const admin = await signIn(t, w.adminX.email, ADMIN_PASSWORD);
    await admin.put(`/api/processes/${id}?action=approve`).expect(200);

    const after = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
    expect(after).toMatchObject({
      email: null,
      passwordHash: null,
      firstname: 'Ehemalige',
      lastname: 'Person',
      phoneNumber: null,
      city: null,
    });
    expect(after.erasedAt).not.toBeNull();
    expect(after.birthdate.toISOString().slice(0, 10)).toBe('1900-01-01');
    const memberships = await t.prisma.membership.findMany({ where: { personId: person.id } });
    expect(memberships.every((m) => m.activeTo !== null)).toBe(true);
    // The old session is gone and the old address no longer signs in.
    await agent.get('/api/self').expect(401);
    await t.agent().post('/api/auth/signin').send({ username: person.email, password: ADMIN_PASSWORD }).expect(401);
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { subjectId: person.id, action: 'person.erase' } });
    expect(entry.actorId).toBe(w.adminX.id);
    const history = JSON.stringify(await t.prisma.auditEntry.findMany({ where: { subjectId: person.id } }));
    for (const value of [person.lastname, person.email!, '+49 30 1234567', 'Musterstadt']) expect(history).not.toContain(value);
    const processes = await t.prisma.process.findMany({ where: { personId: person.id } });
    expect(processes.every((p) => p.data === null)).toBe(true);
  });
});

describe('data export', () => {
  it('answers a ZIP with summary.html in the member’s language and data.json with memberships and consents; the IBAN masked without a recent password', async () => {
    const { person, agent } = await member('fr');
    await agent.put('/api/self/bankInfo').send({ accountHolder: 'Ines Privat', iban: 'DE89370400440532013000' }).expect(200);
    const res = await agent.get('/api/self/dataExport').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.body as Buffer);
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(data.profile).toMatchObject({ id: person.id, email: person.email, lastname: person.lastname });
    expect(data.memberships).toHaveLength(1);
    expect(data.memberships[0]).toMatchObject({ club: 'Club A' });
    expect(Array.isArray(data.consents)).toBe(true);
    expect(data.calendar.address).toContain('/api/calendar/games-calendar/');
    const summary = await zip.file('summary.html')!.async('string');
    expect(summary).toContain('lang="fr"');
    expect(summary).toContain('Affiliations et leur historique');
    expect(summary).not.toContain('DE89370400440532013000');
    // Signed in a moment ago: the password is recent, so data.json holds the full IBAN; the summary never does.
    expect(data.bank_details).toMatchObject({ iban: 'DE89370400440532013000', iban_masked: false });
    expect(summary).toContain('**** **** **** 3000');

    // As if the password was entered long ago: the IBAN is masked in data.json too.
    await t.prisma.$executeRaw`UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{authAt}', '0')::json
      WHERE (sess -> 'passport' ->> 'user') = ${String(person.id)}`;
    const later = await agent.get('/api/self/dataExport').buffer(true).parse(binary).expect(200);
    const again = JSON.parse(await (await JSZip.loadAsync(later.body as Buffer)).file('data.json')!.async('string'));
    expect(again.bank_details).toMatchObject({ iban: '**** **** **** 3000', iban_masked: true });
    expect(JSON.stringify(again)).not.toContain('DE89370400440532013000');
  });
});
