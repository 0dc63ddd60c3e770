// Saved views and columns of the referee list (decision 058): a view keeps the search and the licence filters as RQL
// terms and the referee list's own columns; each list keeps its views and columns apart.
import { useTestApp } from '../../../test/app';
import { buildStaff } from '../../../test/factories-processes';
import { buildScopeWorld, type ScopeWorld } from '../../../test/factories-scope';

const t = useTestApp();
let w: ScopeWorld;

beforeAll(async () => {
  w = await buildScopeWorld(t);
});

const columns = [
  { key: 'email', width: 240 },
  { key: 'clubs', width: 300 },
];

it('saves a referee view with its search, filters and columns, listed with the referee list only', async () => {
  const admin = w.x.admin.agent;
  const rql = 'and(eq(valid,true),eq(expires_within,30))';
  const created = await admin
    .post('/api/list-views')
    .send({ list: 'referees', name: 'Bald ablaufend', q: 'mus', rql, columns })
    .expect(201);
  expect(created.body.data).toMatchObject({ list: 'referees', name: 'Bald ablaufend', q: 'mus', rql, columns });
  const id = created.body.data.id as number;
  const listed = (list: string) =>
    admin
      .get(`/api/list-views?list=${list}`)
      .expect(200)
      .then((res) => (res.body.data.views as { id: number }[]).map((v) => v.id));
  expect(await listed('referees')).toContain(id);
  expect(await listed('members')).not.toContain(id);

  await admin
    .put(`/api/list-views/${id}`)
    .send({ rql: 'eq(expired,true)', columns: [{ key: 'id', width: 80 }] })
    .expect(200);
  // The member list's columns and RQL are not the referee list's.
  await admin
    .put(`/api/list-views/${id}`)
    .send({ columns: [{ key: 'memberships', width: 300 }] })
    .expect(400);
  const bad = await admin.put(`/api/list-views/${id}`).send({ rql: 'eq(gender,female)' }).expect(400);
  expect(bad.body.error.code).toBe('InvalidQuery');
  await admin.delete(`/api/list-views/${id}`).expect(204);
});

it('refuses a referee view with filters or columns of another list, and a member view with referee columns', async () => {
  const admin = w.x.admin.agent;
  for (const rql of ['eq(gender,female)', 'eq(expires_within,soon)', 'ne(valid,true)', 'eq(valid,false']) {
    const res = await admin.post('/api/list-views').send({ list: 'referees', name: 'Falsch', rql }).expect(400);
    expect(res.body.error.code).toBe('InvalidQuery');
  }
  await admin
    .post('/api/list-views')
    .send({ list: 'referees', name: 'Falsch', columns: [{ key: 'memberships', width: 300 }] })
    .expect(400);
  await admin.post('/api/list-views').send({ list: 'members', name: 'Falsch', columns }).expect(400);
});

it("keeps a person's referee columns apart from their member columns", async () => {
  const admin = (await buildStaff(t, 'association-leader', { associationId: w.x.association.id })).agent;
  const initial = (await admin.get('/api/list-columns?list=referees').expect(200)).body.data;
  expect(initial).toEqual({
    list: 'referees',
    columns: [
      { key: 'clubs', width: 300 },
      { key: 'licenses', width: 260 },
    ],
    chosen: false,
  });
  await admin.put('/api/list-columns').send({ list: 'referees', columns }).expect(200);
  expect((await admin.get('/api/list-columns?list=referees').expect(200)).body.data).toEqual({
    list: 'referees',
    columns,
    chosen: true,
  });
  expect((await admin.get('/api/list-columns').expect(200)).body.data.chosen).toBe(false);
  await admin.put('/api/list-columns').send({ list: 'members', columns }).expect(400);
});
