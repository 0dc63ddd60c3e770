// Granting admin rights applies the stricter password policy at once: the sessions a member
// opened with a password only the member policy allows end with the grant, and the next sign-in asks for a new one.
import { useTestApp } from '../../../test/app';
import { type AdminWorld, buildAdminWorld } from '../../../test/factories-admin';
import { ADMIN_PASSWORD, buildMembership, buildPerson, signIn } from '../../../test/factories';

/** Meets the member policy (10+ characters, not a common password), not the admin policy. */
const MEMBER_PASSWORD = 'lacrosse on sundays';

let w: AdminWorld;
let club: Awaited<ReturnType<typeof signIn>>;

const t = useTestApp();
beforeAll(async () => {
  w = await buildAdminWorld(t);
  club = await signIn(t, w.clubRep.email!);
});

async function memberOfA1(password: string) {
  const person = await buildPerson({ password });
  await buildMembership({ personId: person.id, clubId: w.clubA1.id, sportId: w.sport.id });
  return person;
}

describe('POST /api/persons/{id}/aclRules', () => {
  it("ends the member's sessions when the grant raises the password policy, and the next sign-in needs a new password", async () => {
    const person = await memberOfA1(MEMBER_PASSWORD);
    const phone = await signIn(t, person.email!, MEMBER_PASSWORD);
    const laptop = await signIn(t, person.email!, MEMBER_PASSWORD);
    await phone.get('/api/self').expect(200);

    await club.post(`/api/persons/${person.id}/aclRules`).send({ role: 'team-leader', target_id: w.teamA1b.id }).expect(201);

    // The weak password's sessions are gone: not one more request with the new rights.
    for (const device of [phone, laptop]) {
      const res = await device.get('/api/persons').expect(401);
      expect(res.body.error.code).toBe('NotSignedIn');
    }
    const again = await t
      .request()
      .post('/api/auth/signin')
      .send({ username: person.email, password: MEMBER_PASSWORD })
      .expect(401);
    expect(again.body.error.code).toBe('PasswordNeedReset');
    // The granting admin keeps working.
    await club.get(`/api/persons/${person.id}`).expect(200);
  });

  it('leaves the sessions alone when the person held admin rights already (the policy does not change)', async () => {
    const person = await memberOfA1(ADMIN_PASSWORD);
    await club.post(`/api/persons/${person.id}/aclRules`).send({ role: 'team-leader', target_id: w.teamA1.id }).expect(201);
    const session = await signIn(t, person.email!, ADMIN_PASSWORD);
    await club.post(`/api/persons/${person.id}/aclRules`).send({ role: 'team-leader', target_id: w.teamA1b.id }).expect(201);
    await session.get('/api/self').expect(200);
  });

  it('ends the sessions only when the grant is stored: a refused grant changes nothing', async () => {
    const person = await memberOfA1(MEMBER_PASSWORD);
    const session = await signIn(t, person.email!, MEMBER_PASSWORD);
    // A team of another association: 403, and the member stays signed in.
    const foreign = await t.prisma.team.create({ data: { clubId: w.clubB1.id, sportId: w.sport.id, name: 'B1 Herren' } });
    await club.post(`/api/persons/${person.id}/aclRules`).send({ role: 'team-leader', target_id: foreign.id }).expect(403);
    await session.get('/api/self').expect(200);
  });
});
