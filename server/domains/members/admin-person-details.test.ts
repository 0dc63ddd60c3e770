// Member details and their changes: contact data, tags, roles, international teams, licences, player data, history.
import { useTestApp } from '../../../test/app';
import { type AdminWorld, buildAdminWorld } from '../../../test/factories-admin';
import { ADMIN_PASSWORD, buildMember, buildPerson, grantRole, signIn } from '../../../test/factories';

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

describe('GET /api/persons/{id}', () => {
  it('answers 401 / 403 (member, other club, other association) / 404 (unknown) / 200', async () => {
    await t.request().get(`/api/persons/${w.a1Player.person.id}`).expect(401);
    await member.get(`/api/persons/${w.a1Player.person.id}`).expect(403);
    await club.get(`/api/persons/${w.a2Member.person.id}`).expect(403);
    await admin.get(`/api/persons/${w.b1Member.person.id}`).expect(403);
    await admin.get('/api/persons/99999999').expect(404);
    await admin.get('/api/persons/abc').expect(400);
    const res = await club.get(`/api/persons/${w.a1Player.person.id}`).expect(200);
    expect(res.body.data).toMatchObject({
      firstname: 'Jonas',
      contactData: { phone_number: null, city: null },
      memberships: [
        {
          club: { id: w.clubA1.id },
          team: { id: w.teamA1.id },
          jersey_number: '17',
          pendingProcess: null,
        },
      ],
      meta: { permissions: ['persons.update', 'players.edit', 'players.changeTeam'] },
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
  });
});

describe('PUT /api/persons/{id}', () => {
  it('saves contact data with a history entry; 403 for a team manager and for another club', async () => {
    const id = w.a1Youth.person.id;
    const res = await club
      .put(`/api/persons/${id}`)
      .send({ phone_number: '+49 40 123456', city: 'Köln', address_1: '' })
      .expect(200);
    expect(res.body.data.contactData).toMatchObject({ phone_number: '+49 40 123456', city: 'Köln', address_1: null });
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { subjectId: id, action: 'person.updated' } });
    expect(entry.data).toEqual({ phone_number: { from: null, to: '+49 40 123456' }, city: { from: null, to: 'Köln' } });
    await team.put(`/api/persons/${w.a1Player.person.id}`).send({ city: 'Bonn' }).expect(403);
    await club.put(`/api/persons/${w.a2Member.person.id}`).send({ city: 'Bonn' }).expect(403);
    await member.put(`/api/persons/${id}`).send({ city: 'Bonn' }).expect(403);
  });

  it('validates lengths, phone numbers and unknown fields', async () => {
    const id = w.a1Youth.person.id;
    await club
      .put(`/api/persons/${id}`)
      .send({ city: 'x'.repeat(61) })
      .expect(400);
    await club.put(`/api/persons/${id}`).send({ phone_number: 'call me' }).expect(400);
    await club.put(`/api/persons/${id}`).send({ password_hash: 'x' }).expect(400);
  });
});

describe('tags', () => {
  it('assigns and removes a tag of the association; other associations and members are refused', async () => {
    const id = w.a1Player.person.id;
    await t.request().post(`/api/persons/${id}/tags`).send({ tag_id: w.tagA.id }).expect(401);
    await member.post(`/api/persons/${id}/tags`).send({ tag_id: w.tagA.id }).expect(403);
    await club.post(`/api/persons/${id}/tags`).send({ tag_id: w.tagB.id }).expect(403);
    await club.post(`/api/persons/${id}/tags`).send({ tag_id: w.tagA.id }).expect(201);
    const details = await admin.get(`/api/persons/${id}`).expect(200);
    expect(details.body.data.tags).toEqual([{ id: w.tagA.id, name: w.tagA.name }]);
    const list = await admin.get(`/api/persons?include=tags&rql=${encodeURIComponent(`eq(tag,${w.tagA.id})`)}`).expect(200);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([id]);
    await club.delete(`/api/persons/${id}/tags/${w.tagA.id}`).expect(204);
    await club.delete(`/api/persons/${id}/tags/${w.tagA.id}`).expect(404);
    await club.post(`/api/persons/${id}/tags`).send({ tag_id: 'x' }).expect(400);
  });
});

describe('ACL rules', () => {
  it('grants and revokes team-leader on a team in scope, needs a recent password', async () => {
    const id = w.a1Youth.person.id;
    await member.post(`/api/persons/${id}/aclRules`).send({ role: 'team-leader', target_id: w.teamA1b.id }).expect(403);
    const bad = await club
      .post(`/api/persons/${id}/aclRules`)
      .send({ role: 'association-leader', target_id: w.assocA.id })
      .expect(400);
    expect(bad.body.error.code).toBe('ValidationFailed');
    const res = await club.post(`/api/persons/${id}/aclRules`).send({ role: 'team-leader', target_id: w.teamA1b.id }).expect(201);
    const details = await club.get(`/api/persons/${id}`).expect(200);
    expect(details.body.data.aclRules).toEqual([
      expect.objectContaining({
        id: res.body.data.id,
        role: 'team-leader',
        revocable: true,
        target: { type: 'team', id: w.teamA1b.id, name: 'A1 Zweite' },
      }),
    ]);
    await club.post(`/api/persons/${id}/aclRules`).send({ role: 'team-leader', target_id: w.teamA1b.id }).expect(409);

    await t.prisma.$executeRaw`UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{authAt}', '0')::json
      WHERE (sess -> 'passport' ->> 'user') = ${String(w.clubRep.id)}`;
    const stale = await club.delete(`/api/persons/${id}/aclRules/${res.body.data.id}`).expect(401);
    expect(stale.body.error.code).toBe('NeedReAuth');
    await club.post('/api/auth/revalidate').send({ password: 'Adm1n!Password#' }).expect(200);
    await club.delete(`/api/persons/${id}/aclRules/${res.body.data.id}`).expect(204);
  });

  it('refuses a league for a club representative, and never revokes a non-revocable rule', async () => {
    const league = await t.prisma.competition.create({
      data: { associationId: w.assocA.id, sportId: w.sport.id, kind: 'league', name: 'Liga A' },
    });
    await club
      .post(`/api/persons/${w.a1Player.person.id}/aclRules`)
      .send({ role: 'league-leader', target_id: league.id })
      .expect(403);
    await admin
      .post(`/api/persons/${w.a1Player.person.id}/aclRules`)
      .send({ role: 'league-leader', target_id: league.id })
      .expect(201);
    const fixed = await t.prisma.aclRule.create({
      data: { personId: w.a1Player.person.id, role: 'club_leader', clubId: w.clubA1.id },
    });
    await admin.delete(`/api/persons/${w.a1Player.person.id}/aclRules/${fixed.id}`).expect(403);
    await t.prisma.aclRule.delete({ where: { id: fixed.id } });
  });
});

describe('international players', () => {
  it('adds and removes an assignment of the association (association admin only)', async () => {
    const id = w.a1Player.person.id;
    await club.post(`/api/persons/${id}/internationalPlayers`).send({ international_team_id: w.nationalA.id }).expect(403);
    const res = await admin
      .post(`/api/persons/${id}/internationalPlayers`)
      .send({ international_team_id: w.nationalA.id })
      .expect(201);
    const list = await admin.get('/api/persons').expect(200);
    expect(list.body.data.find((p: { id: number }) => p.id === id).international_player_country).toBe('deu');
    await admin.delete(`/api/persons/${id}/internationalPlayers/${res.body.data.id}`).expect(204);
    await admin.delete(`/api/persons/${id}/internationalPlayers/${res.body.data.id}`).expect(404);
  });
});

describe('licences', () => {
  it('assigns, changes and removes a licence; referees.edit of the licence association only', async () => {
    const id = w.a2Member.person.id;
    const url = `/api/persons/${id}/licenses/${w.refLicense.id}`;
    await t.request().put(url).send({ level: 1 }).expect(401);
    await club.put(`/api/persons/${w.a1Player.person.id}/licenses/${w.refLicense.id}`).send({ level: 1 }).expect(403);
    await admin.put(`/api/persons/${id}/licenses/${w.refLicenseB.id}`).send({ level: 1 }).expect(403);
    await admin.put(url).send({ level: 9 }).expect(400);
    await admin.put(url).send({}).expect(400);
    await admin.put(url).send({ level: 1, valid_from: '2025-01-01', valid_to: '2027-12-31' }).expect(200);
    await admin.put(url).send({ level: 2 }).expect(200);
    const details = await admin.get(`/api/persons/${id}`).expect(200);
    expect(details.body.data.licenses).toEqual([
      expect.objectContaining({
        id: w.refLicense.id,
        level: 2,
        pivot: { valid_from: '2025-01-01', valid_to: '2027-12-31' },
        is_valid: true,
      }),
    ]);
    const history = await admin.get(`/api/persons/${id}/history`).expect(200);
    expect(history.body.data.entries.map((e: { action: string }) => e.action)).toEqual(['license.updated', 'license.assigned']);
    expect(history.body.data.periods).toContainEqual(
      expect.objectContaining({ kind: 'license', label: 'Schiedsrichterlizenz', detail: '2' }),
    );
    await admin.delete(url).expect(204);
    await admin.delete(url).expect(404);
  });

  it("is 403 for changing or removing a held licence of an association outside the viewer's referees.edit scope", async () => {
    // A member of association A who also holds B's licence: A's admin sees the person but not B's licence (// only what lies in the viewer's scope), and only B may change it. The pool (GET /api/licenses) is the same rule.
    const { person } = await buildMember({ clubId: w.clubA1.id, sportId: w.sport.id, lastname: 'Grenzfall' });
    await t.prisma.personLicense.create({
      data: { personId: person.id, licenseId: w.refLicenseB.id, level: 1, validFrom: new Date('2025-01-01') },
    });
    const url = `/api/persons/${person.id}/licenses/${w.refLicenseB.id}`;
    const details = await admin.get(`/api/persons/${person.id}`).expect(200);
    expect(details.body.data.licenses).toEqual([]);
    const pool = (await admin.get('/api/licenses').expect(200)).body.data.map((l: { id: number }) => l.id);
    expect(pool).toContain(w.refLicense.id);
    expect(pool).not.toContain(w.refLicenseB.id);

    const put = await admin.put(url).send({ level: 1, valid_to: '2030-12-31' }).expect(403);
    expect(put.body.error.code).toBe('UnauthorizedAction');
    expect((await admin.delete(url).expect(403)).body.error.code).toBe('UnauthorizedAction');
    expect(await t.prisma.personLicense.findMany({ where: { personId: person.id } })).toEqual([
      expect.objectContaining({ licenseId: w.refLicenseB.id, level: 1, validTo: null }),
    ]);
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, entity: 'license' } })).toBe(0);

    // B's association admin reaches the person as B's licence holder and may change and remove it.
    const adminB = await buildPerson({ email: `assoc-b-${Date.now()}@example.org`, password: ADMIN_PASSWORD });
    await grantRole(adminB.id, 'association-leader', { associationId: w.assocB.id });
    const b = await signIn(t, adminB.email!);
    await b.put(url).send({ level: 1, valid_to: '2030-12-31' }).expect(200);
    await b.delete(url).expect(204);
    // A licence of B is no way in for A's admin on B's members either.
    await admin.put(`/api/persons/${w.b1Member.person.id}/licenses/${w.refLicenseB.id}`).send({ level: 1 }).expect(403);
  });
});

describe('PUT /api/admin/players/{id}', () => {
  it('changes only what the viewer may: team manager jersey yes, team no; club rep team yes', async () => {
    const m = w.a1Player.membership;
    await team
      .put(`/api/admin/players/${m.id}`)
      .send({ jersey_number: '9', positions: ['attack', 'face-off'] })
      .expect(200);
    expect(await t.prisma.membership.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({
      jerseyNumber: '9',
      positions: ['attack', 'face_off'],
    });
    await team.put(`/api/admin/players/${m.id}`).send({ team_id: w.teamA1b.id }).expect(403);
    // Unchanged fields need no permission.
    await team.put(`/api/admin/players/${m.id}`).send({ team_id: w.teamA1.id, jersey_number: '9' }).expect(200);
    await club.put(`/api/admin/players/${m.id}`).send({ team_id: w.teamA1b.id }).expect(200);
    expect(await t.prisma.teamHistory.count({ where: { membershipId: m.id, teamId: w.teamA1b.id, activeTo: null } })).toBe(1);
    await club.put(`/api/admin/players/${w.a2Member.membership.id}`).send({ jersey_number: '5' }).expect(403);
    await member.put(`/api/admin/players/${m.id}`).send({ jersey_number: '5' }).expect(403);
    await club.put(`/api/admin/players/${m.id}`).send({ jersey_number: '1234' }).expect(400);
  });

  it('blocks a membership with an open process', async () => {
    const m = w.a1Youth.membership;
    await t.prisma.process.create({
      data: { type: 'alumni', personId: m.personId, membershipId: m.id, associationId: w.assocA.id },
    });
    const res = await club.put(`/api/admin/players/${m.id}`).send({ jersey_number: '3' }).expect(409);
    expect(res.body.error.code).toBe('ProcessAlreadyOpen');
  });
  it("one handler each: PUT /players/{id} is the member's own only, the admin edit refuses the own membership", async () => {
    const m = w.a1Player.membership;
    // The admin body on the member's endpoint: someone else's membership is 403, nothing changes.
    await club.put(`/api/players/${m.id}`).send({ jersey_number: '44' }).expect(403);
    expect(await t.prisma.membership.findUniqueOrThrow({ where: { id: m.id } })).not.toMatchObject({ jerseyNumber: '44' });
    const answer = await club.put(`/api/admin/players/${m.id}`).send({ jersey_number: '44' }).expect(200);
    expect(answer.body.data).toMatchObject({ id: m.personId, memberships: [{ id: m.id, jersey_number: '44' }] });
    // The member's own membership is self-service, also for a member with admin rights.
    const own = await buildMember({ clubId: w.clubA1.id, sportId: w.sport.id, password: ADMIN_PASSWORD });
    await grantRole(own.person.id, 'club-leader', { clubId: w.clubA1.id });
    const ownAgent = await signIn(t, own.person.email!);
    await ownAgent.put(`/api/admin/players/${own.membership.id}`).send({ jersey_number: '8' }).expect(403);
    await ownAgent.put(`/api/players/${own.membership.id}`).send({ jersey_number: '8' }).expect(200);
  });
});
