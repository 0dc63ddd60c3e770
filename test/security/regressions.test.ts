// Regressions of what the hostile-input tests found (docs/security.md, "Hostile input"): each answered a 500 or
// stored something no form can produce, before its fix.
import { useTestApp } from '../app';
import { buildSecurityWorld, smallPng, type SecurityWorld } from '../factories-security';
import { storedGarbage } from './hostile';

let w: SecurityWorld;

const t = useTestApp();
beforeAll(async () => {
  w = await buildSecurityWorld(t);
}, 120_000);
beforeEach(async () => {
  await t.prisma.rateLimitHit.deleteMany();
});

const code = (res: { body: { error?: { code?: string } } }) => res.body.error?.code;

it('refuses ids beyond the database integer (was a 500) and ids that are no plain digits (0x10 was person 16)', async () => {
  const admin = w.actors.admin.agent;
  for (const url of [
    '/api/clubs/2147483648',
    '/api/teams/2147483648',
    '/api/teams?whereClubID=9007199254740991',
    `/api/clubs/${w.sides.A.club.id}/join-info?teamID=9007199254740991`,
    '/api/self/players/2147483648',
    '/api/persons/0x10',
    '/api/persons/1e3',
    '/api/persons/%2012',
    '/api/processes/0x1',
  ]) {
    const res = await admin.get(url);
    expect({ url, status: res.status, code: code(res) }).toEqual({ url, status: 400, code: 'ValidationFailed' });
  }
  const join = await admin.post('/api/self/players').send({ clubID: 2147483648, sportID: 1 });
  expect([join.status, code(join)]).toEqual([400, 'ValidationFailed']);
  const consent = await admin.post('/api/terms/consent').send({ consents: [{ id: 2147483648, version: 1 }] });
  expect([consent.status, code(consent)]).toEqual([400, 'ValidationFailed']);
  const retire = await admin.delete('/api/persons/2147483648/associations/1');
  expect([retire.status, code(retire)]).toEqual([400, 'ValidationFailed']);
});

it('signs in with a long e-mail address (its rate-limit key no longer overflows the column: was a 500)', async () => {
  const email = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.example.org`;
  const res = await t.request().post('/api/auth/signin').send({ username: email, password: 'wrong-password' });
  expect([res.status, code(res)]).toEqual([401, 'AuthenticationFailed']);
  const tooLong = await t
    .request()
    .post('/api/auth/signin')
    .send({ username: 'x'.repeat(4700), password: 'x' });
  expect([tooLong.status, code(tooLong)]).toEqual([400, 'ValidationFailed']);
});

it('refuses NUL and control characters (NUL was a 500) and lone surrogates (were stored as U+FFFD)', async () => {
  const admin = w.actors.admin.agent;
  for (const city of ['a\u0000b', 'a\u0007b', '\u009b', 'a\ud800b', '\udfff']) {
    const res = await admin.put('/api/self/contactData').send({ city });
    expect({ city, status: res.status, code: code(res), path: res.body.error?.details?.[0]?.path }).toEqual({
      city,
      status: 400,
      code: 'ValidationFailed',
      path: 'city',
    });
  }
  for (const url of [
    '/api/persons?q=a%00b',
    '/api/clubs?q=%1B',
    `/api/clubs/${w.sides.A.club.id}/join-info?sportID=1&language=%00`,
  ]) {
    const res = await admin.get(url);
    expect({ url, status: res.status }).toEqual({ url, status: 400 });
  }
  // Text with tabs and line breaks, emoji and right-to-left script is text like any other.
  const fine = 'Zeile 1\r\n\tZeile 2 👨‍👩‍👧 مرحبا';
  const res = await admin.put(`/api/clubs/${w.sides.A.club.id}/profile`).send({ general_information: fine }).expect(200);
  expect(res.body.data.profile?.general_information ?? res.body.data.general_information).toBe(fine.trim());
  const contact = await admin.put('/api/self/contactData').send({ city: 'Köln 🏳️‍🌈' }).expect(200);
  expect(contact.body.data.city).toBe('Köln 🏳️‍🌈');
});

it('refuses JSON nested deeper than any request of the API', async () => {
  const deep = `{"city":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  const res = await w.actors.admin.agent.put('/api/self/contactData').set('Content-Type', 'application/json').send(deep);
  expect([res.status, code(res)]).toEqual([400, 'ValidationFailed']);
});

it('answers a broken multipart body with 400 (was a 500)', async () => {
  const broken = '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc';
  for (const url of ['/api/self/avatar', `/api/clubs/${w.sides.A.club.id}/avatar`]) {
    const res = await w.actors.admin.agent.post(url).set('Content-Type', 'multipart/form-data; boundary=xyz').send(broken);
    expect({ url, status: res.status, code: code(res) }).toEqual({ url, status: 400, code: 'ValidationFailed' });
    const noBoundary = await w.actors.admin.agent.post(url).set('Content-Type', 'multipart/form-data').send('x');
    expect({ url, status: noBoundary.status }).toEqual({ url, status: 400 });
  }
  await w.actors.admin.agent
    .post('/api/self/avatar')
    .attach('avatar', await smallPng(), 'a.png')
    .expect(201);
});

it('notices garbage in text and JSON columns (the check the hostile-input tests end with)', async () => {
  expect(await storedGarbage(t.prisma)).toEqual([]);
  const entry = await t.prisma.auditEntry.create({
    data: { action: 'test', entity: 'test', data: { before: 'a\u0001b', after: '\ufffd' } },
  });
  const field = await t.prisma.clubField.create({ data: { clubId: w.sides.A.club.id, name: 'x\u001by' } });
  expect((await storedGarbage(t.prisma)).sort()).toEqual(['audit_entries.data: 1', 'club_fields.name: 1']);
  await t.prisma.auditEntry.delete({ where: { id: entry.id } });
  await t.prisma.clubField.delete({ where: { id: field.id } });
});

it('refuses the year 0000 in dates and RQL (PostgreSQL has no year 0: was a 500), and birthdates in the future', async () => {
  const admin = w.actors.admin.agent;
  const A = w.sides.A;
  for (const rql of ['eq(birthdate,0000-01-01)', 'lt(birthdate,0000-12-31)']) {
    for (const url of ['/api/persons', '/api/persons/filters']) {
      const res = await admin.get(url).query({ rql });
      expect({ url, rql, status: res.status, code: code(res) }).toEqual({ url, rql, status: 400, code: 'InvalidQuery' });
    }
  }
  const person = { club_id: A.club.id, sport_id: w.sport.id, gender: 'male', firstname: 'Jahr', lastname: 'Null' };
  for (const birthdate of ['0000-01-01', '9999-12-31']) {
    const created = await admin.post('/api/persons').send({ ...person, birthdate });
    expect({ birthdate, status: created.status, code: code(created) }).toEqual({
      birthdate,
      status: 400,
      code: 'ValidationFailed',
    });
    const updated = await admin.put(`/api/persons/${A.player.person.id}`).send({ birthdate });
    expect({ birthdate, status: updated.status }).toEqual({ birthdate, status: 400 });
  }
  const licence = await admin
    .put(`/api/persons/${A.player.person.id}/licenses/${A.assoc.license.id}`)
    .send({ level: 1, valid_from: '0000-01-01' });
  expect([licence.status, code(licence)]).toEqual([400, 'ValidationFailed']);
});
