// A person's games feed costs one statement while nothing it shows changed, two after a change, whatever the
// person has (teams, games, officiated games), and every change shows in the very next request: the kept iCalendar
// text sits behind a stamp read on each request (server/domains/stats/personal-feed.ts, docs/benchmarks.md).
import ICAL from 'ical.js';
import { gamesCalendarPath } from '../../shared/calendar';
import { useTestApp } from '../app';
import { buildAssociation, buildMembership, buildPerson, unique } from '../factories';
import { buildCompetition, buildGame, buildGroup, buildSeason, buildTeams } from '../factories-stats';
import { statementsOf } from './statements';

const t = useTestApp();

const DAY = 86_400_000;
const at = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000);

/** The events' UIDs and summaries as a calendar app reads them. */
function eventsOf(text: string): { uid: string; summary: string; description: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, description: event.description };
  });
}

const uid = (gameId: number) => `game-${gameId}@league-portal`;

/** A league with its own teams: the person's team `mine`, a rival, and a third team. */
async function buildLeague() {
  const association = await buildAssociation();
  const season = await buildSeason({ startsOn: '2020-01-01', endsOn: '2040-12-31' });
  const league = await buildCompetition({
    associationId: association.id,
    name: `Feedliga ${unique()}`,
    defaultSeasonId: season.id,
  });
  const [mine, rival, third] = await buildTeams(association.id, [
    `Meine ${unique()}`,
    `Gegner ${unique()}`,
    `Dritte ${unique()}`,
  ]);
  return { season, league, mine: mine!, rival: rival!, third: third! };
}

type League = Awaited<ReturnType<typeof buildLeague>>;

/** `count` games of `team` against the rival, alternating home and away, half played, half to come. */
async function addGames(l: League, team: League['mine'], count: number) {
  const games = [];
  for (let i = 0; i < count; i++) {
    const played = i % 2 === 0;
    games.push(
      await buildGame({
        competitionId: l.league.id,
        seasonId: l.season.id,
        home: i % 4 < 2 ? team : l.rival,
        away: i % 4 < 2 ? l.rival : team,
        state: played ? 'finished' : 'scheduled',
        score: played ? [2, 1] : undefined,
        kickoff: at(played ? -i - 1 : i + 1),
      }),
    );
  }
  return games;
}

describe('the personal feed kept behind its stamp', () => {
  it('costs one statement when nothing changed and two after a change, whatever the person has', async () => {
    const person = await buildPerson();
    const path = gamesCalendarPath(person.calendarToken);
    const measure = async () => {
      const fresh = await statementsOf(() => t.request().get(path).expect(200));
      const repeat = await statementsOf(() => t.request().get(path).expect(200));
      expect(repeat.result.text).toBe(fresh.result.text);
      return { fresh: fresh.count, repeat: repeat.count, texts: fresh.texts, events: eventsOf(fresh.result.text).length };
    };
    const empty = await measure();

    const small = await buildLeague();
    await buildMembership({ personId: person.id, clubId: small.mine.clubId, sportId: small.mine.sportId, teamId: small.mine.id });
    await addGames(small, small.mine, 2);
    const few = await measure();

    for (let n = 0; n < 3; n++) {
      const l = await buildLeague();
      await buildMembership({ personId: person.id, clubId: l.mine.clubId, sportId: l.mine.sportId, teamId: l.mine.id });
      await addGames(l, l.mine, 12);
      // Games of other teams the person officiates.
      const officiated = await addGames(l, l.third, 4);
      await t.prisma.gameOfficial.createMany({ data: officiated.map((g) => ({ gameId: g.id, personId: person.id })) });
    }
    const many = await measure();

    expect([empty.events, few.events, many.events]).toEqual([0, 2, 2 + 3 * (12 + 4)]);
    // The stamp; after a change also the games.
    expect(many.texts).toHaveLength(2);
    expect([empty.fresh, few.fresh, many.fresh]).toEqual([2, 2, 2]);
    expect([empty.repeat, few.repeat, many.repeat]).toEqual([1, 1, 1]);
  });

  it("shows every change to the person's games, memberships and officiated games in the next request", async () => {
    const l = await buildLeague();
    const person = await buildPerson({ preferredLanguage: 'de' });
    const membership = await buildMembership({
      personId: person.id,
      clubId: l.mine.clubId,
      sportId: l.mine.sportId,
      teamId: l.mine.id,
    });
    const [played, coming] = await addGames(l, l.mine, 2);
    const path = gamesCalendarPath(person.calendarToken);
    const feed = async () => {
      const res = await t.request().get(path).expect(200);
      return { etag: res.headers.etag as string, events: eventsOf(res.text) };
    };
    const first = await feed();
    expect(first.events.map((e) => e.uid)).toEqual([uid(played!.id), uid(coming!.id)]);
    // Unchanged: the same text, and a calendar app that has it gets 304.
    await t.request().get(path).set('If-None-Match', first.etag).expect(304);
    // Compressed for a client that accepts gzip, the same text once decoded.
    const gzipped = await t.request().get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(first.etag);
    expect(eventsOf(gzipped.text)).toEqual(first.events);

    // A result entered (the game's row).
    await t.prisma.game.update({
      where: { id: coming!.id },
      data: { startedAt: at(0), finishedAt: at(0), homeScore: 5, awayScore: 4 },
    });
    const scored = await feed();
    expect(scored.etag).not.toBe(first.etag);
    expect(scored.events[1]!.description).toContain('Ergebnis: 5:4');
    await t.request().get(path).set('If-None-Match', first.etag).expect(200);

    // A game added for the person's team, and one cancelled.
    const added = await buildGame({
      competitionId: l.league.id,
      seasonId: l.season.id,
      home: l.rival,
      away: l.mine,
      state: 'scheduled',
      kickoff: at(20),
    });
    await t.prisma.game.update({ where: { id: played!.id }, data: { status: 'cancelled', statusReason: 'Platz gesperrt' } });
    const grown = await feed();
    expect(grown.events.map((e) => e.uid)).toEqual([uid(played!.id), uid(coming!.id), uid(added.id)]);
    expect(grown.events[0]!.summary).toMatch(/^Abgesagt: /);

    // Names the feed shows: the team (shared counter), the group and the league (the league's counter).
    await t.prisma.team.update({ where: { id: l.rival.id }, data: { name: 'Umbenannt' } });
    expect((await feed()).events[2]!.summary).toBe(`Umbenannt - ${l.mine.name}`);
    const group = await buildGroup({ competitionId: l.league.id, seasonId: l.season.id, name: 'Gruppe Nord', teamIds: [] });
    await t.prisma.game.update({ where: { id: added.id }, data: { groupId: group.id } });
    await t.prisma.group.update({ where: { id: group.id }, data: { name: 'Gruppe Süd' } });
    expect((await feed()).events[2]!.description).toContain('Gruppe Süd');
    await t.prisma.competition.update({ where: { id: l.league.id }, data: { name: 'Neue Liga' } });
    expect((await feed()).events[2]!.description).toContain('Neue Liga');

    // A game officiated by the person, in another team's schedule.
    const refereed = await buildGame({
      competitionId: l.league.id,
      seasonId: l.season.id,
      home: l.third,
      away: l.rival,
      state: 'scheduled',
      kickoff: at(30),
    });
    await t.prisma.gameOfficial.create({ data: { gameId: refereed.id, personId: person.id } });
    expect((await feed()).events.map((e) => e.uid)).toContain(uid(refereed.id));

    // The person's language.
    await t.prisma.person.update({ where: { id: person.id }, data: { preferredLanguage: 'en' } });
    const english = await t.request().get(path).expect(200);
    expect(english.text).toContain('X-WR-CALNAME:My games');

    // The membership ends: only the officiated game stays.
    await t.prisma.membership.update({ where: { id: membership.id }, data: { activeTo: at(-1) } });
    expect((await feed()).events.map((e) => e.uid)).toEqual([uid(refereed.id)]);

    // A renewed token: the old address answers 404 at once.
    await t.prisma.person.update({ where: { id: person.id }, data: { calendarToken: crypto.randomUUID() } });
    await t.request().get(path).expect(404);
  });
});
