// Reported pictures: a report hides a picture (an admin's only after three accounts), admins with
// persons.update over the person list the open reports, release or remove the picture, and the owner is told by mail;
// a new upload by the owner shows again; reports are limited per account.
import { useTestApp, readOutbox } from '../../../test/app';
import { buildAssociation, buildPlayer, signedInMember, signIn } from '../../../test/factories';
import { buildClubWorld } from '../../../test/factories-clubs';
import { imageBuffer } from '../../../test/factories-member';
import { type Agent, buildStaff } from '../../../test/factories-processes';
import { settleBackground } from '../../platform/background';
import { REPORTS_TO_HIDE_ADMIN } from './avatar-reports';

let world: Awaited<ReturnType<typeof buildClubWorld>>;
let admin: Agent;
let adminId: number;
const t = useTestApp();
beforeAll(async () => {
  world = await buildClubWorld({ subscriptions: false });
  const staff = await buildStaff(t, 'club-leader', { clubId: world.club.id });
  admin = staff.agent;
  adminId = staff.person.id;
});
beforeEach(async () => {
  await t.prisma.rateLimitHit.deleteMany();
});

/** A member of the admin's club with a picture uploaded through the API. */
async function owner(language: 'de' | 'en' | 'fr' | 'nl' = 'de', clubId = world.club.id) {
  const { person } = await buildPlayer({ clubId, sportId: world.sport.id });
  await t.prisma.person.update({ where: { id: person.id }, data: { preferredLanguage: language } });
  const agent = await signIn(t, person.email!);
  await agent
    .post('/api/self/avatar')
    .attach('avatar', await imageBuffer(), 'ich.png')
    .expect(201);
  return { person, agent };
}

const report = async (personId: number) => {
  const reporter = await signedInMember(t);
  await reporter.agent.post(`/api/persons/${personId}/avatar/report`).expect(200);
  return reporter;
};

const listed = async (agent: Agent = admin) => (await agent.get('/api/avatar-reports').expect(200)).body.data;
const dashboardCount = async () => (await admin.get('/api/admin/dashboard').expect(200)).body.data.avatar_reports;

async function mailsTo(email: string) {
  await settleBackground();
  return readOutbox(t.outboxDir).filter((m) => m.to === email);
}

describe('GET /api/avatar-reports and the dashboard count', () => {
  it('list the reported pictures in the admin’s scope with count, first and last report; the admin sees the hidden picture', async () => {
    const { person } = await owner();
    const countBefore = await dashboardCount();
    await report(person.id);
    const bystander = await report(person.id);

    const item = (await listed()).find((r: { person: { id: number } }) => r.person.id === person.id);
    expect(item).toEqual({
      person: { id: person.id, firstname: person.firstname, lastname: person.lastname },
      avatar_url: expect.stringMatching(new RegExp(`^/api/persons/${person.id}/avatar\\?full&ts=\\d+$`)),
      hidden: true,
      report_count: 2,
      first_reported_at: expect.any(String),
      last_reported_at: expect.any(String),
    });
    expect(Date.parse(item.first_reported_at)).toBeLessThanOrEqual(Date.parse(item.last_reported_at));
    expect(await dashboardCount()).toBe(countBefore + 1);

    // Hidden from everybody else, shown to whoever decides about it.
    await bystander.agent.get(`/api/persons/${person.id}/avatar`).expect(404);
    await admin.get(item.avatar_url).expect(200);
  });

  it('show nothing of persons outside the scope; members, team managers and guests get no list', async () => {
    const otherClub = await owner('de', world.otherClub.id);
    await report(otherClub.person.id);
    expect((await listed()).map((r: { person: { id: number } }) => r.person.id)).not.toContain(otherClub.person.id);
    await admin.get(`/api/persons/${otherClub.person.id}/avatar`).expect(404);

    await t.request().get('/api/avatar-reports').expect(401);
    const member = await signedInMember(t);
    expect((await member.agent.get('/api/avatar-reports').expect(403)).body.error.code).toBe('UnauthorizedAction');
    const teamLead = await buildStaff(t, 'team-leader', { teamId: (await buildTeamOf(world.club.id)).id });
    await teamLead.agent.get('/api/avatar-reports').expect(403);
    expect((await member.agent.get('/api/admin/dashboard').expect(403)).body.error.code).toBe('UnauthorizedAction');
    expect((await teamLead.agent.get('/api/admin/dashboard').expect(200)).body.data.avatar_reports).toBeNull();
  });
});

async function buildTeamOf(clubId: number) {
  return t.prisma.team.create({ data: { clubId, sportId: world.sport.id, name: `Team ${Date.now()}` } });
}

describe('PUT /api/avatar-reports/{personId}', () => {
  it('release: the picture shows again, the reports are handled as released, the owner is told in their language', async () => {
    const { person, agent: ownerAgent } = await owner('en');
    const reporter = await report(person.id);
    await report(person.id);

    const res = await admin.put(`/api/avatar-reports/${person.id}`).send({ action: 'release' }).expect(200);
    expect(res.body.data).toEqual({ person_id: person.id, action: 'release', handled: 2, avatar_state: 'ok' });

    await reporter.agent.get(`/api/persons/${person.id}/avatar`).expect(200);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).avatarHidden).toBe(false);
    const reports = await t.prisma.avatarReport.findMany({ where: { personId: person.id } });
    expect(reports).toHaveLength(2);
    for (const r of reports) {
      expect(r).toMatchObject({ handledById: adminId, outcome: 'released', handledAt: expect.any(Date) });
    }
    expect((await listed()).map((r: { person: { id: number } }) => r.person.id)).not.toContain(person.id);
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'avatar.report.release' } })).toBe(1);

    const mails = await mailsTo(person.email!);
    expect(mails).toEqual([
      expect.objectContaining({
        subject: 'Your profile picture is visible again',
        text: expect.stringContaining('http://portal.test/profile'),
      }),
    ]);
    expect((await ownerAgent.get('/api/self').expect(200)).body.data.avatar_state).toBe('ok');

    // Decided already: a second decision finds nothing open.
    const again = await admin.put(`/api/avatar-reports/${person.id}`).send({ action: 'remove' }).expect(409);
    expect(again.body.error.code).toBe('Conflict');
    expect(await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).toMatchObject({ avatarId: expect.any(Number) });
  });

  it('remove: the picture and its image row are gone, the reports handled as removed, the owner is told', async () => {
    const { person, agent: ownerAgent } = await owner('fr');
    const imageId = (await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).avatarId!;
    await report(person.id);

    const res = await admin.put(`/api/avatar-reports/${person.id}`).send({ action: 'remove' }).expect(200);
    expect(res.body.data).toEqual({ person_id: person.id, action: 'remove', handled: 1, avatar_state: 'none' });
    expect(await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).toMatchObject({
      avatarId: null,
      avatarHidden: false,
    });
    expect(await t.prisma.image.count({ where: { id: imageId } })).toBe(0);
    expect(await t.prisma.avatarReport.findFirst({ where: { personId: person.id } })).toMatchObject({
      outcome: 'removed',
      handledById: adminId,
    });
    expect((await ownerAgent.get('/api/self').expect(200)).body.data.avatar_state).toBe('none');
    expect(await mailsTo(person.email!)).toEqual([expect.objectContaining({ subject: 'Votre photo de profil a été supprimée' })]);
    // The owner may upload another one.
    await ownerAgent
      .post('/api/self/avatar')
      .attach('avatar', await imageBuffer(), 'neu.png')
      .expect(201);
  });

  it('is refused outside the scope (403), for unknown persons (404) and bad input (400), and changes nothing', async () => {
    const outside = await owner('de', world.otherClub.id);
    await report(outside.person.id);
    expect(
      (await admin.put(`/api/avatar-reports/${outside.person.id}`).send({ action: 'remove' }).expect(403)).body.error.code,
    ).toBe('UnauthorizedAction');
    await admin.put('/api/avatar-reports/999999999').send({ action: 'remove' }).expect(404);
    await admin.put(`/api/avatar-reports/${outside.person.id}`).send({ action: 'delete' }).expect(400);
    await admin.put(`/api/avatar-reports/${outside.person.id}`).send({}).expect(400);
    await admin.put('/api/avatar-reports/abc').send({ action: 'remove' }).expect(400);
    const member = await signedInMember(t);
    await member.agent.put(`/api/avatar-reports/${outside.person.id}`).send({ action: 'release' }).expect(403);
    await t.request().put(`/api/avatar-reports/${outside.person.id}`).send({ action: 'release' }).expect(401);
    expect(await t.prisma.person.findUniqueOrThrow({ where: { id: outside.person.id } })).toMatchObject({
      avatarHidden: true,
      avatarId: expect.any(Number),
    });
    expect(await t.prisma.avatarReport.count({ where: { personId: outside.person.id, handledAt: null } })).toBe(1);
  });
});

describe('pictures of persons without a club', () => {
  const ids = (rows: { person: { id: number } }[]) => rows.map((r) => r.person.id);

  it('are handled by the admins of the associations the person has a tie to, not by an unrelated association', async () => {
    const adminX = await buildStaff(t, 'association-leader', { associationId: world.association.id });
    const adminY = await buildStaff(t, 'association-leader', { associationId: (await buildAssociation()).id });
    // A former member of the club: the membership has ended, nothing else ties them to an association.
    const { person } = await owner('nl');
    await t.prisma.membership.updateMany({ where: { personId: person.id }, data: { activeTo: new Date('2021-06-30') } });
    await report(person.id);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).avatarHidden).toBe(true);

    const item = (await listed(adminX.agent)).find((r: { person: { id: number } }) => r.person.id === person.id);
    expect(item).toMatchObject({ hidden: true, report_count: 1 });
    await adminX.agent.get(item.avatar_url).expect(200);
    expect((await adminX.agent.get('/api/admin/dashboard').expect(200)).body.data.avatar_reports).toBeGreaterThanOrEqual(1);

    expect(ids(await listed(adminY.agent))).not.toContain(person.id);
    await adminY.agent.get(`/api/persons/${person.id}/avatar`).expect(404);
    await adminY.agent.put(`/api/avatar-reports/${person.id}`).send({ action: 'remove' }).expect(403);
    // The person's data stay out of reach as before: only the report is the association's to decide.
    await adminX.agent.get(`/api/persons/${person.id}`).expect(403);

    const res = await adminX.agent.put(`/api/avatar-reports/${person.id}`).send({ action: 'release' }).expect(200);
    expect(res.body.data).toEqual({ person_id: person.id, action: 'release', handled: 1, avatar_state: 'ok' });
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).avatarHidden).toBe(false);
    expect(await mailsTo(person.email!)).toEqual([expect.objectContaining({ subject: 'Je profielfoto is weer zichtbaar' })]);
  });

  it('of someone tied to no association are handled by every association admin as the last resort', async () => {
    const adminY = await buildStaff(t, 'association-leader', { associationId: (await buildAssociation()).id });
    const loner = await signedInMember(t);
    await loner.agent
      .post('/api/self/avatar')
      .attach('avatar', await imageBuffer(), 'ich.png')
      .expect(201);
    await report(loner.person.id);

    expect(ids(await listed(adminY.agent))).toContain(loner.person.id);
    // A club representative is no association admin: not theirs.
    expect(ids(await listed())).not.toContain(loner.person.id);
    await admin.put(`/api/avatar-reports/${loner.person.id}`).send({ action: 'remove' }).expect(403);

    await adminY.agent.put(`/api/avatar-reports/${loner.person.id}`).send({ action: 'remove' }).expect(200);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: loner.person.id } })).avatarId).toBeNull();
    expect(await mailsTo(loner.email)).toEqual([expect.objectContaining({ subject: 'Dein Profilbild wurde entfernt' })]);
  });
});

describe('reporting', () => {
  it(`hides the picture of a person with admin rights only after reports from ${REPORTS_TO_HIDE_ADMIN} accounts`, async () => {
    const staff = await buildStaff(t, 'team-leader', { teamId: (await buildTeamOf(world.club.id)).id });
    await t.prisma.membership.create({ data: { personId: staff.person.id, clubId: world.club.id, sportId: world.sport.id } });
    await staff.agent
      .post('/api/self/avatar')
      .attach('avatar', await imageBuffer(), 'chef.png')
      .expect(201);
    const hidden = async () => (await t.prisma.person.findUniqueOrThrow({ where: { id: staff.person.id } })).avatarHidden;

    const first = await report(staff.person.id);
    // The same account again counts once.
    await first.agent.post(`/api/persons/${staff.person.id}/avatar/report`).expect(200);
    await report(staff.person.id);
    expect(await hidden()).toBe(false);
    await first.agent.get(`/api/persons/${staff.person.id}/avatar`).expect(200);
    // The admin already sees the open reports, while the picture still shows.
    expect((await listed()).find((r: { person: { id: number } }) => r.person.id === staff.person.id)).toMatchObject({
      hidden: false,
      report_count: 2,
    });

    await report(staff.person.id);
    expect(await hidden()).toBe(true);
    await first.agent.get(`/api/persons/${staff.person.id}/avatar`).expect(404);
  });

  it('counts parallel reports of an admin’s picture exactly: three accounts at once hide it', async () => {
    const staff = await buildStaff(t, 'club-leader', { clubId: world.otherClub.id });
    await staff.agent
      .post('/api/self/avatar')
      .attach('avatar', await imageBuffer(), 'chef.png')
      .expect(201);
    const reporters = await Promise.all([1, 2, 3].map(() => signedInMember(t)));
    const answers = await Promise.all(reporters.map((r) => r.agent.post(`/api/persons/${staff.person.id}/avatar/report`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: staff.person.id } })).avatarHidden).toBe(true);
  });

  it('a new picture of the owner shows again and closes the open reports without an outcome', async () => {
    const { person, agent } = await owner();
    const reporter = await report(person.id);
    await reporter.agent.get(`/api/persons/${person.id}/avatar`).expect(404);

    await agent
      .post('/api/self/avatar')
      .attach('avatar', await imageBuffer({ format: 'jpeg' }), 'neu.jpg')
      .expect(201);
    await reporter.agent.get(`/api/persons/${person.id}/avatar`).expect(200);
    expect(await t.prisma.avatarReport.findFirst({ where: { personId: person.id } })).toMatchObject({
      handledAt: expect.any(Date),
      handledById: person.id,
      outcome: null,
    });
    expect((await listed()).map((r: { person: { id: number } }) => r.person.id)).not.toContain(person.id);
    // The new picture can be reported like any other.
    await reporter.agent.post(`/api/persons/${person.id}/avatar/report`).expect(200);
    await reporter.agent.get(`/api/persons/${person.id}/avatar`).expect(404);
  });

  it('is limited per account: the 11th report in a day answers 429, another account on the same IP goes on', async () => {
    const reporter = await signedInMember(t);
    const owners = await Promise.all(Array.from({ length: 11 }, () => owner()));
    for (const o of owners.slice(0, 10)) await reporter.agent.post(`/api/persons/${o.person.id}/avatar/report`).expect(200);
    const refused = await reporter.agent.post(`/api/persons/${owners[10]!.person.id}/avatar/report`).expect(429);
    expect(refused.body.error.code).toBe('TooManyRequests');
    expect(await t.prisma.avatarReport.count({ where: { reporterId: reporter.person.id } })).toBe(10);
    await report(owners[10]!.person.id);
  });
});
