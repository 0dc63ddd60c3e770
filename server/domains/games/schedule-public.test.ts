// A schedule change reaches the public side at once: the statistics' games list, game page and team page and the
// players' start page show a postponed or cancelled game with its reason, and the iCalendar feeds (category and
// personal, read with ical.js as a calendar app would) move it or mark it STATUS:CANCELLED.
import ICAL from 'ical.js';
import { useTestApp } from '../../../test/app';
import { buildPlayer, signIn } from '../../../test/factories';
import { buildScheduledGame, buildScheduleWorld } from '../../../test/factories-schedule';

const t = useTestApp();

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      description: event.description,
    };
  });
}

describe('a postponed and a cancelled game on the public side', () => {
  it('shows status and reason in the statistics and moves or cancels them in the feeds', async () => {
    const w = await buildScheduleWorld();
    const moved = await buildScheduledGame(w, { number: 1, kickoff: '2027-03-06T16:00:00Z' });
    const called = await buildScheduledGame(w, {
      number: 2,
      kickoff: '2027-03-13T16:00:00Z',
      homeTeamId: w.teams.füchse.id,
      awayTeamId: w.teams.adler.id,
    });
    const player = await buildPlayer({ clubId: w.east.id, sportId: w.sport.id, teamId: w.teams.adler.id });
    const person = await t.prisma.person.findUniqueOrThrow({ where: { id: player.person.id }, select: { calendarToken: true } });
    const league = `/api/stats/leagues/${w.league.id}`;
    // The answers before the change, so the cached statistics have something to drop.
    await t.request().get(`${league}/games`).expect(200);
    await t.request().get(`/api/calendar/leagues/${w.league.id}.ics`).expect(200);

    const rep = await signIn(t, w.leagueRep.email);
    await rep
      .post(`/api/games/${moved.id}/postpone`)
      .send({ kickoff_time: '2027-03-20T16:00:00+01:00', reason: 'Platz gesperrt' })
      .expect(200);
    await rep.post(`/api/games/${called.id}/cancel`).send({ reason: 'Team zurückgezogen' }).expect(200);

    const list = (await t.request().get(`${league}/games`).expect(200)).body.data.games;
    expect(
      list.map((g: { id: number; status: string; status_reason: string; kickoff_time: string }) => [
        g.id,
        g.status,
        g.status_reason,
        g.kickoff_time,
      ]),
    ).toEqual([
      [called.id, 'cancelled', 'Team zurückgezogen', '2027-03-13T16:00:00.000Z'],
      [moved.id, 'postponed', 'Platz gesperrt', '2027-03-20T15:00:00.000Z'],
    ]);
    const page = (await t.request().get(`/api/stats/games/${called.id}`).expect(200)).body.data;
    expect(page.game).toMatchObject({ status: 'cancelled', status_reason: 'Team zurückgezogen' });
    const team = (await t.request().get(`${league}/teams/${w.teams.adler.id}`).expect(200)).body.data;
    expect(JSON.stringify(team)).toContain('"status":"cancelled"');

    // The player's start page lists both, marked.
    const home = await (await signIn(t, player.person.email)).get('/api/self?include=upcomingGames').expect(200);
    const upcoming = home.body.data.upcomingGames as Array<{ id: number; status: string; status_reason: string | null }>;
    expect(upcoming.map((g) => [g.id, g.status, g.status_reason])).toEqual([
      [called.id, 'cancelled', 'Team zurückgezogen'],
      [moved.id, 'postponed', 'Platz gesperrt'],
    ]);

    for (const feed of [`/api/calendar/leagues/${w.league.id}.ics`, `/api/calendar/games-calendar/${person.calendarToken}.ics`]) {
      const found = events((await t.request().get(feed).expect(200)).text);
      const cancelled = found.find((e) => e.uid === `game-${called.id}@league-portal`)!;
      expect(cancelled).toMatchObject({ status: 'CANCELLED', start: '2027-03-13T16:00:00.000Z' });
      expect(cancelled.summary).toMatch(/^Abgesagt: /);
      expect(cancelled.description).toContain('Abgesagt: Team zurückgezogen');
      const postponed = found.find((e) => e.uid === `game-${moved.id}@league-portal`)!;
      expect(postponed).toMatchObject({ status: 'CONFIRMED', start: '2027-03-20T15:00:00.000Z' });
      expect(postponed.description).toContain('Verlegt: Platz gesperrt');
    }
  });
});
