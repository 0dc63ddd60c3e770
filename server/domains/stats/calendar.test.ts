// The webcal feeds, read back with an independent iCalendar parser (ical.js) as a calendar app would.
import ICAL from 'ical.js';
import { buildAssociation, buildClub, buildPerson, signIn } from '../../../test/factories';
import { buildCompetition, buildGame, buildSeason, buildTeams } from '../../../test/factories-stats';
import { buildScheduledGame, buildScheduleWorld } from '../../../test/factories-schedule';
import { useTestApp } from '../../../test/app';
import { gamesCalendarPath, gamesCalendarWebcalUrl } from '../../../shared/calendar';

const t = useTestApp();

const DAY = 86_400_000;
const at = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000);

interface ParsedEvent {
  uid: string;
  summary: string;
  start: number;
  end: number;
  location: string | null;
  description: string;
  url: string | null;
}

function parse(text: string): { name: string | null; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      location: event.location ?? null,
      description: event.description,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
    };
  });
  return { name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null, events };
}

describe('iCalendar feeds', () => {
  let token: string;
  let englishToken: string;
  let leagueId: number;
  let tournamentId: number;
  const teamIds: Record<string, number> = {};
  const games: Record<string, { id: number; kickoff: Date; finished?: Date }> = {};

  beforeAll(async () => {
    const association = await buildAssociation();
    const season = await buildSeason({ startsOn: '2020-01-01', endsOn: '2040-12-31' });
    const league = await buildCompetition({ associationId: association.id, name: 'Kalenderliga', defaultSeasonId: season.id });
    const tournament = await buildCompetition({ associationId: association.id, kind: 'tournament', name: 'Kalenderpokal' });
    leagueId = league.id;
    tournamentId = tournament.id;
    const [mine, rival, cupTeam, other, alumniTeam] = await buildTeams(association.id, [
      'Meine',
      'Gegner',
      'Pokalteam',
      'Andere',
      'Alte',
    ]);
    Object.assign(teamIds, { mine: mine!.id, rival: rival!.id });
    const person = await buildPerson({ preferredLanguage: 'de' });
    token = person.calendarToken;
    const english = await buildPerson({ preferredLanguage: 'en' });
    englishToken = english.calendarToken;
    const member = async (personId: number, team: { id: number; clubId: number; sportId: number }, extra = {}) =>
      t.prisma.membership.create({ data: { personId, clubId: team.clubId, sportId: team.sportId, teamId: team.id, ...extra } });
    await member(person.id, mine!);
    await member(person.id, cupTeam!);
    await member(person.id, alumniTeam!, { isAlumni: true });
    await member(person.id, other!, { activeTo: new Date(Date.now() - 10 * DAY) });
    await member(english.id, mine!);
    // A membership without a team does not add games.
    const club = await buildClub({ associationId: association.id });
    await t.prisma.membership.create({ data: { personId: person.id, clubId: club.id, sportId: mine!.sportId } });

    const game = async (key: string, data: Parameters<typeof buildGame>[0]) => {
      const g = await buildGame(data);
      games[key] = { id: g.id, kickoff: g.kickoffTime, finished: g.finishedAt ?? undefined };
    };
    const base = { competitionId: league.id, seasonId: season.id };
    await game('played', { ...base, home: mine!, away: rival!, score: [3, 1], kickoff: at(-7), location: 'Sportpark Nord' });
    await game('upcoming', { ...base, home: rival!, away: mine!, state: 'scheduled', kickoff: at(7), location: null });
    await game('cup', {
      competitionId: tournament.id,
      seasonId: season.id,
      home: cupTeam!,
      away: rival!,
      state: 'scheduled',
      kickoff: at(14),
    });
    await game('old', { ...base, home: mine!, away: rival!, score: [1, 0], kickoff: at(-90) });
    await game('others', { ...base, home: other!, away: rival!, state: 'scheduled', kickoff: at(3) });
    await game('alumni', { ...base, home: alumniTeam!, away: rival!, state: 'scheduled', kickoff: at(4) });
  });

  it('builds the webcal address the home page links to', () => {
    expect(gamesCalendarWebcalUrl('portal.example.org:8443', token)).toBe(
      `webcal://portal.example.org:8443/api/calendar/games-calendar/${token}.ics`,
    );
    expect(gamesCalendarWebcalUrl('https://portal.example.org/', token)).toBe(
      `webcal://portal.example.org/api/calendar/games-calendar/${token}.ics`,
    );
  });

  it("serves a person's team games, upcoming and recent, parseable by a real iCalendar parser", async () => {
    const res = await t.request().get(gamesCalendarPath(token)).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const { name, events } = parse(res.text);
    expect(name).toBe('Meine Spiele');
    expect(events.map((e) => e.uid)).toEqual(
      [games.played!.id, games.upcoming!.id, games.cup!.id].map((id) => `game-${id}@league-portal`),
    );

    const [played, upcoming, cup] = events as [ParsedEvent, ParsedEvent, ParsedEvent];
    expect(played.summary).toBe('Meine - Gegner');
    expect(played.start).toBe(games.played!.kickoff.getTime());
    expect(played.end).toBe(games.played!.finished!.getTime());
    expect(played.location).toBe('Sportpark Nord');
    expect(played.description).toContain('Ergebnis: 3:1');
    expect(played.description).toContain('Kalenderliga');
    const link = `http://portal.test/stats/leagues/${leagueId}/games/${games.played!.id}`;
    expect(played.url).toBe(link);
    expect(played.description).toContain(link);

    expect(upcoming.summary).toBe('Gegner - Meine');
    expect(upcoming.end - upcoming.start).toBe(120 * 60_000);
    expect(upcoming.location).toBeNull();
    expect(upcoming.description).not.toContain('Ergebnis');
    expect(cup.url).toBe(`http://portal.test/stats/tournaments/${tournamentId}/games/${games.cup!.id}`);
  });

  it('keeps UIDs and content stable between fetches (ETag, 304)', async () => {
    const first = await t.request().get(gamesCalendarPath(token)).expect(200);
    const second = await t.request().get(`/api/calendar/games-calendar/${token}`).expect(200);
    expect(parse(second.text).events.map((e) => e.uid)).toEqual(parse(first.text).events.map((e) => e.uid));
    expect(second.headers.etag).toBe(first.headers.etag);
    await t
      .request()
      .get(gamesCalendarPath(token))
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  });

  it("writes the feed in the person's language", async () => {
    const res = await t.request().get(gamesCalendarPath(englishToken)).expect(200);
    const { name, events } = parse(res.text);
    expect(name).toBe('My games');
    expect(events[0]!.description).toContain('Result: 3:1');
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const unknown = await t.request().get('/api/calendar/games-calendar/00000000-0000-4000-8000-000000000000.ics').expect(404);
    expect(unknown.body.error.code).toBe('NotFound');
    const bad = await t.request().get('/api/calendar/games-calendar/not-a-uuid.ics').expect(400);
    expect(bad.body.error.code).toBe('ValidationFailed');
  });

  it("serves a league season's games as a public feed", async () => {
    const res = await t.request().get(`/api/calendar/leagues/${leagueId}.ics`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { name, events } = parse(res.text);
    expect(name).toMatch(/^Kalenderliga /);
    expect(events.map((e) => e.summary)).toEqual([
      'Meine - Gegner',
      'Meine - Gegner',
      'Andere - Gegner',
      'Alte - Gegner',
      'Gegner - Meine',
    ]);
    expect(events.map((e) => e.uid)).toContain(`game-${games.played!.id}@league-portal`);
    const english = await t.request().get(`/api/calendar/leagues/${leagueId}.ics?lang=en`).expect(200);
    expect(english.text).toContain('Result: 3:1');
    await t.request().get(`/api/calendar/tournaments/${leagueId}.ics`).expect(404);
    await t.request().get(`/api/calendar/cups/${leagueId}.ics`).expect(404);
    await t.request().get(`/api/calendar/leagues/${leagueId}.ics?seasonID=999999`).expect(404);
    await t.request().get('/api/calendar/leagues/abc.ics').expect(400);
  });

  it("serves one team's games in every competition, a year back and all ahead, public and in the asked language", async () => {
    const res = await t.request().get(`/api/calendar/teams/${teamIds.rival}.ics?lang=en`).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { name, events } = parse(res.text);
    expect(name).toBe('Gegner');
    const ids = (...keys: string[]) => keys.map((k) => `game-${games[k]!.id}@league-portal`).sort();
    expect(events.map((e) => e.uid).sort()).toEqual(ids('old', 'played', 'others', 'alumni', 'upcoming', 'cup'));
    const played = events.find((e) => e.uid === `game-${games.played!.id}@league-portal`)!;
    expect(played.description).toContain('Result: 3:1');
    expect(played.url).toBe(`http://portal.test/stats/leagues/${leagueId}/games/${games.played!.id}`);
    const cup = events.find((e) => e.uid === `game-${games.cup!.id}@league-portal`)!;
    expect(cup.url).toBe(`http://portal.test/stats/tournaments/${tournamentId}/games/${games.cup!.id}`);

    const first = await t.request().get(`/api/calendar/teams/${teamIds.mine}`).expect(200);
    expect(
      parse(first.text)
        .events.map((e) => e.uid)
        .sort(),
    ).toEqual(ids('old', 'played', 'upcoming'));
    const again = await t.request().get(`/api/calendar/teams/${teamIds.mine}`).expect(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    await t.request().get('/api/calendar/teams/999999999.ics').expect(404);
    await t.request().get('/api/calendar/teams/abc.ics').expect(400);
  });
});

/**
 * What RFC 5545 asks of the text itself, checked apart from the parser (which forgives much): CRLF after every line,
 * the last one too, no line longer than 75 octets, components opened and closed in order, and the properties a
 * calendar and each event must have.
 */
function expectWellFormed(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const open: string[] = [];
  const seen: Set<string>[] = [];
  for (const line of lines.filter((l) => !l.startsWith(' '))) {
    const name = line.slice(0, line.search(/[:;]/));
    if (name === 'BEGIN') {
      open.push(line.slice(6));
      seen.push(new Set());
    } else if (name === 'END') {
      const component = open.pop();
      expect(line.slice(4)).toBe(component);
      const props = seen.pop()!;
      if (component === 'VCALENDAR')
        expect([...props].filter((p) => ['VERSION', 'PRODID'].includes(p)).sort()).toEqual(['PRODID', 'VERSION']);
      if (component === 'VEVENT') for (const p of ['UID', 'DTSTAMP', 'DTSTART']) expect(props).toContain(p);
    } else {
      seen.at(-1)!.add(name);
    }
  }
  expect(open).toEqual([]);
}

describe('iCalendar feeds follow a game through its changes (RFC 5545)', () => {
  interface Revision {
    sequence: number;
    stamp: number;
    lastModified: number;
    status: string | null;
    transparency: string | null;
    start: number;
    summary: string;
    location: string | null;
  }

  /** The game's event in the feed at `path`, after checking the whole text and parsing it with ical.js. */
  async function revision(path: string, gameId: number): Promise<Revision & { etag: string }> {
    const res = await t.request().get(path).expect(200);
    expectWellFormed(res.text);
    const calendar = new ICAL.Component(ICAL.parse(res.text));
    const component = calendar
      .getAllSubcomponents('vevent')
      .find((c) => c.getFirstPropertyValue('uid') === `game-${gameId}@league-portal`);
    expect(component).toBeDefined();
    const time = (name: string) => (component!.getFirstPropertyValue(name) as ICAL.Time).toJSDate().getTime();
    const event = new ICAL.Event(component);
    return {
      etag: res.headers.etag as string,
      sequence: Number(component!.getFirstPropertyValue('sequence')),
      stamp: time('dtstamp'),
      lastModified: time('last-modified'),
      status: (component!.getFirstPropertyValue('status') as string | null) ?? null,
      transparency: (component!.getFirstPropertyValue('transp') as string | null) ?? null,
      start: event.startDate.toJSDate().getTime(),
      summary: event.summary,
      location: event.location ?? null,
    };
  }

  it('raises SEQUENCE, DTSTAMP and LAST-MODIFIED on a move, a postponement and a cancellation, with the right STATUS', async () => {
    const w = await buildScheduleWorld();
    const fan = await buildPerson({ preferredLanguage: 'de' });
    await t.prisma.membership.create({
      data: { personId: fan.id, clubId: w.east.id, sportId: w.sport.id, teamId: w.teams.adler.id },
    });
    const game = await buildScheduledGame(w, { kickoff: '2027-03-06T14:00:00Z' });
    const agent = await signIn(t, w.leagueRep.email);
    const feeds = [
      `/api/calendar/leagues/${w.league.id}.ics`,
      gamesCalendarPath(fan.calendarToken),
      `/api/calendar/teams/${w.teams.adler.id}.ics`,
    ];
    const both = () => Promise.all(feeds.map((path) => revision(path, game.id)));

    const steps: Revision[][] = [await both()];
    const expectNewRevision = (now: Revision[]) => {
      const before = steps.at(-1)!;
      now.forEach((r, i) => {
        expect(r.sequence).toBe(before[i]!.sequence + 1);
        expect(r.stamp).toBeGreaterThan(before[i]!.stamp);
        expect(r.lastModified).toBe(r.stamp);
        expect((r as Revision & { etag: string }).etag).not.toBe((before[i] as Revision & { etag: string }).etag);
      });
      steps.push(now);
    };
    for (const r of steps[0]!) {
      expect(r).toMatchObject({ sequence: 0, status: 'CONFIRMED', start: Date.parse('2027-03-06T14:00:00Z') });
      expect(r.lastModified).toBe(r.stamp);
    }

    // Moved to another day and place.
    await agent
      .put(`/api/games/${game.id}`)
      .send({
        number: game.number,
        kickoff_time: '2027-03-13T15:00:00Z',
        group_id: w.group.id,
        home_team_id: w.teams.adler.id,
        away_team_id: w.teams.bären.id,
        field_id: null,
        location: 'Sporthalle am Südring, Eingang über den Parkplatz hinter der Grundschule Ährenfeld',
      })
      .expect(200);
    const moved = await both();
    expectNewRevision(moved);
    for (const r of moved) {
      expect(r).toMatchObject({ status: 'CONFIRMED', start: Date.parse('2027-03-13T15:00:00Z') });
      expect(r.location).toMatch(/^Sporthalle am Südring/);
    }

    // Postponed with the new date open: not shown as if it were played at the old time.
    const reason =
      'Die Halle ist wegen eines Wasserschadens gesperrt; der neue Termin wird mit beiden Vereinen abgestimmt. '.repeat(2);
    await agent.post(`/api/games/${game.id}/postpone`).send({ reason: reason.trim() }).expect(200);
    const open = await both();
    expectNewRevision(open);
    for (const r of open) {
      expect(r).toMatchObject({ status: 'TENTATIVE', transparency: 'TRANSPARENT' });
      expect(r.summary).toMatch(/^Verlegt, neuer Termin offen: /);
    }

    // Postponed to a new date.
    await agent
      .post(`/api/games/${game.id}/postpone`)
      .send({ kickoff_time: '2027-04-10T13:00:00Z', reason: 'Neuer Termin' })
      .expect(200);
    const dated = await both();
    expectNewRevision(dated);
    for (const r of dated) {
      expect(r).toMatchObject({ status: 'CONFIRMED', transparency: null, start: Date.parse('2027-04-10T13:00:00Z') });
      expect(r.summary).toMatch(/^Verlegt: /);
    }

    await agent.post(`/api/games/${game.id}/cancel`).send({ reason: 'Mannschaft zurückgezogen' }).expect(200);
    const cancelled = await both();
    expectNewRevision(cancelled);
    for (const r of cancelled) expect(r.status).toBe('CANCELLED');

    // Written by SQL, past the application (a repair, a script): still a revision the calendar apps notice.
    await t.prisma.$executeRaw`UPDATE games SET location = 'Ausweichplatz' WHERE id = ${game.id}`;
    const repaired = await both();
    expectNewRevision(repaired);
    for (const r of repaired) expect(r.location).toBe('Ausweichplatz');

    // A write that changes none of what the event shows keeps its revision.
    await t.prisma.$executeRaw`UPDATE games SET location = 'Ausweichplatz' WHERE id = ${game.id}`;
    const same = await both();
    same.forEach((r, i) => expect({ ...r, etag: '' }).toEqual({ ...repaired[i]!, etag: '' }));
  });
});
