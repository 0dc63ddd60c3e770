// The webcal feeds, read back with an independent iCalendar parser (ical.js) as a calendar app would.
import ICAL from 'ical.js';
import { buildAssociation, buildClub, buildPerson } from '../../../test/factories';
import { buildCompetition, buildGame, buildSeason, buildTeams } from '../../../test/factories-stats';
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
});
