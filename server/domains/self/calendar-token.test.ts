// A person's games feed is addressed by a renewable token, not by their permanent uuid, so
// a leaked calendar address can be revoked from the home page (POST /api/self/calendarToken).
import { gamesCalendarPath } from '../../../shared/calendar';
import { useTestApp } from '../../../test/app';
import { buildPerson, signIn } from '../../../test/factories';

const PASSWORD = 'Kalender-Passwort-2026';

const t = useTestApp();

describe('the personal calendar address', () => {
  it('is the calendar token, not the uuid: the uuid path answers 404', async () => {
    const person = await buildPerson({ password: PASSWORD });
    expect(person.calendarToken).not.toBe(person.uuid);
    await t.request().get(gamesCalendarPath(person.uuid)).expect(404);
    await t.request().get(gamesCalendarPath(person.calendarToken)).expect(200);

    const agent = await signIn(t, person.email!, PASSWORD);
    const self = await agent.get('/api/self').expect(200);
    expect(self.body.data.calendar_token).toBe(person.calendarToken);
  });

  it('is renewed by its owner: the old address answers 404 at once, the new one 200', async () => {
    const person = await buildPerson({ password: PASSWORD });
    const other = await buildPerson();
    const agent = await signIn(t, person.email!, PASSWORD);
    await t.request().post('/api/self/calendarToken').expect(401);

    const res = await agent.post('/api/self/calendarToken').expect(200);
    const renewed = res.body.data.calendar_token as string;
    expect(renewed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(renewed).not.toBe(person.calendarToken);
    await t.request().get(gamesCalendarPath(person.calendarToken)).expect(404);
    await t.request().get(gamesCalendarPath(renewed)).expect(200);
    expect((await agent.get('/api/self').expect(200)).body.data.calendar_token).toBe(renewed);

    // Only the caller's own token changes; the history records the renewal (not the token).
    const untouched = await t.prisma.person.findUniqueOrThrow({ where: { id: other.id } });
    expect(untouched.calendarToken).toBe(other.calendarToken);
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { subjectId: person.id, action: 'calendar.renewed' } });
    expect(JSON.stringify(entry.data)).not.toContain(renewed);
  });
});
