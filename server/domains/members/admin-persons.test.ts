// Admin member list (RQL, quick search, paging, sort, filter counts), create member: per role and scope.
import { useTestApp } from '../../../test/app';
import { buildClub, buildMember, buildTeam, grantRole, signIn } from '../../../test/factories';
import { type AdminWorld, buildAdminWorld } from '../../../test/factories-admin';

let w: AdminWorld;
let admin: Awaited<ReturnType<typeof signIn>>;
let club: Awaited<ReturnType<typeof signIn>>;
let team: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;

const t = useTestApp();
beforeAll(async () => {
  w = await buildAdminWorld(t);
  admin = await signIn(t, w.assocAdmin.email!);
  club = await signIn(t, w.clubRep.email!);
  team = await signIn(t, w.teamManager.email!);
  member = await signIn(t, w.member.email!);
});

const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((p) => p.id).sort((a, b) => a - b);
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

describe('GET /api/persons', () => {
  it('is 401 without a session and 403 for a member without admin rights', async () => {
    expect((await t.request().get('/api/persons').expect(401)).body.error.code).toBe('NotSignedIn');
    expect((await member.get('/api/persons').expect(403)).body.error.code).toBe('UnauthorizedAction');
  });

  it('lists the association admin the persons of their association only, paged from 0 with meta', async () => {
    const res = await admin.get('/api/persons?include=tags,aclLabels').expect(200);
    const a = w;
    expect(ids(res)).toEqual(sorted(a.a1Player.person.id, a.a1Alumni.person.id, a.a1Youth.person.id, a.a2Member.person.id));
    expect(res.body.meta).toEqual({
      page: 0,
      page_size: 30,
      max_page: 0,
      filter: { rql: null, q: null },
      order_by: 'persons.lastname',
      total_results: 4,
    });
    const row = res.body.data.find((p: { id: number }) => p.id === w.a1Player.person.id);
    expect(row).toMatchObject({
      firstname: 'Jonas',
      is_alumni: false,
      tags: [],
      aclLabels: [],
      memberships: [
        { club: { id: w.clubA1.id, name: 'Club A1' }, team: { id: w.teamA1.id, name: 'A1 Herren' }, jersey_number: '17' },
      ],
      international_player_country: null,
    });
    expect(row).not.toHaveProperty('passwordHash');
  });

  it('lists a club representative only the members of their club, a team manager only the team', async () => {
    const res = await club.get('/api/persons').expect(200);
    expect(ids(res)).toEqual(sorted(w.a1Player.person.id, w.a1Alumni.person.id, w.a1Youth.person.id));
    const byTeam = await team.get('/api/persons').expect(200);
    expect(ids(byTeam)).toEqual([w.a1Player.person.id]);
  });

  it('sorts by last name or registration date, both directions, and pages', async () => {
    const asc = await admin.get('/api/persons?order_by=persons.lastname').expect(200);
    expect(asc.body.data.map((p: { lastname: string }) => p.lastname)).toEqual(['Aalberg', 'Brandt', 'Cramer', 'Dorn']);
    const desc = await admin.get('/api/persons?order_by=persons.lastname&order_by_desc=true').expect(200);
    expect(desc.body.data[0].lastname).toBe('Dorn');
    const created = await admin.get('/api/persons?order_by=persons.created_at&order_by_desc=1').expect(200);
    expect(created.body.data[0].lastname).toBe('Dorn');
    const page1 = await admin.get('/api/persons?page_size=3&page=1').expect(200);
    expect(page1.body.meta).toMatchObject({ page: 1, page_size: 3, max_page: 1, total_results: 4 });
    expect(page1.body.data.map((p: { lastname: string }) => p.lastname)).toEqual(['Dorn']);
    const all = await admin.get('/api/persons?pageSize=0').expect(200);
    expect(all.body.meta).toMatchObject({ page: 0, page_size: 0, max_page: 0, total_results: 4 });
  });

  it('filters with RQL terms: gender, club, team, alumni, birthdate, in/out and null', async () => {
    const q = (rql: string) => admin.get(`/api/persons?rql=${encodeURIComponent(rql)}`).expect(200);
    expect(ids(await q('eq(gender,female)'))).toEqual(sorted(w.a1Alumni.person.id, w.a1Youth.person.id));
    expect(ids(await q(`eq(club,${w.clubA2.id})`))).toEqual([w.a2Member.person.id]);
    expect(ids(await q(`ne(club,${w.clubA1.id})`))).toEqual([w.a2Member.person.id]);
    expect(ids(await q(`eq(team,${w.teamA1.id})`))).toEqual([w.a1Player.person.id]);
    expect(ids(await q('eq(team,null)'))).toEqual(sorted(w.a1Alumni.person.id, w.a1Youth.person.id, w.a2Member.person.id));
    expect(ids(await q('eq(alumni,1)'))).toEqual([w.a1Alumni.person.id]);
    // Both options of the alumni box ticked: everyone with either, i.e. no narrowing; out() is the complement.
    const everyone = ids(await admin.get('/api/persons').expect(200));
    expect(ids(await q('in(alumni,(1,0))'))).toEqual(everyone);
    expect(ids(await q('in(alumni,(1))'))).toEqual([w.a1Alumni.person.id]);
    expect(ids(await q('out(alumni,(1))'))).toEqual(everyone.filter((id) => id !== w.a1Alumni.person.id));
    expect(ids(await q('out(alumni,(1,0))'))).toEqual([]);
    expect(ids(await q('and(eq(gender,male),lt(birthdate,1995-01-01))'))).toEqual([w.a1Player.person.id]);
    expect(ids(await q(`in(club,(${w.clubA2.id},${w.clubB1.id}))`))).toEqual([w.a2Member.person.id]);
    expect(ids(await q(`out(club,(${w.clubA1.id}))`))).toEqual([w.a2Member.person.id]);
    // A club of another association filters to nothing: scope always applies.
    expect(ids(await q(`eq(club,${w.clubB1.id})`))).toEqual([]);
  });

  it('answers 400 InvalidQuery for unknown subjects, bad values and malformed queries, never 500', async () => {
    for (const rql of [
      'eq(password_hash,x)',
      'eq(club,abc)',
      'gt(club,1)',
      'eq(gender,robot)',
      "eq(club,1');DROP TABLE persons;--",
      'and(',
      'eq(birthdate,2020-13-45)',
      'in(alumni,(1,2))',
      'lt(alumni,1)',
    ]) {
      const res = await admin.get(`/api/persons?rql=${encodeURIComponent(rql)}`);
      expect({ rql, status: res.status, code: res.body.error?.code }).toEqual({ rql, status: 400, code: 'InvalidQuery' });
    }
    const bad = await admin.get('/api/persons?order_by=persons.password').expect(400);
    expect(bad.body.error.code).toBe('ValidationFailed');
    await admin.get('/api/persons?page=-1').expect(400);
  });

  it('quick-searches names and e-mail addresses', async () => {
    const res = await admin.get('/api/persons?q=aalb').expect(200);
    expect(ids(res)).toEqual([w.a1Player.person.id]);
    expect(ids(await admin.get('/api/persons?q=Lena%20cram').expect(200))).toEqual([w.a1Youth.person.id]);
  });
});

describe('GET /api/persons/filters', () => {
  it('counts each box under the other criteria, within scope', async () => {
    const res = await admin.get(`/api/persons/filters?rql=${encodeURIComponent('eq(gender,female)')}`).expect(200);
    const box = (name: string) =>
      Object.fromEntries(res.body.data[name].map((o: { value: string; count: number }) => [o.value, o.count]));
    // Gender ignores its own criterion; the others count the two women.
    expect(box('gender')).toEqual({ male: 2, female: 2 });
    expect(box('club')).toEqual({ [String(w.clubA1.id)]: 2 });
    expect(box('alumni')).toEqual({ '0': 1, '1': 1 });
    expect(res.body.data.admin).toEqual([{ value: 'none', label: 'none', count: 2 }]);
    // Both alumni options ticked is no narrowing: the other boxes count as without it, the alumni box ignores it.
    const both = await admin.get(`/api/persons/filters?rql=${encodeURIComponent('in(alumni,(1,0))')}`).expect(200);
    const plain = await admin.get('/api/persons/filters').expect(200);
    expect(both.body.data).toEqual(plain.body.data);
    const alumniOnly = await admin.get(`/api/persons/filters?rql=${encodeURIComponent('in(alumni,(1))')}`).expect(200);
    expect(alumniOnly.body.data.alumni).toEqual(plain.body.data.alumni);
    expect(alumniOnly.body.data.gender).toEqual([expect.objectContaining({ value: 'female', count: 1 })]);
    const clubs = await club.get('/api/persons/filters').expect(200);
    expect(clubs.body.data.club.map((o: { value: string }) => o.value)).toEqual([String(w.clubA1.id)]);
    const teams = await admin.get('/api/persons/filters').expect(200);
    expect(teams.body.data.team).toEqual([
      expect.objectContaining({ value: String(w.teamA1.id), label: 'A1 Herren', gender: 'none', sport: 'lacrosse', count: 1 }),
    ]);
    await member.get('/api/persons/filters').expect(403);
  });
});

describe('POST /api/persons', () => {
  const input = () => ({
    club_id: w.clubA1.id,
    sport_id: w.sport.id,
    gender: 'female',
    firstname: 'Neue',
    lastname: 'Spielerin',
    birthdate: '2004-05-06',
    email: '',
  });

  it('creates a member in a club where the user holds persons.create', async () => {
    const res = await club.post('/api/persons').send(input()).expect(201);
    const person = await t.prisma.person.findUniqueOrThrow({ where: { id: res.body.data.id }, include: { memberships: true } });
    expect(person).toMatchObject({ firstname: 'Neue', email: null });
    expect(person.memberships).toEqual([expect.objectContaining({ clubId: w.clubA1.id, sportId: w.sport.id })]);
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'person.created' } })).toBe(1);
  });

  it('is 403 for another club and for members, 401 without session', async () => {
    await t.request().post('/api/persons').send(input()).expect(401);
    await club
      .post('/api/persons')
      .send({ ...input(), club_id: w.clubA2.id })
      .expect(403);
    await team.post('/api/persons').send(input()).expect(403);
    await member.post('/api/persons').send(input()).expect(403);
  });

  it('validates required fields, e-mail and the sport of the club', async () => {
    const missing = await admin
      .post('/api/persons')
      .send({ ...input(), firstname: '' })
      .expect(400);
    expect(missing.body.error.code).toBe('ValidationFailed');
    await admin
      .post('/api/persons')
      .send({ ...input(), email: 'not-an-email' })
      .expect(400);
    await admin
      .post('/api/persons')
      .send({ ...input(), birthdate: '2004-02-31' })
      .expect(400);
    await admin
      .post('/api/persons')
      .send({ ...input(), sport_id: w.indoor.id, club_id: w.clubA2.id })
      .expect(400);
    const taken = await admin
      .post('/api/persons')
      .send({ ...input(), email: w.a1Player.person.email })
      .expect(409);
    expect(taken.body.error.code).toBe('EmailAlreadyTaken');
  });
});

describe('GET /api/players', () => {
  it('lists memberships in scope, 403 for members', async () => {
    const res = await club.get('/api/players').expect(200);
    expect(res.body.meta.total_results).toBeGreaterThanOrEqual(3);
    expect(res.body.data.every((p: { club: { id: number } }) => p.club.id === w.clubA1.id)).toBe(true);
    await member.get('/api/players').expect(403);
    await t.request().get('/api/players').expect(401);
  });

  it('filters with q and rql, sorts, and adds tags and role labels only when asked for', async () => {
    await t.prisma.personTag.create({ data: { personId: w.a1Alumni.person.id, tagId: w.tagA.id } });
    const rql = encodeURIComponent('eq(gender,female)');
    const res = await admin
      .get(`/api/players?rql=${rql}&order_by=persons.lastname&order_by_desc=true&include=tags,aclLabels`)
      .expect(200);
    const names: string[] = res.body.data.map((p: { person: { lastname: string } }) => p.person.lastname);
    // Women of association A only (the member created above included), last names descending.
    expect(names).toEqual(expect.arrayContaining(['Cramer', 'Brandt']));
    expect(names).not.toContain('Aalberg');
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect(res.body.meta).toMatchObject({ total_results: names.length, filter: { rql: 'eq(gender,female)', q: null } });
    const brandt = res.body.data.find((p: { person: { id: number } }) => p.person.id === w.a1Alumni.person.id);
    expect(brandt).toMatchObject({
      player_id: w.a1Alumni.membership.id,
      is_alumni: true,
      club: { id: w.clubA1.id, name: 'Club A1' },
      person: { id: w.a1Alumni.person.id, tags: [{ id: w.tagA.id, name: w.tagA.name }], aclLabels: [] },
    });
    const plain = await admin.get('/api/players?q=Brandt').expect(200);
    expect(plain.body.data).toHaveLength(1);
    expect(plain.body.data[0].person).not.toHaveProperty('tags');
    expect(plain.body.data[0].person).not.toHaveProperty('aclLabels');
    const bad = await admin.get(`/api/players?rql=${encodeURIComponent('eq(password,x)')}`).expect(400);
    expect(bad.body.error.code).toBe('InvalidQuery');
  });
});

describe('GET /api/persons?format=...', () => {
  it('exports in the persons.export scope only, whatever whereACL names', async () => {
    // A club representative of A1 who also manages a team of A2: may list its players, not export them.
    const rep = await t.prisma.person.create({
      data: {
        firstname: 'Rita',
        lastname: 'Rep',
        gender: 'female',
        birthdate: new Date('1985-01-01'),
        email: `rita-${Date.now()}@example.org`,
      },
    });
    await grantRole(rep.id, 'club-leader', { clubId: w.clubA1.id });
    const teamA2 = await buildTeam({ clubId: w.clubA2.id, sportId: w.a2Member.membership.sportId, name: 'A2 Herren' });
    await t.prisma.membership.update({ where: { id: w.a2Member.membership.id }, data: { teamId: teamA2.id } });
    await grantRole(rep.id, 'team-leader', { teamId: teamA2.id });
    await t.prisma.person.update({ where: { id: rep.id }, data: { passwordHash: w.clubRep.passwordHash } });
    const agent = await signIn(t, rep.email!);

    const listed = await agent.get('/api/persons?whereACL=persons.list&page_size=0').expect(200);
    expect(ids(listed)).toContain(w.a2Member.person.id);
    for (const whereACL of ['', '&whereACL=persons.list', '&whereACL=persons.update']) {
      const csv = await agent.get(`/api/persons?format=emails-csv&page_size=0${whereACL}`).expect(200);
      expect(csv.text).toContain(w.a1Player.person.email);
      expect(csv.text).not.toContain(w.a2Member.person.email);
    }
  });
});

describe('sorting names', () => {
  it('sorts last names as people read them: umlauts beside their letter, case aside (ICU collation)', async () => {
    // The order is the database's collation (decision 001): ICU on the embedded cluster; a TEST_DATABASE_URL server
    // created with the C locale sorts by bytes, which this test does not judge.
    const [{ provider, collate }] = await t.prisma.$queryRaw<{ provider: string; collate: string }[]>`
      SELECT datlocprovider::text AS provider, datcollate::text AS collate FROM pg_database WHERE datname = current_database()`;
    if (provider === 'c' && (collate === 'C' || collate === 'POSIX')) return;
    const club = await buildClub({ associationId: w.clubA1.associationId, name: 'Sortierclub' });
    for (const lastname of ['Zander', 'Özil', 'oster', 'Kurnicki', 'Köhre']) {
      await buildMember({ clubId: club.id, sportId: w.a1Player.membership.sportId, lastname, firstname: 'Test' });
    }
    const rql = encodeURIComponent(`eq(club,${club.id})`);
    const res = await admin.get(`/api/persons?rql=${rql}&order_by=persons.lastname`).expect(200);
    expect(res.body.data.map((p: { lastname: string }) => p.lastname)).toEqual(['Köhre', 'Kurnicki', 'oster', 'Özil', 'Zander']);
  });
});
