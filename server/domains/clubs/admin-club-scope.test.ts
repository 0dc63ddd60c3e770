// The admin club screen reads a club only inside the caller's clubs.list scope, and the
// club list counts a club's members by the same definition as the member list's club filter.
import { useTestApp } from '../../../test/app';
import { buildProcessWorld, type ProcessWorld } from '../../../test/factories-processes';
import { buildPlayer } from '../../../test/factories';

let w: ProcessWorld;
const t = useTestApp();
beforeAll(async () => {
  w = await buildProcessWorld(t);
});

const adminDetails = (id: number) => `/api/clubs/${id}?whereACL=clubs.list&include=contacts,fields,profile,leaders`;

describe('GET /api/clubs/{id}?whereACL=clubs.list (the admin club screen)', () => {
  it("answers 403 for a club outside the caller's clubs.list scope, the club inside it", async () => {
    const { staff } = w;
    const contact = await buildPlayer({ clubId: w.otherClub.id, sportId: w.sport.id });
    await t.prisma.clubContact.create({ data: { clubId: w.otherClub.id, personId: contact.person.id, position: 'main' } });

    const outside = await staff.oldLeader.agent.get(adminDetails(w.otherClub.id)).expect(403);
    expect(outside.body.error.code).toBe('UnauthorizedAction');
    expect(JSON.stringify(outside.body)).not.toContain(contact.person.email);
    await staff.oldLeader.agent.get(adminDetails(w.oldClub.id)).expect(200);
    await staff.adminB.agent.get(adminDetails(w.otherClub.id)).expect(403);
    await staff.nobody.agent.get(adminDetails(w.oldClub.id)).expect(403);
    const inside = await staff.admin.agent.get(adminDetails(w.otherClub.id)).expect(200);
    expect(inside.body.data.contacts.map((c: { email: string }) => c.email)).toEqual([contact.person.email]);
    await staff.admin.agent.get(adminDetails(999_999)).expect(404);
    await staff.admin.agent.get(`/api/clubs/${w.oldClub.id}?whereACL=games.list`).expect(400);
    await t.request().get(adminDetails(w.oldClub.id)).expect(401);
  });

  it('keeps the member club page (without whereACL) readable by every signed-in user', async () => {
    await w.staff.oldLeader.agent.get(`/api/clubs/${w.otherClub.id}?include=contacts,fields`).expect(200);
    await w.staff.nobody.agent.get(`/api/clubs/${w.otherClub.id}?include=contacts,fields`).expect(200);
  });
});

describe('member counts: the club list and the member list club filter agree', () => {
  it('counts every person with a current membership once, split into active members by gender and alumni', async () => {
    const club = w.newClub;
    const other = await t.prisma.sport.create({ data: { key: `indoor_${Date.now()}`, name: 'Indoor' } });
    await buildPlayer({ clubId: club.id, sportId: w.sport.id, gender: 'female' });
    await buildPlayer({ clubId: club.id, sportId: w.sport.id, gender: 'male' });
    const alumna = await buildPlayer({ clubId: club.id, sportId: w.sport.id, gender: 'female' });
    await t.prisma.membership.update({ where: { id: alumna.membership.id }, data: { isAlumni: true } });
    // Alumnus in one sport, active in another: an active member (counted once).
    const both = await buildPlayer({ clubId: club.id, sportId: w.sport.id, gender: 'male' });
    await t.prisma.membership.update({ where: { id: both.membership.id }, data: { isAlumni: true } });
    await t.prisma.membership.create({
      data: { personId: both.person.id, clubId: club.id, sportId: other.id, activeFrom: new Date('2021-01-01') },
    });
    // Ended memberships count nowhere.
    const gone = await buildPlayer({ clubId: club.id, sportId: w.sport.id, gender: 'male' });
    await t.prisma.membership.update({ where: { id: gone.membership.id }, data: { activeTo: new Date('2022-01-01') } });

    const list = await w.staff.admin.agent.get('/api/clubs?whereACL=clubs.list&include=memberCount&page_size=0').expect(200);
    const row = list.body.data.find((c: { id: number }) => c.id === club.id);
    expect(row.memberCount).toEqual({ male: 2, female: 1, alumni: 1 });

    const filters = await w.staff.admin.agent.get('/api/persons/filters').expect(200);
    const option = filters.body.data.club.find((o: { value: string }) => o.value === String(club.id));
    const { male, female, alumni } = row.memberCount;
    expect(option.count).toBe(male + female + alumni);

    const members = await w.staff.admin.agent
      .get(`/api/persons?page_size=0&rql=${encodeURIComponent(`eq(club,${club.id})`)}`)
      .expect(200);
    expect(members.body.meta.total_results).toBe(male + female + alumni);
  });
});
