// The one audit log: filters, newest first by keyset, each caller's scope, and the undo of a field change.
import { addDays, today } from '../../../shared/clock';
import { useTestApp } from '../../../test/app';
import { type AdminWorld, buildAdminWorld } from '../../../test/factories-admin';
import { signIn } from '../../../test/factories';

const t = useTestApp();
let w: AdminWorld;
let admin: Awaited<ReturnType<typeof signIn>>;
let club: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;

interface Entry {
  id: number;
  action: string;
  entity: string;
  subject: { id: number } | null;
  actor: { id: number } | null;
  changes: { field: string; old: unknown; new: unknown; undoable: boolean }[];
}

async function log(agent: typeof admin, query = ''): Promise<{ data: Entry[]; meta: { next_cursor: string | null } }> {
  return (await agent.get(`/api/audit-log${query}`).expect(200)).body;
}

beforeAll(async () => {
  w = await buildAdminWorld(t);
  admin = await signIn(t, w.assocAdmin.email!);
  club = await signIn(t, w.clubRep.email!);
  member = await signIn(t, w.member.email!);
  await admin.put(`/api/persons/${w.a1Player.person.id}`).send({ city: 'Köln' }).expect(200);
  await admin.put(`/api/persons/${w.a2Member.person.id}`).send({ city: 'Bonn' }).expect(200);
  // Entries of association B and of clubs, as other admins' changes leave them.
  await t.prisma.auditEntry.create({
    data: {
      subjectId: w.b1Member.person.id,
      action: 'person.updated',
      entity: 'person',
      entityId: w.b1Member.person.id,
      data: { city: { from: null, to: 'Gent' } },
    },
  });
  for (const c of [w.clubA1, w.clubA2, w.clubB1]) {
    await t.prisma.auditEntry.create({
      data: { action: 'club.profile', entity: 'club', entityId: c.id, data: { before: { city: null }, after: { city: c.name } } },
    });
  }
});

describe('GET /api/audit-log', () => {
  it('is for admins with persons.list', async () => {
    await t.request().get('/api/audit-log').expect(401);
    await member.get('/api/audit-log').expect(403);
  });

  it("shows an association admin the association's entries, newest first, with old and new values", async () => {
    const { data } = await log(admin);
    const subjects = data.map((e) => e.subject?.id ?? null);
    expect(subjects).toContain(w.a1Player.person.id);
    expect(subjects).toContain(w.a2Member.person.id);
    expect(subjects).not.toContain(w.b1Member.person.id);
    const clubs = data.filter((e) => e.entity === 'club').map((e) => e.changes[0]!.new);
    expect(clubs.sort()).toEqual(['Club A1', 'Club A2']);
    expect(data.map((e) => e.id)).toEqual([...data.map((e) => e.id)].sort((a, b) => b - a));
    const edit = data.find((e) => e.subject?.id === w.a1Player.person.id && e.action === 'person.updated')!;
    expect(edit.changes).toEqual([{ field: 'city', old: null, new: 'Köln', undoable: true }]);
    expect(edit.actor?.id).toBe(w.assocAdmin.id);
  });

  it('shows a club representative only his club and its members', async () => {
    const { data } = await log(club);
    expect(data.map((e) => e.subject?.id).filter(Boolean)).toEqual([w.a1Player.person.id]);
    expect(data.filter((e) => e.entity === 'club').map((e) => e.changes[0]!.new)).toEqual(['Club A1']);
    expect((await log(club, `?person_id=${w.a2Member.person.id}`)).data).toEqual([]);
  });

  it('filters by member, actor, kind and day', async () => {
    const byPerson = await log(admin, `?person_id=${w.a2Member.person.id}`);
    expect(byPerson.data.map((e) => e.subject?.id)).toEqual([w.a2Member.person.id]);
    const byActor = await log(admin, `?actor_id=${w.assocAdmin.id}`);
    expect(byActor.data.every((e) => e.actor?.id === w.assocAdmin.id)).toBe(true);
    expect(byActor.data).toHaveLength(2);
    expect((await log(admin, '?kind=club')).data.every((e) => e.entity === 'club')).toBe(true);
    expect((await log(admin, `?from=${today()}&to=${today()}`)).data.length).toBeGreaterThanOrEqual(4);
    expect((await log(admin, `?to=${addDays(today(), -1)}`)).data).toEqual([]);
    await admin.get('/api/audit-log?kind=unknown').expect(400);
    await admin.get('/api/audit-log?cursor=1;DROP').expect(400);
  });

  it('pages by keyset: one page after another gives every entry once', async () => {
    const all = (await log(admin)).data.map((e) => e.id);
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof log>> = await log(admin, `?page_size=1${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.data.map((e) => e.id));
      cursor = page.meta.next_cursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });
});

describe('POST /api/audit-log/{id}/undo', () => {
  it('sets the field back as a new change with its own entry; 409 once the field has changed since', async () => {
    const id = w.a2Member.person.id;
    const entry = (await log(admin, `?person_id=${id}`)).data[0]!;
    await club.post(`/api/audit-log/${entry.id}/undo`).send({ field: 'city' }).expect(403);
    const undone = await admin.post(`/api/audit-log/${entry.id}/undo`).send({ field: 'city' }).expect(201);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id } })).city).toBeNull();
    const newest = (await log(admin, `?person_id=${id}`)).data[0]!;
    expect(newest.id).toBe(undone.body.data.id);
    expect(newest.changes).toEqual([{ field: 'city', old: 'Bonn', new: null, undoable: true }]);
    // Undone once: the field no longer holds what the entry set.
    const again = await admin.post(`/api/audit-log/${entry.id}/undo`).send({ field: 'city' }).expect(409);
    expect(again.body.error.code).toBe('FieldChangedSince');
  });

  it('refuses an edit made since, a field the entry did not change, and entries of other kinds', async () => {
    const id = w.a1Player.person.id;
    const entry = (await log(admin, `?person_id=${id}`)).data[0]!;
    await admin.put(`/api/persons/${id}`).send({ city: 'Aachen' }).expect(200);
    expect((await admin.post(`/api/audit-log/${entry.id}/undo`).send({ field: 'city' }).expect(409)).body.error.code).toBe(
      'FieldChangedSince',
    );
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id } })).city).toBe('Aachen');
    await admin.post(`/api/audit-log/${entry.id}/undo`).send({ field: 'lastname' }).expect(422);
    const clubEntry = (await log(admin, '?kind=club')).data[0]!;
    await admin.post(`/api/audit-log/${clubEntry.id}/undo`).send({ field: 'city' }).expect(404);
    await admin.post('/api/audit-log/999999999/undo').send({ field: 'city' }).expect(404);
  });
});
