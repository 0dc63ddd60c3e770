// One "today" (the association's calendar day) and one "current membership" rule. At 23:30 UTC the
// UTC date is yesterday in Berlin's eyes: the TypeScript clock, the SQL function and the API's answers must agree.
import { addDays, isCurrentMembership, today } from '../../../shared/clock';
import { useTestApp } from '../../../test/app';
import { ADMIN_PASSWORD, buildClub, buildPerson, buildSport, grantRole, signIn } from '../../../test/factories';

const t = useTestApp();

/** 23:30 UTC of the real UTC day: still that day in UTC, already the next one in Europe/Berlin (+1 or +2 h). */
const realUtcDay = new Date().toISOString().slice(0, 10);
const lateEvening = new Date(`${realUtcDay}T23:30:00Z`);

/** Fakes Date only, from the start of a test (sessions are made and checked on that clock). */
function fakeDateAt(at: Date) {
  // Only Date is faked, from the start (sessions are made and checked on that clock): timers, ticks and I/O run as
  // usual, so the real server and PostgreSQL answer.
  jest.useFakeTimers({
    now: at,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  expect(new Date().toISOString()).toBe(at.toISOString());
}

afterEach(() => jest.useRealTimers());

describe('today and a current membership at 23:30 UTC (association zone Europe/Berlin)', () => {
  it('the clock, membership_is_current in SQL, the member list and the self answer agree', async () => {
    fakeDateAt(lateEvening);
    const sport = await buildSport('lacrosse');
    const endedClub = await buildClub({ name: 'Club Ended Yesterday' });
    const currentClub = await buildClub({ associationId: endedClub.associationId, name: 'Club Ends Today' });
    const member = await buildPerson({ email: `clock-member-${Date.now()}@example.org`, password: ADMIN_PASSWORD });
    const admin = await buildPerson({ email: `clock-admin-${Date.now()}@example.org`, password: ADMIN_PASSWORD });
    await grantRole(admin.id, 'association-leader', { associationId: endedClub.associationId });
    const utcDay = realUtcDay;
    const berlinDay = addDays(realUtcDay, 1);
    for (const [club, end] of [
      [endedClub, utcDay],
      [currentClub, berlinDay],
    ] as const) {
      await t.prisma.membership.create({
        data: {
          personId: member.id,
          clubId: club.id,
          sportId: sport.id,
          activeFrom: new Date('2020-01-01T00:00:00Z'),
          activeTo: new Date(`${end}T00:00:00Z`),
        },
      });
    }
    const adminAgent = await signIn(t, admin.email);
    const memberAgent = await signIn(t, member.email);

    // The TypeScript clock: Berlin's day, not the UTC date and not the zone the tests run in.
    expect(today()).toBe(berlinDay);
    expect(isCurrentMembership(new Date(`${utcDay}T00:00:00Z`))).toBe(false);
    expect(isCurrentMembership(berlinDay)).toBe(true);

    // The SQL function, given that day as the server gives it (a bound parameter).
    const sql = await t.prisma.$queryRaw<{ ended: boolean; current: boolean }[]>`
      SELECT membership_is_current(${utcDay}::date, ${today()}::date) AS ended,
             membership_is_current(${berlinDay}::date, ${today()}::date) AS current`;
    expect(sql).toEqual([{ ended: false, current: true }]);

    // The member list (SQL on the server): the person is listed with the membership that lasts until today only.
    const list = await adminAgent.get(`/api/persons?q=${encodeURIComponent(member.email!)}`).expect(200);
    const row = (list.body.data as { id: number; memberships: { club: { name: string } }[] }[]).find((p) => p.id === member.id);
    expect(row?.memberships.map((m) => m.club.name)).toEqual(['Club Ends Today']);

    // The person details (Prisma filter on the server) and the member's own answer say the same.
    const details = await adminAgent.get(`/api/persons/${member.id}`).expect(200);
    const detailClubs = (details.body.data.memberships as { club: { name: string } }[]).map((m) => m.club.name);
    expect(detailClubs).toEqual(['Club Ends Today']);
    const self = await memberAgent.get('/api/self').expect(200);
    expect((self.body.data.memberships as { club: { name: string } }[]).map((m) => m.club.name)).toEqual(['Club Ends Today']);
  });

  it('a member created by an admin starts on that day, and a birthdate of that day is not in the future', async () => {
    fakeDateAt(lateEvening);
    const berlinDay = addDays(realUtcDay, 1);
    const sport = await buildSport('lacrosse');
    const club = await buildClub();
    await t.prisma.clubSport.create({ data: { clubId: club.id, sportId: sport.id } });
    const admin = await buildPerson({ email: `clock-creator-${Date.now()}@example.org`, password: ADMIN_PASSWORD });
    await grantRole(admin.id, 'association-leader', { associationId: club.associationId });
    const agent = await signIn(t, admin.email);
    const input = { club_id: club.id, sport_id: sport.id, gender: 'female', firstname: 'Nora', lastname: 'Neu' };
    const res = await agent
      .post('/api/persons')
      .send({ ...input, birthdate: berlinDay })
      .expect(201);
    const membership = await t.prisma.membership.findFirstOrThrow({ where: { personId: res.body.data.id } });
    expect(membership.activeFrom.toISOString().slice(0, 10)).toBe(berlinDay);
    const tomorrow = await agent
      .post('/api/persons')
      .send({ ...input, birthdate: addDays(berlinDay, 1) })
      .expect(400);
    expect(tomorrow.body.error.details).toEqual([expect.objectContaining({ path: 'birthdate', message: 'birthdateInFuture' })]);
  });
});
