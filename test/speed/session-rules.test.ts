// A signed-in request reads its session and its person's access rules in one statement (server/middleware/session.ts):
// the member list costs that statement and its own page, whatever the page size, and a grant or a revocation made
// elsewhere counts from the very next request.
import { useTestApp } from '../app';
import { buildAssociation, buildClub, buildMember, buildSport, grantRole } from '../factories';
import { buildStaff } from '../factories-processes';
import { statementsOf, statementsWithKeptCount } from './statements';

const t = useTestApp();

describe('the session read brings the access rules', () => {
  it('makes a filtered member-list page two statements, whatever its size', async () => {
    const association = await buildAssociation();
    const club = await buildClub({ associationId: association.id });
    const sport = await buildSport(`lacrosse_rules`);
    for (let i = 0; i < 5; i++) await buildMember({ clubId: club.id, sportId: sport.id });
    const admin = await buildStaff(t, 'association-leader', { associationId: association.id });
    const page = (size: number) => `/api/persons?page_size=${size}&include=aclLabels,tags&rql=eq(club,${club.id})`;
    // The first request after sign-in also writes the session's expiry.
    await admin.agent.get(page(2)).expect(200);

    // A club's list keeps its count (test/speed/club-walk.test.ts): pages reusing it are compared.
    const small = await statementsWithKeptCount(() => admin.agent.get(page(2)).expect(200));
    const large = await statementsWithKeptCount(() => admin.agent.get(page(5)).expect(200));
    expect(small.result.body.meta.total_results).toBe(5);
    expect(large.result.body.data).toHaveLength(5);
    // The session with the rules, and the page that checks the kept count.
    expect(small.texts).toHaveLength(2);
    expect(large.texts).toHaveLength(2);
    expect(small.texts[0]).toMatch(/^SELECT s\.sess, \(SELECT coalesce\(json_agg/);
  });

  it('counts a grant and a revocation made elsewhere from the next request on', async () => {
    const association = await buildAssociation();
    const club = await buildClub({ associationId: association.id });
    const member = await buildMember({ clubId: club.id, sportId: (await buildSport(`lacrosse_grant`)).id });
    const staff = await buildStaff(t, null);
    const list = `/api/persons?rql=eq(club,${club.id})`;
    await staff.agent.get(list).expect(403);

    const rule = await grantRole(staff.person.id, 'association-leader', { associationId: association.id });
    const granted = await staff.agent.get(list).expect(200);
    expect(granted.body.data.map((p: { id: number }) => p.id)).toEqual([member.person.id]);

    await t.prisma.aclRule.delete({ where: { id: rule.id } });
    await staff.agent.get(list).expect(403);
  });

  it('reads nothing for a guest and answers an unknown session as a guest', async () => {
    const guest = await statementsOf(() => t.agent().get('/api/persons').expect(401));
    expect(guest.count).toBe(0);
    await t.agent().get('/api/persons').set('cookie', 'portal.sid=s%3Anot-a-session.bad').expect(401);
  });
});
