// Bulk actions against the real server and database: a bulk action never touches a member outside the caller's
// rights (a club representative's stops at the club), counts what it did and skipped, writes a history entry per
// member, undoes a tag change within the hour only, mails through the outbox with one row per recipient.
import { useTestApp } from '../../../../test/app';
import {
  ADMIN_PASSWORD,
  buildAssociation,
  buildClub,
  buildMember,
  buildPerson,
  buildSport,
  buildTeam,
  grantRole,
  signIn,
  unique,
} from '../../../../test/factories';

const t = useTestApp();

let w: Awaited<ReturnType<typeof world>>;
async function world() {
  const x = await buildAssociation({ name: `Verband X ${unique()}` });
  const y = await buildAssociation({ name: `Verband Y ${unique()}` });
  const sport = await buildSport();
  const clubA = await buildClub({ associationId: x.id, name: `Club A ${unique()}` });
  const clubB = await buildClub({ associationId: x.id, name: `Club B ${unique()}` });
  const clubC = await buildClub({ associationId: y.id, name: `Club C ${unique()}` });
  const teamB = await buildTeam({ clubId: clubB.id, sportId: sport.id });
  const inA = await Promise.all(
    [1, 2, 3].map((i) => buildMember({ clubId: clubA.id, sportId: sport.id, firstname: `Anna${i}` })),
  );
  const inB = await Promise.all([1, 2].map(() => buildMember({ clubId: clubB.id, sportId: sport.id, teamId: teamB.id })));
  const inC = await buildMember({ clubId: clubC.id, sportId: sport.id });
  const noMail = await buildMember({ clubId: clubA.id, sportId: sport.id, email: null });
  const admin = await buildPerson({ email: `admin-${unique()}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(admin.id, 'association-leader', { associationId: x.id });
  const admin2 = await buildPerson({ email: `admin2-${unique()}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(admin2.id, 'association-leader', { associationId: x.id });
  // A club representative of A who also manages a team of club B: the list shows B's team, edits reach only A.
  const rep = await buildPerson({ email: `rep-${unique()}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(rep.id, 'club-leader', { clubId: clubA.id });
  await grantRole(rep.id, 'team-leader', { teamId: teamB.id });
  const tag = await t.prisma.tag.create({ data: { associationId: x.id, name: `Kader ${unique()}` } });
  const tagY = await t.prisma.tag.create({ data: { associationId: y.id, name: `Kader Y ${unique()}` } });
  return { x, clubA, clubB, clubC, sport, inA: [...inA, noMail], inB, inC, admin, admin2, rep, tag, tagY };
}

beforeAll(async () => {
  w = await world();
});

const ids = (members: { person: { id: number } }[]) => members.map((m) => m.person.id);
const tagged = async (tagId: number) =>
  (await t.prisma.personTag.findMany({ where: { tagId }, select: { personId: true } })).map((r) => r.personId).sort();
const clubSearch = (clubId: number) => ({ search: { rql: `eq(club,${clubId})` } });

describe('POST /api/bulk/persons/tags', () => {
  afterEach(async () => {
    await t.prisma.personTag.deleteMany({ where: { tagId: w.tag.id } });
  });

  it("tags all a club representative's list matches inside the club and counts the rest as outside rights", async () => {
    const rep = await signIn(t, w.rep.email);
    // The list (persons.list) holds club A's members and club B's team; "all matching" names them all.
    const listed = await rep.get('/api/persons?page_size=0').expect(200);
    expect(listed.body.meta.total_results).toBe(w.inA.length + w.inB.length);
    const res = await rep
      .post('/api/bulk/persons/tags')
      .send({ selection: { search: {} }, tag_id: w.tag.id })
      .expect(200);
    expect(res.body.data).toMatchObject({
      kind: 'tag.add',
      selected: w.inA.length + w.inB.length,
      done: w.inA.length,
      skipped_rights: w.inB.length,
      skipped_other: 0,
    });
    expect(await tagged(w.tag.id)).toEqual(ids(w.inA).sort());
    // Ids named one by one outside the club (B's team, another association) are skipped too, never touched.
    const named = await rep
      .post('/api/bulk/persons/tags')
      .send({ selection: { ids: [...ids(w.inB), w.inC.person.id, w.inA[0]!.person.id] }, tag_id: w.tag.id })
      .expect(200);
    expect(named.body.data).toMatchObject({
      selected: 4,
      done: 0,
      skipped_rights: 3,
      skipped_other: 1,
      reasons: { alreadyTagged: 1 },
    });
    expect(await tagged(w.tag.id)).toEqual(ids(w.inA).sort());
  });

  it('tags what the search matches for an association admin, writes one history entry per member, and refuses a tag of another association', async () => {
    const admin = await signIn(t, w.admin.email);
    const res = await admin
      .post('/api/bulk/persons/tags')
      .send({ selection: clubSearch(w.clubB.id), tag_id: w.tag.id })
      .expect(200);
    expect(res.body.data).toMatchObject({ selected: 2, done: 2, skipped_rights: 0, skipped_other: 0 });
    expect(Date.parse(res.body.data.undo_until) - Date.now()).toBeGreaterThan(59 * 60_000);
    const entries = await t.prisma.auditEntry.findMany({
      where: { action: 'tag.assigned', data: { path: ['bulk'], equals: res.body.data.id } },
    });
    expect(entries.map((e) => e.subjectId).sort()).toEqual(ids(w.inB).sort());
    for (const e of entries) {
      expect(e.actorId).toBe(w.admin.id);
      expect(e.data).toMatchObject({ tag: w.tag.name, bulk: res.body.data.id, before: null, after: { tag: w.tag.name } });
    }
    await admin
      .post('/api/bulk/persons/tags')
      .send({ selection: { ids: ids(w.inB) }, tag_id: w.tagY.id })
      .expect(403);
    // Another association's member named by id: skipped, not tagged.
    const other = await admin
      .post('/api/bulk/persons/tags')
      .send({ selection: { ids: [w.inC.person.id] }, tag_id: w.tag.id })
      .expect(200);
    expect(other.body.data).toMatchObject({ done: 0, skipped_rights: 1 });
    expect(await tagged(w.tag.id)).toEqual(ids(w.inB).sort());
  });

  it('answers 401 without a session and 403 for a member without rights', async () => {
    await t
      .agent()
      .post('/api/bulk/persons/tags')
      .send({ selection: { ids: [1] }, tag_id: w.tag.id })
      .expect(401);
    const member = await buildPerson({ email: `plain-${unique()}@example.org`, password: ADMIN_PASSWORD });
    const plain = await signIn(t, member.email);
    await plain
      .post('/api/bulk/persons/tags')
      .send({ selection: { ids: [1] }, tag_id: w.tag.id })
      .expect(403);
  });
});

describe('POST /api/bulk/{id}/undo', () => {
  afterEach(async () => {
    await t.prisma.personTag.deleteMany({ where: { tagId: w.tag.id } });
  });

  it('undoes an added tag for exactly the persons it changed, once, as a new change with history', async () => {
    const admin = await signIn(t, w.admin.email);
    // One already had the tag before: the undo leaves that one tagged.
    await t.prisma.personTag.create({ data: { personId: w.inA[0]!.person.id, tagId: w.tag.id } });
    const done = await admin
      .post('/api/bulk/persons/tags')
      .send({ selection: clubSearch(w.clubA.id), tag_id: w.tag.id })
      .expect(200);
    expect(done.body.data).toMatchObject({ done: w.inA.length - 1, reasons: { alreadyTagged: 1 } });
    // Only the admin who made it.
    await (await signIn(t, w.admin2.email)).post(`/api/bulk/${done.body.data.id}/undo`).expect(403);
    const undone = await admin.post(`/api/bulk/${done.body.data.id}/undo`).expect(200);
    expect(undone.body.data).toMatchObject({ kind: 'tag.undo', done: w.inA.length - 1, skipped_rights: 0, undo_until: null });
    expect(await tagged(w.tag.id)).toEqual([w.inA[0]!.person.id]);
    const removed = await t.prisma.auditEntry.findMany({ where: { action: 'tag.removed', entityId: w.tag.id } });
    expect(removed).toHaveLength(w.inA.length - 1);
    expect(removed[0]!.data).toMatchObject({ undo_of: done.body.data.id, bulk: undone.body.data.id });
    const again = await admin.post(`/api/bulk/${done.body.data.id}/undo`).expect(409);
    expect(again.body.error.code).toBe('UndoExpired');
  });

  it('brings a removed tag back with the day it had been given', async () => {
    const admin = await signIn(t, w.admin.email);
    const given = new Date('2024-02-03T04:05:06.000Z');
    await t.prisma.personTag.createMany({
      data: ids(w.inB).map((personId) => ({ personId, tagId: w.tag.id, createdAt: given })),
    });
    const res = await admin
      .post('/api/bulk/persons/tags')
      .send({ selection: { ids: ids(w.inB) }, tag_id: w.tag.id, remove: true })
      .expect(200);
    expect(res.body.data).toMatchObject({ kind: 'tag.remove', done: 2 });
    expect(await tagged(w.tag.id)).toEqual([]);
    await admin.post(`/api/bulk/${res.body.data.id}/undo`).expect(200);
    const back = await t.prisma.personTag.findMany({ where: { tagId: w.tag.id } });
    expect(back.map((r) => r.personId).sort()).toEqual(ids(w.inB).sort());
    expect(back.map((r) => r.createdAt.toISOString())).toEqual([given.toISOString(), given.toISOString()]);
  });

  it('answers 409 after the hour and changes nothing', async () => {
    const admin = await signIn(t, w.admin.email);
    const res = await admin
      .post('/api/bulk/persons/tags')
      .send({ selection: { ids: ids(w.inB) }, tag_id: w.tag.id })
      .expect(200);
    await t.prisma.bulkAction.update({
      where: { id: res.body.data.id },
      data: { createdAt: new Date(Date.now() - 61 * 60_000) },
    });
    const late = await admin.post(`/api/bulk/${res.body.data.id}/undo`).expect(409);
    expect(late.body.error.code).toBe('UndoExpired');
    expect(await tagged(w.tag.id)).toEqual(ids(w.inB).sort());
  });
});

describe('bulk mail', () => {
  const mail = { subject: 'Hallo {{first_name}}', body: 'Liebe(r) {{first_name}} {{last_name}},\nbis Samstag!' };

  it('previews the mail for one recipient and counts those without an address', async () => {
    const rep = await signIn(t, w.rep.email);
    const res = await rep
      .post('/api/bulk/persons/mail/preview')
      .send({ selection: { search: {} }, ...mail })
      .expect(200);
    const first = await t.prisma.person.findUniqueOrThrow({ where: { id: res.body.data.recipient.id } });
    expect(res.body.data).toMatchObject({
      subject: `Hallo ${first.firstname}`,
      text: `Liebe(r) ${first.firstname} ${first.lastname},\nbis Samstag!`,
      recipients: w.inA.length - 1,
      without_address: 1,
      skipped_rights: w.inB.length,
    });
    expect(await t.prisma.notification.count({ where: { kind: 'bulk.mail' } })).toBe(0);
  });

  it('queues one outbox row per recipient with the placeholders filled, and a history entry each', async () => {
    const rep = await signIn(t, w.rep.email);
    const res = await rep
      .post('/api/bulk/persons/mail')
      .send({ selection: { search: {} }, ...mail })
      .expect(200);
    expect(res.body.data).toMatchObject({
      kind: 'mail',
      done: w.inA.length - 1,
      skipped_rights: w.inB.length,
      skipped_other: 1,
      reasons: { noAddress: 1 },
    });
    const rows = await t.prisma.notification.findMany({ where: { kind: 'bulk.mail' }, orderBy: { personId: 'asc' } });
    const mailed = w.inA.filter((m) => m.person.email).map((m) => m.person);
    expect(rows.map((r) => r.personId)).toEqual(mailed.map((p) => p.id).sort((a, b) => a - b));
    for (const r of rows) {
      const p = mailed.find((m) => m.id === r.personId)!;
      expect(r.address).toBe(p.email);
      expect(r.payload).toEqual({
        subject: `Hallo ${p.firstname}`,
        text: `Liebe(r) ${p.firstname} ${p.lastname},\nbis Samstag!`,
      });
    }
    expect(await t.prisma.auditEntry.count({ where: { action: 'mail.bulk', actorId: w.rep.id } })).toBe(mailed.length);
  });

  it('refuses a body above the bound and answers 429 after ten mails within the hour', async () => {
    const admin = await signIn(t, w.admin2.email);
    await admin
      .post('/api/bulk/persons/mail')
      .send({ selection: { ids: [w.inC.person.id] }, subject: 'x', body: 'x'.repeat(20_001) })
      .expect(400);
    for (let i = 0; i < 9; i++) {
      await admin
        .post('/api/bulk/persons/mail')
        .send({ selection: { ids: [w.inC.person.id] }, subject: 's', body: 'b' })
        .expect(200);
    }
    const limited = await admin
      .post('/api/bulk/persons/mail')
      .send({ selection: { ids: [w.inC.person.id] }, subject: 's', body: 'b' });
    expect(limited.status).toBe(429);
  });
});

describe('POST /api/bulk/referees/renewal', () => {
  it('renews the licence where it ends earlier and counts the others with their reason', async () => {
    const license = await t.prisma.license.create({
      data: {
        associationId: w.x.id,
        name: `SR ${unique()}`,
        abbreviation: 'SR',
        isReferee: true,
        levels: { create: [{ level: 1, caption: 'L1' }] },
      },
    });
    const [ending, lasting, none] = w.inA;
    const day = (s: string) => new Date(`${s}T00:00:00Z`);
    await t.prisma.personLicense.createMany({
      data: [
        {
          personId: ending!.person.id,
          licenseId: license.id,
          level: 1,
          validFrom: day('2020-01-01'),
          validTo: day('2025-12-31'),
        },
        {
          personId: lasting!.person.id,
          licenseId: license.id,
          level: 1,
          validFrom: day('2020-01-01'),
          validTo: day('2030-12-31'),
        },
        { personId: w.inC.person.id, licenseId: license.id, level: 1, validFrom: day('2020-01-01'), validTo: day('2025-12-31') },
      ],
    });
    const admin = await signIn(t, w.admin.email);
    const res = await admin
      .post('/api/bulk/referees/renewal')
      .send({
        selection: { ids: [ending!.person.id, lasting!.person.id, none!.person.id] },
        license_id: license.id,
        valid_to: '2027-12-31',
      })
      .expect(200);
    expect(res.body.data).toMatchObject({
      done: 1,
      skipped_rights: 0,
      skipped_other: 2,
      reasons: { alreadyValid: 1, noLicence: 1 },
    });
    const held = await t.prisma.personLicense.findMany({ where: { licenseId: license.id }, orderBy: { personId: 'asc' } });
    expect(Object.fromEntries(held.map((h) => [h.personId, h.validTo?.toISOString().slice(0, 10)]))).toEqual({
      [ending!.person.id]: '2027-12-31',
      [lasting!.person.id]: '2030-12-31',
      [w.inC.person.id]: '2025-12-31',
    });
    const entry = await t.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'license.updated', subjectId: ending!.person.id },
    });
    expect(entry.data).toMatchObject({ before: { valid_to: '2025-12-31' }, after: { valid_to: '2027-12-31' } });
    // A club representative holds no referees.edit.
    await (
      await signIn(t, w.rep.email)
    )
      .post('/api/bulk/referees/renewal')
      .send({ selection: { ids: [ending!.person.id] }, license_id: license.id, valid_to: '2027-12-31' })
      .expect(403);
  });
});

describe('bulk export', () => {
  it("exports the selection as the member export does, and only what the caller's export rights reach", async () => {
    const rep = await signIn(t, w.rep.email);
    const res = await rep
      .post('/api/bulk/persons/export')
      .send({ selection: { ids: [...ids(w.inA).slice(0, 2), ...ids(w.inB)] }, format: 'emails-csv' })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['x-skipped-outside-rights']).toBe('2');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .slice(1);
    expect(lines.map((l) => l.split(';')[2]).sort()).toEqual(
      w.inA
        .slice(0, 2)
        .map((m) => m.person.email)
        .sort(),
    );
  });
});

describe('the selection cap', () => {
  it('answers 413 for a search matching more than 50,000 persons', async () => {
    const club = await buildClub({ associationId: w.x.id, name: `Großverein ${unique()}` });
    // Setting up 50,001 members takes longer than the test database's statement timeout on a busy machine.
    await t.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SET LOCAL statement_timeout = 0`;
        await tx.$executeRaw`
        WITH p AS (
          INSERT INTO persons (uuid, firstname, lastname, gender, birthdate, updated_at)
          SELECT gen_random_uuid(), 'Viele', 'Mitglied ' || g, 'female', DATE '2000-01-01', now() FROM generate_series(1, 50001) g RETURNING id
        )
        INSERT INTO memberships (person_id, club_id, sport_id, updated_at) SELECT id, ${club.id}, ${w.sport.id}, now() FROM p`;
      },
      { timeout: 120_000 },
    );
    const admin = await signIn(t, w.admin.email);
    const res = await admin.post('/api/bulk/persons/tags').send({ selection: clubSearch(club.id), tag_id: w.tag.id });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('SelectionTooLarge');
    expect(await tagged(w.tag.id)).toEqual([]);
  }, 120_000);
});
