// The admin calls of /api/clubs: list (whereACL, member counts), contacts export, profile, contacts, fields and logo,
// each per role and scope: 401 without a session, 403 for the wrong role or club, 404 for unknown ids.
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { useTestApp } from '../../../test/app';
import { buildProcessWorld, type ProcessWorld } from '../../../test/factories-processes';
import { buildPlayer } from '../../../test/factories';

let w: ProcessWorld;
const t = useTestApp();
beforeAll(async () => {
  w = await buildProcessWorld(t);
});

type Agent = ProcessWorld['staff']['admin']['agent'];
const listIds = async (agent: Agent, query = '') =>
  (await agent.get(`/api/clubs?whereACL=clubs.list&page_size=0${query}`).expect(200)).body.data.map(
    (c: { id: number }) => c.id,
  ) as number[];

/** supertest collects a binary answer into a Buffer with this parser. */
function binary(res: unknown, done: (err: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('GET /api/clubs?whereACL=clubs.list', () => {
  it('lists the clubs in the scope of the permission', async () => {
    const { staff } = w;
    await t.request().get('/api/clubs?whereACL=clubs.list').expect(401);
    const a = [w.oldClub.id, w.newClub.id, w.otherClub.id].sort();
    expect((await listIds(staff.admin.agent)).sort()).toEqual(a);
    expect((await listIds(staff.customer.agent)).sort()).toEqual(a);
    expect(await listIds(staff.regionLeader.agent)).toEqual([w.oldClub.id]);
    expect(await listIds(staff.oldLeader.agent)).toEqual([w.oldClub.id]);
    expect(await listIds(staff.adminB.agent)).toEqual([w.clubB.id]);
    for (const who of ['leagueLeader', 'teamLeader', 'nobody'] as const) {
      const res = await staff[who].agent.get('/api/clubs?whereACL=clubs.list').expect(403);
      expect(res.body.error.code).toBe('UnauthorizedAction');
    }
  });

  it('counts members by gender, searches name or city, pages from 0 and checks its parameters', async () => {
    const { staff } = w;
    await buildPlayer({ clubId: w.otherClub.id, sportId: w.sport.id, gender: 'female' });
    await buildPlayer({ clubId: w.otherClub.id, sportId: w.sport.id, gender: 'male' });
    const alumnus = await buildPlayer({ clubId: w.otherClub.id, sportId: w.sport.id, gender: 'male' });
    await t.prisma.membership.update({ where: { id: alumnus.membership.id }, data: { isAlumni: true } });
    await t.prisma.club.update({ where: { id: w.otherClub.id }, data: { city: 'Kiel' } });

    const res = await staff.admin.agent.get('/api/clubs?whereACL=clubs.list&include=memberCount&page_size=0&q=kiel').expect(200);
    expect(res.body.data).toEqual([
      {
        id: w.otherClub.id,
        name: w.otherClub.name,
        avatarState: 'none',
        association_id: w.assocA.id,
        city: 'Kiel',
        memberCount: { male: 1, female: 1, alumni: 1 },
        meta: { permissions: expect.arrayContaining(['clubs.list', 'clubs.editProfile']) },
      },
    ]);
    expect(res.body.meta).toMatchObject({ page: 0, page_size: 0, max_page: 0, total_results: 1 });

    const paged = await staff.admin.agent.get('/api/clubs?whereACL=clubs.list&pageSize=2&page=1').expect(200);
    expect(paged.body.meta).toMatchObject({ page: 1, page_size: 2, max_page: 1, total_results: 3 });
    expect(paged.body.data).toHaveLength(1);

    await staff.admin.agent.get('/api/clubs?whereACL=clubs.list&page_size=10000').expect(400);
    await staff.admin.agent.get('/api/clubs?whereACL=clubs.list&include=secrets').expect(400);
    await staff.admin.agent.get('/api/clubs?whereACL=games.list').expect(400);
    await staff.admin.agent.get('/api/clubs?whereACL=clubs.list&page=-1').expect(400);
  });

  it('is one endpoint whose query is either the search or the admin list, never a mix of both', async () => {
    const { staff } = w;
    // The search's include and the admin list's include belong to their own alternative.
    await staff.admin.agent.get('/api/clubs?whereACL=clubs.list&include=offeredSports').expect(400);
    const search = await staff.admin.agent.get(`/api/clubs?q=${encodeURIComponent(w.otherClub.name)}&include=offeredSports`);
    expect(search.status).toBe(200);
    expect(search.body.data[0]).toMatchObject({
      id: w.otherClub.id,
      offeredSports: expect.any(Array),
      meta: { permissions: [] },
    });
    expect(search.body.data[0]).not.toHaveProperty('contacts');
    await staff.admin.agent.get('/api/clubs?q=x&include=contacts').expect(400);
    await staff.admin.agent.get('/api/clubs?q=x&unknown=1').expect(400);
    // format alone names the admin list (clubs.list): the export answers, and is refused without that permission.
    const xlsx = await staff.admin.agent.get('/api/clubs?format=contacts-xlsx').buffer(true).parse(binary).expect(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    await staff.nobody.agent.get('/api/clubs?format=contacts-xlsx').expect(403);
  });
});

describe('GET /api/clubs?format=contacts-xlsx', () => {
  it('streams the contact persons of the listed clubs as typed cells, never formulas', async () => {
    const { staff } = w;
    const tricky = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
    await t.prisma.person.update({
      where: { id: tricky.person.id },
      data: { firstname: '=HYPERLINK("http://evil.example")', phoneNumber: '+49 40 123' },
    });
    await t.prisma.clubContact.create({ data: { clubId: w.oldClub.id, personId: tricky.person.id, position: 'finance' } });
    await t.prisma.clubContact.create({ data: { clubId: w.clubB.id, personId: tricky.person.id, position: 'main' } });

    await t.request().get('/api/clubs?format=contacts-xlsx').expect(401);
    await staff.leagueLeader.agent.get('/api/clubs?format=contacts-xlsx').expect(403);
    const res = await staff.regionLeader.agent
      .get('/api/clubs?format=contacts-xlsx&include=contacts&page_size=0&whereACL=clubs.list')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="club-contacts-\d{4}-\d{2}-\d{2}\.xlsx"$/);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    // Headings and positions in the reader's language (German here).
    expect(sheet.name).toBe('Ansprechpartner');
    expect(header.slice(1)).toEqual([
      'Vereins-ID',
      'Verein',
      'Position',
      'Personen-ID',
      'Vorname',
      'Nachname',
      'E-Mail',
      'Telefon',
      'Mobil',
    ]);
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1));
    });
    // The region leader's scope: the old club only (not association B's club).
    expect(rows).toEqual([
      [
        w.oldClub.id,
        w.oldClub.name,
        'Finanzen',
        tricky.person.id,
        '=HYPERLINK("http://evil.example")',
        tricky.person.lastname,
        tricky.person.email,
        '+49 40 123',
      ],
    ]);
    const cell = sheet.getRow(2).getCell(5);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
  });
});

describe('PUT /api/clubs/{id}/profile', () => {
  const profile = {
    address_0: 'Vereinsheim',
    address_1: 'Am Sportplatz 1',
    address_2: '',
    zip_code: '20095',
    city: 'Hamburg',
    region: 'Nord',
    phone_number: '+49 40 123456',
    email: 'info@verein.example',
    homepage: 'www.verein.example/lacrosse',
    general_information: 'Training dienstags und donnerstags.',
  };

  it('saves the profile for an editor of the club; empty texts become null', async () => {
    const res = await w.staff.oldLeader.agent.put(`/api/clubs/${w.oldClub.id}/profile`).send(profile).expect(200);
    expect(res.body.data).toEqual({ ...profile, address_2: null });
    const club = await w.staff.nobody.agent.get(`/api/clubs/${w.oldClub.id}?include=profile`).expect(200);
    expect(club.body.data.profile).toEqual({ ...profile, address_2: null });
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { action: 'club.profile', entityId: w.oldClub.id } });
    expect(entry.actorId).toBe(w.staff.oldLeader.person.id);
    // Only the fields sent change.
    await w.staff.admin.agent.put(`/api/clubs/${w.oldClub.id}/profile`).send({ city: 'Lübeck' }).expect(200);
    const after = await t.prisma.club.findUniqueOrThrow({ where: { id: w.oldClub.id } });
    expect(after).toMatchObject({ city: 'Lübeck', address1: 'Am Sportplatz 1' });
  });

  it('refuses other clubs, roles without clubs.editProfile, unknown clubs and no session', async () => {
    const { staff } = w;
    await t.request().put(`/api/clubs/${w.oldClub.id}/profile`).send({ city: 'X' }).expect(401);
    for (const [who, clubId] of [
      ['oldLeader', w.newClub.id],
      ['newLeader', w.oldClub.id],
      ['regionLeader', w.newClub.id],
      ['adminB', w.oldClub.id],
      ['leagueLeader', w.oldClub.id],
      ['teamLeader', w.oldClub.id],
      ['nobody', w.oldClub.id],
    ] as const) {
      const res = await staff[who].agent.put(`/api/clubs/${clubId}/profile`).send({ city: 'X' }).expect(403);
      expect({ who, code: res.body.error.code }).toEqual({ who, code: 'UnauthorizedAction' });
    }
    await staff.regionLeader.agent.put(`/api/clubs/${w.oldClub.id}/profile`).send({ city: 'Region' }).expect(200);
    await staff.admin.agent.put('/api/clubs/99999999/profile').send({ city: 'X' }).expect(404);
  });

  it('checks lengths and formats: 60, 16, 2000 characters, e-mail, https homepage only', async () => {
    const put = (body: object) => w.staff.admin.agent.put(`/api/clubs/${w.newClub.id}/profile`).send(body);
    await put({ city: 'x'.repeat(60), zip_code: '1'.repeat(16), general_information: 'y'.repeat(2000) }).expect(200);
    for (const body of [
      { city: 'x'.repeat(61) },
      { zip_code: '1'.repeat(17) },
      { general_information: 'y'.repeat(2001) },
      { email: 'no-mail' },
      { homepage: 'javascript:alert(1)' },
      { homepage: 'ftp://files.example.org' },
      { homepage: 'data:text/html,hi' },
      { phone_number: 'call me' },
      { unknown: 'field' },
    ]) {
      const res = await put(body).expect(400);
      expect({ body, code: res.body.error.code }).toEqual({ body, code: 'ValidationFailed' });
    }
    await put({ homepage: 'https://www.club.example:8443/home?x=1' }).expect(200);
  });
});

describe('contacts', () => {
  it('adds, changes and removes a contact position (POST, PUT, DELETE)', async () => {
    const { staff } = w;
    const person = await buildPlayer({ clubId: w.newClub.id, sportId: w.sport.id });
    const base = `/api/clubs/${w.newClub.id}/contacts`;
    const added = await staff.newLeader.agent
      .post(base)
      .send({ personID: person.person.id, position: 'youth_girls' })
      .expect(201);
    expect(added.body.data).toEqual({
      id: person.person.id,
      firstname: 'Pia',
      lastname: person.person.lastname,
      position: 'youth_girls',
      email: person.person.email,
      phone_number: null,
      mobile_phone: null,
    });
    const dup = await staff.newLeader.agent.post(base).send({ personID: person.person.id, position: 'youth_girls' }).expect(409);
    expect(dup.body.error.code).toBe('ContactAlreadyExists');
    await staff.newLeader.agent.post(base).send({ personID: person.person.id, position: 'main' }).expect(201);

    const changed = await staff.newLeader.agent
      .put(`${base}/${person.person.id}`)
      .send({ oldPosition: 'youth_girls', position: 'officials_women' })
      .expect(200);
    expect(changed.body.data.position).toBe('officials_women');
    const clash = await staff.newLeader.agent
      .put(`${base}/${person.person.id}`)
      .send({ oldPosition: 'officials_women', position: 'main' })
      .expect(409);
    expect(clash.body.error.code).toBe('ContactAlreadyExists');
    await staff.newLeader.agent.put(`${base}/${person.person.id}`).send({ oldPosition: 'finance', position: 'men' }).expect(404);

    const club = await staff.nobody.agent.get(`/api/clubs/${w.newClub.id}?include=contacts`).expect(200);
    expect(club.body.data.contacts.map((c: { position: string }) => c.position).sort()).toEqual(['main', 'officials_women']);

    await staff.newLeader.agent.delete(`${base}/${person.person.id}?position=officials_women`).expect(204);
    await staff.newLeader.agent.delete(`${base}/${person.person.id}?position=officials_women`).expect(404);
    await staff.newLeader.agent.delete(`${base}/${person.person.id}`).expect(400);
    const left = await t.prisma.clubContact.findMany({ where: { clubId: w.newClub.id, personId: person.person.id } });
    expect(left.map((c) => c.position)).toEqual(['main']);
    const history = await t.prisma.auditEntry.findMany({ where: { subjectId: person.person.id }, orderBy: { id: 'asc' } });
    expect(history.map((h) => h.action)).toEqual([
      'club.contact.add',
      'club.contact.add',
      'club.contact.change',
      'club.contact.remove',
    ]);
  });

  it('refuses unknown positions, persons outside the editor scope, other clubs and unknown persons', async () => {
    const { staff } = w;
    const own = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
    const foreign = await buildPlayer({ clubId: w.clubB.id, sportId: w.sport.id });
    const base = `/api/clubs/${w.oldClub.id}/contacts`;
    await t.request().post(base).send({ personID: own.person.id, position: 'main' }).expect(401);
    expect(
      (await staff.oldLeader.agent.post(base).send({ personID: own.person.id, position: 'coach' }).expect(400)).body.error.code,
    ).toBe('ValidationFailed');
    await staff.oldLeader.agent.post(base).send({ personID: 'x', position: 'main' }).expect(400);
    expect(
      (await staff.oldLeader.agent.post(base).send({ personID: foreign.person.id, position: 'main' }).expect(403)).body.error
        .code,
    ).toBe('UnauthorizedAction');
    await staff.oldLeader.agent.post(base).send({ personID: 99999999, position: 'main' }).expect(404);
    await staff.newLeader.agent.post(base).send({ personID: own.person.id, position: 'main' }).expect(403);
    await staff.leagueLeader.agent.post(base).send({ personID: own.person.id, position: 'main' }).expect(403);
    await staff.admin.agent.post(base).send({ personID: own.person.id, position: 'main' }).expect(201);
    await staff.newLeader.agent.delete(`${base}/${own.person.id}?position=main`).expect(403);
    await staff.oldLeader.agent.put(`${base}/${own.person.id}`).send({ oldPosition: 'main', position: 'woman' }).expect(400);
  });
});

describe('fields', () => {
  it('creates, reads, updates and deletes a pitch of the club', async () => {
    const { staff } = w;
    const base = `/api/clubs/${w.oldClub.id}/fields`;
    const created = await staff.oldLeader.agent
      .post(base)
      .send({ name: ' Stadtpark ', city: 'Hamburg', zip_code: '22303', general_information: 'Kunstrasen' })
      .expect(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name: 'Stadtpark',
      address_1: null,
      address_2: null,
      region: null,
      zip_code: '22303',
      city: 'Hamburg',
      general_information: 'Kunstrasen',
    });
    const id = created.body.data.id as number;
    expect((await staff.nobody.agent.get(base).expect(200)).body.data.map((f: { id: number }) => f.id)).toContain(id);
    expect((await staff.nobody.agent.get(`${base}/${id}`).expect(200)).body.data.name).toBe('Stadtpark');

    const updated = await staff.oldLeader.agent
      .put(`${base}/${id}`)
      .send({ name: 'Stadtpark Nord', city: 'Hamburg' })
      .expect(200);
    expect(updated.body.data).toMatchObject({ name: 'Stadtpark Nord', zip_code: null, general_information: null });

    // A field id of another club is unknown here.
    await staff.admin.agent.put(`/api/clubs/${w.newClub.id}/fields/${id}`).send({ name: 'Weg' }).expect(404);
    await staff.admin.agent.get(`/api/clubs/${w.newClub.id}/fields/${id}`).expect(404);
    await staff.newLeader.agent.delete(`${base}/${id}`).expect(403);
    await staff.oldLeader.agent.delete(`${base}/${id}`).expect(204);
    await staff.oldLeader.agent.delete(`${base}/${id}`).expect(404);
    const actions = await t.prisma.auditEntry.findMany({ where: { entity: 'club_field', entityId: id }, orderBy: { id: 'asc' } });
    expect(actions.map((a) => a.action)).toEqual(['club.field.create', 'club.field.update', 'club.field.delete']);
  });

  it('requires a name of at most 60 characters and keeps the other lengths', async () => {
    const post = (body: object) => w.staff.admin.agent.post(`/api/clubs/${w.oldClub.id}/fields`).send(body);
    await t.request().post(`/api/clubs/${w.oldClub.id}/fields`).send({ name: 'X' }).expect(401);
    for (const body of [
      {},
      { name: '   ' },
      { name: 'x'.repeat(61) },
      { name: 'A', zip_code: '1'.repeat(17) },
      { name: 'A', city: 'c'.repeat(61) },
      { name: 'A', general_information: 'g'.repeat(2001) },
      { name: 'A', color: 'green' },
    ]) {
      await post(body).expect(400);
    }
    await post({ name: 'x'.repeat(60), general_information: 'g'.repeat(2000) }).expect(201);
    await w.staff.leagueLeader.agent.post(`/api/clubs/${w.oldClub.id}/fields`).send({ name: 'L' }).expect(403);
    await w.staff.admin.agent.post('/api/clubs/99999999/fields').send({ name: 'L' }).expect(404);
  });
});

describe('logo', () => {
  const png = () =>
    sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
      .png()
      .toBuffer();

  it('uploads (re-encoded to WebP, thumbnail keeps the whole logo), serves and removes the logo', async () => {
    const { staff } = w;
    const url = `/api/clubs/${w.otherClub.id}/avatar`;
    await staff.nobody.agent.get(url).expect(404);
    const up = await staff.otherLeader.agent
      .post(url)
      .attach('avatar', await png(), 'logo.png')
      .expect(201);
    expect(up.body.data).toEqual({ avatarState: 'ok', avatar_url: expect.stringMatching(new RegExp(`^${url}\\?ts=\\d+$`)) });

    const full = await staff.nobody.agent.get(url).buffer(true).parse(binary).expect(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('private, no-cache');
    expect(await sharp(full.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400, height: 200 });
    const thumb = await staff.nobody.agent.get(`${url}?thumbnail`).buffer(true).parse(binary).expect(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ width: 128, height: 128, hasAlpha: true });

    const list = await staff.admin.agent.get('/api/clubs?whereACL=clubs.list&page_size=0').expect(200);
    expect(list.body.data.find((c: { id: number }) => c.id === w.otherClub.id).avatarState).toBe('ok');

    // Replacing keeps one image row.
    const before = await t.prisma.image.count();
    await staff.admin.agent
      .post(url)
      .attach('avatar', await png(), 'logo2.png')
      .expect(201);
    expect(await t.prisma.image.count()).toBe(before);

    await staff.newLeader.agent.delete(url).expect(403);
    await staff.otherLeader.agent.delete(url).expect(200);
    await staff.nobody.agent.get(url).expect(404);
    expect(await t.prisma.image.count()).toBe(before - 1);
  });

  it('refuses non-images, a missing file, other clubs and no session', async () => {
    const { staff } = w;
    const url = `/api/clubs/${w.otherClub.id}/avatar`;
    await t
      .request()
      .post(url)
      .attach('avatar', await png(), 'logo.png')
      .expect(401);
    const text = await staff.otherLeader.agent
      .post(url)
      .attach('avatar', Buffer.from('<svg onload="x"/>'), 'logo.png')
      .expect(415);
    expect(text.body.error.code).toBe('UnsupportedMediaType');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await staff.otherLeader.agent.post(url).attach('avatar', svg, 'logo.svg').expect(415);
    expect((await staff.otherLeader.agent.post(url).field('x', '1').expect(400)).body.error.code).toBe('ValidationFailed');
    await staff.oldLeader.agent
      .post(url)
      .attach('avatar', await png(), 'logo.png')
      .expect(403);
    await staff.admin.agent
      .post('/api/clubs/99999999/avatar')
      .attach('avatar', await png(), 'logo.png')
      .expect(404);
  });
});
