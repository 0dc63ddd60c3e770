// Saved views and columns of the member list (decision 058): CRUD and bounds, sharing with an association's admins
// and nobody else, columns kept per person, the export's chosen columns in their order, RQL before/after and the
// filter[x] alias of eq terms, each with hostile input.
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { useTestApp } from '../../../test/app';
import { buildMembership, buildPlayer, unique } from '../../../test/factories';
import { buildStaff } from '../../../test/factories-processes';
import { buildScopeWorld, type ScopeWorld } from '../../../test/factories-scope';
import { VIEW_LIMITS } from '../../../shared/schemas/list-views';
import de from '../../../locales/de/exports.json';

const t = useTestApp();
let w: ScopeWorld;
type Agent = ScopeWorld['x']['admin']['agent'];
let secondAdminX: Agent;
let clubRepX: Agent;
let clubRepXId: number;

beforeAll(async () => {
  w = await buildScopeWorld(t);
  secondAdminX = (await buildStaff(t, 'association-leader', { associationId: w.x.association.id }, 'Zweite')).agent;
  const rep = await buildStaff(t, 'club-leader', { clubId: w.x.club.id }, 'Vertreter');
  clubRepX = rep.agent;
  clubRepXId = rep.person.id;
});

const view = (data: Record<string, unknown> = {}) => ({ name: `Ansicht ${unique()}`, rql: 'eq(gender,female)', ...data });
const names = (res: Response) => (res.body.data.views as { name: string }[]).map((v) => v.name);

describe('saved views', () => {
  it('401 without a session, 403 for a member without admin rights', async () => {
    await t.request().get('/api/list-views').expect(401);
    const member = (await buildStaff(t, null)).agent;
    await member.get('/api/list-views').expect(403);
    await member.post('/api/list-views').send(view()).expect(403);
  });

  it('saves, lists, changes and deletes a private view with its search and columns', async () => {
    const admin = w.x.admin.agent;
    const columns = [
      { key: 'email', width: 220 },
      { key: 'birthdate', width: 150 },
    ];
    const created = await admin
      .post('/api/list-views')
      .send(view({ name: 'Frauen', q: 'mus', order_by: 'persons.created_at', order_by_desc: true, columns }))
      .expect(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      name: 'Frauen',
      rql: 'eq(gender,female)',
      q: 'mus',
      order_by: 'persons.created_at',
      order_by_desc: true,
      columns,
      association: null,
      editable: true,
      mine: true,
    });
    expect(names(await admin.get('/api/list-views').expect(200))).toContain('Frauen');

    const changed = await admin.put(`/api/list-views/${id}`).send({ name: 'Nur Frauen', columns: null }).expect(200);
    expect(changed.body.data).toMatchObject({ name: 'Nur Frauen', columns: null, rql: 'eq(gender,female)' });

    // Private: another admin of the same association neither sees nor touches it.
    expect(names(await secondAdminX.get('/api/list-views').expect(200))).not.toContain('Nur Frauen');
    await secondAdminX.put(`/api/list-views/${id}`).send({ name: 'Meins' }).expect(404);
    await secondAdminX.delete(`/api/list-views/${id}`).expect(404);

    await admin.delete(`/api/list-views/${id}`).expect(204);
    expect(names(await admin.get('/api/list-views').expect(200))).not.toContain('Nur Frauen');
    await admin.delete(`/api/list-views/${id}`).expect(404);
  });

  it("shares a view with its association's admins only; only the owner changes it", async () => {
    const name = `Geteilt ${unique()}`;
    const shared = await w.x.admin.agent
      .post('/api/list-views')
      .send(view({ name, association_id: w.x.association.id }))
      .expect(201);
    const id = shared.body.data.id;
    expect(shared.body.data.association).toEqual({ id: w.x.association.id, name: w.x.association.name });

    const seen = (await secondAdminX.get('/api/list-views').expect(200)).body.data;
    expect(seen.views.find((v: { id: number }) => v.id === id)).toMatchObject({ editable: false, mine: false });
    expect(seen.share_with).toEqual([{ id: w.x.association.id, name: w.x.association.name }]);
    await secondAdminX.put(`/api/list-views/${id}`).send({ name: 'Übernommen' }).expect(403);
    await secondAdminX.delete(`/api/list-views/${id}`).expect(403);

    // The other association's admin and the club's representative do not see it.
    expect(names(await w.y.admin.agent.get('/api/list-views').expect(200))).not.toContain(name);
    await w.y.admin.agent.delete(`/api/list-views/${id}`).expect(404);
    const rep = (await clubRepX.get('/api/list-views').expect(200)).body.data;
    expect(rep.views.map((v: { name: string }) => v.name)).not.toContain(name);
    expect(rep.share_with).toEqual([]);
  });

  it('refuses to share with an association the caller does not administer, and a club representative shares nothing', async () => {
    await w.x.admin.agent
      .post('/api/list-views')
      .send(view({ association_id: w.y.association.id }))
      .expect(403);
    await clubRepX
      .post('/api/list-views')
      .send(view({ association_id: w.x.association.id }))
      .expect(403);
    // Their own private view is fine.
    const own = await clubRepX
      .post('/api/list-views')
      .send(view({ name: 'Mein Verein' }))
      .expect(201);
    expect(names(await clubRepX.get('/api/list-views').expect(200))).toContain('Mein Verein');
    const mine = await w.x.admin.agent.post('/api/list-views').send(view()).expect(201);
    await w.x.admin.agent.put(`/api/list-views/${mine.body.data.id}`).send({ association_id: w.y.association.id }).expect(403);
    await clubRepX.delete(`/api/list-views/${own.body.data.id}`).expect(204);
  });

  it('bounds: name length, RQL length and validity, columns, the number of views per person', async () => {
    const admin = (await buildStaff(t, 'association-leader', { associationId: w.x.association.id })).agent;
    const bad = async (body: Record<string, unknown>, status = 400) => admin.post('/api/list-views').send(body).expect(status);
    await bad(view({ name: '' }));
    await bad(view({ name: 'x'.repeat(VIEW_LIMITS.name + 1) }));
    await bad(view({ name: 'a\u0000b' }));
    await bad(view({ name: 123 }));
    await bad(view({ rql: `eq(gender,${'a'.repeat(4000)})` }));
    await bad(view({ rql: 'eq(gender,female' }));
    await bad(view({ rql: "eq(gender,female');DROP TABLE persons;--" }));
    await bad(view({ rql: 'eq(nosuch,1)' }));
    await bad(view({ rql: 'before(gender,2000-01-01)' }), 422);
    await bad(view({ columns: [{ key: 'password_hash', width: 100 }] }));
    await bad(view({ columns: [{ key: 'phone_number', width: 100 }] }));
    await bad(view({ columns: [] }));
    await bad(
      view({
        columns: [
          { key: 'email', width: 100 },
          { key: 'email', width: 120 },
        ],
      }),
    );
    await bad(view({ columns: [{ key: 'email', width: 10_000 }] }));
    await bad(view({ owner_id: 1 }));
    await admin.put('/api/list-views/abc').send({ name: 'x' }).expect(400);
    await admin.put('/api/list-views/99999999999').send({ name: 'x' }).expect(400);

    for (let i = 0; i < VIEW_LIMITS.perUser; i += 1) await admin.post('/api/list-views').send(view()).expect(201);
    const over = await admin.post('/api/list-views').send(view()).expect(409);
    expect(over.body.error.code).toBe('TooManyViews');
  });

  it("an erased owner's private views and columns go; shared ones stay, ownerless, for the association's admins", async () => {
    const owner = await buildStaff(t, 'association-leader', { associationId: w.x.association.id });
    const priv = await owner.agent.post('/api/list-views').send(view()).expect(201);
    const sharedName = `Bleibt ${unique()}`;
    const shared = await owner.agent
      .post('/api/list-views')
      .send(view({ name: sharedName, association_id: w.x.association.id }))
      .expect(201);
    await owner.agent
      .put('/api/list-columns')
      .send({ columns: [{ key: 'email', width: 200 }] })
      .expect(200);
    // Erased through the real request and approval.
    await buildMembership({ personId: owner.person.id, clubId: w.x.club.id, sportId: w.sport.id });
    const requested = await owner.agent.post('/api/self/privacyRequests/erase').send({ note: 'bitte löschen' }).expect(201);
    await w.x.admin.agent.put(`/api/processes/${requested.body.data.id}?action=approve`).expect(200);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: owner.person.id } })).erasedAt).not.toBeNull();

    expect(await t.prisma.listView.count({ where: { id: priv.body.data.id } })).toBe(0);
    expect(await t.prisma.listColumns.count({ where: { personId: owner.person.id } })).toBe(0);
    const kept = await t.prisma.listView.findUniqueOrThrow({ where: { id: shared.body.data.id } });
    expect(kept.ownerId).toBeNull();
    const seen = (await secondAdminX.get('/api/list-views').expect(200)).body.data.views;
    expect(seen.find((v: { id: number }) => v.id === kept.id)).toMatchObject({ editable: true, mine: false });
    await secondAdminX.delete(`/api/list-views/${kept.id}`).expect(204);
  });
});

describe('columns kept per person', () => {
  it('the default until chosen, then the chosen ones; another person keeps theirs', async () => {
    const first = (await buildStaff(t, 'association-leader', { associationId: w.x.association.id })).agent;
    const initial = (await first.get('/api/list-columns').expect(200)).body.data;
    expect(initial.chosen).toBe(false);
    expect(initial.columns.length).toBeGreaterThan(0);

    const columns = [
      { key: 'birthdate', width: 120 },
      { key: 'id', width: 200 },
      { key: 'email', width: 260 },
    ];
    await first.put('/api/list-columns').send({ list: 'members', columns }).expect(200);
    expect((await first.get('/api/list-columns').expect(200)).body.data).toEqual({
      list: 'members',
      columns,
      chosen: true,
    });
    expect((await secondAdminX.get('/api/list-columns').expect(200)).body.data.columns).not.toEqual(columns);
    expect((await clubRepX.get('/api/list-columns').expect(200)).body.data.chosen).toBe(false);

    await first
      .put('/api/list-columns')
      .send({ columns: [{ key: 'nope', width: 100 }] })
      .expect(400);
    await first.put('/api/list-columns').send({ list: 'members', columns: [] }).expect(400);
    await first
      .put('/api/list-columns')
      .send({ list: 'members', columns: [{ key: 'lastname', width: 100 }] })
      .expect(400);
    await first.put('/api/list-columns').send({ list: 'referees', columns }).expect(400);
    await first.get('/api/list-columns').query({ list: "members' OR 1=1" }).expect(400);
    expect(clubRepXId).toBeGreaterThan(0);
  });
});

/** supertest parser that keeps the body as a Buffer. */
function binary(res: unknown, callback: (err: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
}

async function xlsxHeader(res: Response): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.body as Parameters<typeof workbook.xlsx.load>[0]);
  return (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
}

describe('the export follows the chosen columns', () => {
  it('writes the named columns in their order; all without a choice; refuses unknown ones', async () => {
    const admin = w.x.admin.agent;
    const chosen = await admin
      .get('/api/persons')
      .query({ format: 'full-xlsx', columns: 'email,lastname,phone_number,id' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(await xlsxHeader(chosen)).toEqual([de.columns.email, de.columns.lastname, de.columns.phone_number, de.columns.id]);
    const all = await admin.get('/api/persons').query({ format: 'full-xlsx' }).buffer(true).parse(binary).expect(200);
    expect((await xlsxHeader(all)).length).toBe(18);
    for (const columns of ['email,password_hash', 'email,email', '', 'email;lastname', `${'email,'.repeat(80)}id`]) {
      await admin.get('/api/persons').query({ format: 'full-xlsx', columns }).expect(400);
    }
  });
});

describe('RQL before/after and filter[x]', () => {
  const ids = (res: Response) => (res.body.data as { id: number }[]).map((p) => p.id);

  it('before and after compare birthdates strictly; 422 on a bad date or a field that is no date', async () => {
    const { person: older } = await buildPlayer({ clubId: w.x.club.id, sportId: w.sport.id, birthdate: '1970-03-01' });
    const { person: younger } = await buildPlayer({ clubId: w.x.club.id, sportId: w.sport.id, birthdate: '2001-09-09' });
    const list = (rql: string) =>
      w.x.admin.agent.get('/api/persons').query({ rql: `and(eq(club,${w.x.club.id}),${rql})`, page_size: '0' });
    const before = ids(await list('before(birthdate,1980-01-01)').expect(200));
    expect(before).toContain(older.id);
    expect(before).not.toContain(younger.id);
    const after = ids(await list('after(birthdate,2001-09-09)').expect(200));
    expect(after).not.toContain(younger.id);
    expect(ids(await list('after(birthdate,2001-09-08)').expect(200))).toContain(younger.id);

    for (const rql of [
      'before(birthdate,2001-02-30)',
      'before(birthdate,0000-01-01)',
      'after(birthdate,yesterday)',
      'after(birthdate,null)',
      'before(gender,2000-01-01)',
      'after(club,2000-01-01)',
    ]) {
      const res = await list(rql);
      expect({ rql, status: res.status, code: res.body.error?.code }).toEqual({ rql, status: 422, code: 'InvalidDateQuery' });
    }
    await list('before(birthdate,(2000-01-01,2001-01-01))').expect(400);
  });

  it('filter[x]=v is eq(x,v), combined with rql by and; hostile values stay values', async () => {
    const admin = w.x.admin.agent;
    const viaRql = ids(
      await admin
        .get('/api/persons')
        .query({ rql: `and(eq(club,${w.x.club.id}),eq(gender,female))`, page_size: '0' })
        .expect(200),
    );
    const viaFilter = ids(
      await admin
        .get('/api/persons')
        .query({ 'filter[club]': String(w.x.club.id), 'filter[gender]': 'female', page_size: '0' })
        .expect(200),
    );
    expect(viaFilter).toEqual(viaRql);
    const mixed = ids(
      await admin
        .get('/api/persons')
        .query({ rql: 'eq(gender,female)', 'filter[club]': String(w.x.club.id), page_size: '0' })
        .expect(200),
    );
    expect(mixed).toEqual(viaRql);
    expect(viaRql).toContain(w.person.id);
    // The other association's club through filter[x]: nothing of it for X's admin.
    expect(
      ids(
        await admin
          .get('/api/persons')
          .query({ 'filter[club]': String(w.y.club.id) })
          .expect(200),
      ),
    ).toEqual([]);

    for (const [key, value] of [
      ['filter[club]', `${w.x.club.id}),eq(gender,male`],
      ['filter[club]', "1' OR '1'='1"],
      ['filter[gender]', 'robot'],
      ['filter[nosuch]', '1'],
      ['filter[club]', 'x'.repeat(500)],
      ['filter', 'club'],
    ] as const) {
      const res = await admin.get('/api/persons').query({ [key]: value });
      expect({ key, value, status: res.status }).toEqual({ key, value, status: 400 });
    }
    await admin.get(`/api/persons?filter[club]=${w.x.club.id}&filter[club]=${w.y.club.id}`).expect(400);
    await admin.get('/api/persons').query({ 'filter[birthdate]': '1970-03-01' }).expect(200);
  });
});
