// A club's member list by name is read from the club's memberships in name order (clubWalkSql in
// server/domains/members/person-list.sql.ts, decision 036): every page, forwards and backwards, is the page Prisma's filters and
// sort give, whatever the memberships are like (several in the club, ended ones, moved to another person), however
// the names compare (equal names, case, umlauts), and after a rename; and the first page beside a kept count is one
// statement.
import { useTestApp } from '../app';
import { buildAssociation, buildClub, buildMember, buildMembership, buildPerson, buildSport, buildTeam } from '../factories';
import { buildStaff } from '../factories-processes';
import { db } from '../../server/db/client';
import { personScopeWhere } from '../../server/domains/access/person-scope';
import { loadAccess, type Access } from '../../server/domains/access/access';
import { listPersonsText, personListStatements } from '../../server/domains/members/person-list.sql';
import { todaySql } from '../../server/domains/access/scope.sql';
import { pagingOf } from '../../server/domains/members/person-search.sql';
import { parseRqlTerms, rqlWhere } from '../../server/domains/members/rql.sql';
import { isPersonCount, statementsOf, statementsWithKeptCount } from './statements';

const t = useTestApp();
let access: Access;
/** The viewers compared: an association admin, the club's representative, a team manager of one of its teams. */
let viewers: Access[];
let admin: Awaited<ReturnType<typeof buildStaff>>;
let club: number;
let otherClub: number;
let sport: number;
let otherSport: number;

beforeAll(async () => {
  const association = await buildAssociation();
  club = (await buildClub({ associationId: association.id })).id;
  otherClub = (await buildClub({ associationId: association.id })).id;
  sport = (await buildSport('lacrosse_walk')).id;
  otherSport = (await buildSport('hockey_walk')).id;
  const team = (await buildTeam({ clubId: club, sportId: sport })).id;
  let n = 0;
  // Every third member plays in the team (the team manager's scope).
  const member = (lastname: string, firstname: string, data: { sportId?: number; gender?: 'male' | 'female' } = {}) =>
    buildMember({
      clubId: club,
      sportId: data.sportId ?? sport,
      teamId: (data.sportId ?? sport) === sport && n++ % 3 === 0 ? team : null,
      lastname,
      firstname,
      gender: data.gender,
    });
  // Names that sort close: equal ones (then by id), case and umlauts (ICU's order), a prefix.
  for (const [lastname, firstname] of [
    ['Müller', 'Anna'],
    ['Muller', 'Anna'],
    ['müller', 'Anna'],
    ['Mueller', 'Ben'],
    ['Müller', 'Anna'],
    ['Müll', 'Zora'],
    ['Ábel', 'Ida'],
    ['Abel', 'ida'],
    ['Zander', 'Ole'],
  ]) {
    await member(lastname, firstname, { gender: firstname === 'Ben' ? 'male' : 'female' });
  }
  // Two memberships in the club (two sports, and an alumni one beside a current one): listed once.
  const twice = await member('Doppel', 'Dora');
  await buildMembership({ personId: twice.person.id, clubId: club, sportId: otherSport });
  await buildMembership({ personId: twice.person.id, clubId: club, sportId: sport, isAlumni: true });
  // Only the other sport in the club; another club in the filtered sport.
  await member('Hockey', 'Hanna', { sportId: otherSport });
  const elsewhere = await member('Wechsel', 'Willi', { sportId: otherSport });
  await buildMembership({ personId: elsewhere.person.id, clubId: otherClub, sportId: sport });
  // An ended membership in the club only: not listed; ended beside a current one: listed once.
  const ended = await member('Ehemalig', 'Emil');
  await db().membership.update({ where: { id: ended.membership.id }, data: { activeTo: new Date('2020-12-31T00:00:00Z') } });
  const back = await member('Zurück', 'Zoe');
  await db().membership.update({ where: { id: back.membership.id }, data: { activeTo: new Date('2019-12-31T00:00:00Z') } });
  await buildMembership({ personId: back.person.id, clubId: club, sportId: sport });
  // Leaving at the end of next year: still a member.
  const leaving = await member('Geht', 'Gerda');
  const nextYear = new Date().getUTCFullYear() + 1;
  await db().membership.update({
    where: { id: leaving.membership.id },
    data: { activeTo: new Date(`${nextYear}-12-31T00:00:00Z`) },
  });
  // Renamed after joining: sorted by the new name.
  const renamed = await member('Aaaa', 'Vorher');
  await db().person.update({ where: { id: renamed.person.id }, data: { lastname: 'Yyyy', firstname: 'Nachher' } });
  // A membership moved to another person: sorted by that person's name.
  const moved = await member('Bbbb', 'Weg');
  const taker = await buildPerson({ lastname: 'Xxxx', firstname: 'Neu' });
  await db().membership.update({ where: { id: moved.membership.id }, data: { personId: taker.id } });
  admin = await buildStaff(t, 'association-leader', { associationId: association.id });
  access = await loadAccess(admin.person.id);
  const representative = await buildStaff(t, 'club-leader', { clubId: club });
  const manager = await buildStaff(t, 'team-leader', { teamId: team });
  viewers = [access, await loadAccess(representative.person.id), await loadAccess(manager.person.id)];
});

/** Prisma's answer: the persons the filters and the scope leave, in the list's order. */
async function reference(viewer: Access, rql: string, desc: boolean, page: number, size: number): Promise<number[]> {
  const dir = desc ? ('desc' as const) : ('asc' as const);
  const persons = await db().person.findMany({
    where: { AND: [personScopeWhere(viewer, 'persons.list'), rqlWhere(parseRqlTerms(rql), viewer.scope('persons.list'))] },
    orderBy: [{ lastname: dir }, { firstname: dir }, { id: dir }],
    skip: page * size,
    take: size,
    select: { id: true },
  });
  return persons.map((p) => p.id);
}

async function listed(viewer: Access, rql: string, desc: boolean, page: number, size: number) {
  const search = { permission: 'persons.list' as const, terms: parseRqlTerms(rql), q: undefined };
  const order = { order_by: 'persons.lastname' as const, order_by_desc: desc };
  const text = await listPersonsText(viewer, search, order, pagingOf({ page, page_size: size }), new Set());
  return { ids: (JSON.parse(text.data) as { id: number }[]).map((p) => p.id), total: text.total };
}

describe("a club's member list read in name order from its memberships", () => {
  it('is every page Prisma gives, forwards and backwards, for the club with and without further filters', async () => {
    for (const [v, viewer] of viewers.entries()) {
      for (const rql of [
        `eq(club,${club})`,
        `and(eq(sport,${sport}),eq(club,${club}))`,
        `and(eq(club,${club}),eq(gender,female))`,
        `and(eq(club,${club}),ne(sport,${otherSport}))`,
      ]) {
        const all = await reference(viewer, rql, false, 0, 1000);
        expect(all.length).toBeGreaterThan(v === 2 ? 2 : 5);
        for (const desc of [false, true]) {
          for (const size of [2, 3, 5]) {
            for (let page = 0; page * size <= all.length; page++) {
              const got = await listed(viewer, rql, desc, page, size);
              const expected = await reference(viewer, rql, desc, page, size);
              expect({ v, rql, desc, size, page, ids: got.ids }).toEqual({ v, rql, desc, size, page, ids: expected });
              expect(got.total).toBe(all.length);
            }
          }
        }
      }
    }
  });

  it('is every page Prisma gives for the club with any other term beside it', async () => {
    const x = `eq(club,${club})`;
    const shapes = [
      `and(${x},ne(club,${club}))`,
      `and(${x},eq(club,${otherClub}))`,
      `and(${x},in(club,(${club},${otherClub})))`,
      `and(${x},out(club,(${otherClub})))`,
      `and(${x},in(sport,(${sport},${otherSport})))`,
      `and(${x},out(sport,(${sport})))`,
      `and(${x},eq(team,null))`,
      `and(${x},ne(team,null))`,
      `and(${x},eq(alumni,1))`,
      `and(${x},eq(alumni,0))`,
      `and(${x},lt(birthdate,2000-01-01))`,
      `and(${x},gt(birthdate,2000-01-01))`,
      `and(eq(sport,${otherSport}),${x})`,
    ];
    for (const [v, viewer] of viewers.entries()) {
      for (const rql of shapes) {
        const all = await reference(viewer, rql, false, 0, 1000);
        for (const desc of [false, true]) {
          for (let page = 0; page * 3 <= all.length; page++) {
            const got = await listed(viewer, rql, desc, page, 3);
            const expected = await reference(viewer, rql, desc, page, 3);
            expect({ v, rql, desc, page, ids: got.ids }).toEqual({ v, rql, desc, page, ids: expected });
            expect({ v, rql, total: got.total }).toEqual({ v, rql, total: all.length });
          }
        }
      }
    }
  });

  it('is the way a club filter sorted by name is read, and only that', () => {
    const statement = (rql: string, order: 'persons.lastname' | 'persons.created_at', q?: string) => {
      const search = { permission: 'persons.list' as const, terms: parseRqlTerms(rql), q };
      const paging = pagingOf({ page: 0, page_size: 30 });
      const s = personListStatements(
        access,
        search,
        { order_by: order, order_by_desc: false },
        paging,
        new Set(),
        todaySql(),
        true,
      );
      return s.combined ? s.combinedPage().text : s.page(null)!.text;
    };
    const walks = (text: string) => text.includes('FROM memberships mw');
    expect(walks(statement(`eq(club,${club})`, 'persons.lastname'))).toBe(true);
    expect(walks(statement(`and(eq(sport,${sport}),eq(club,${club}))`, 'persons.lastname', 'ab'))).toBe(true);
    expect(walks(statement(`eq(club,${club})`, 'persons.created_at'))).toBe(false);
    expect(walks(statement(`eq(club,${club})`, 'persons.lastname', 'schmidt'))).toBe(false);
    expect(walks(statement(`in(club,(${club}))`, 'persons.lastname'))).toBe(false);
  });

  it('keeps the copies of the names equal to the persons', async () => {
    const stale = await db().$queryRaw<{ id: number }[]>`SELECT m.id FROM memberships m JOIN persons p ON p.id = m.person_id
      WHERE m.person_lastname <> p.lastname OR m.person_firstname <> p.firstname`;
    expect(stale).toEqual([]);
  });

  it('reads its first page in one statement while its kept count holds, and counts again after a change', async () => {
    const path = `/api/persons?page=0&page_size=3&rql=${encodeURIComponent(`eq(club,${club})`)}`;
    const isPageWithSnapshot = (text: string) => text.includes('(SELECT pg_current_snapshot()::text) AS snapshot');
    await admin.agent.get(path).expect(200);
    const reused = await statementsWithKeptCount(() => admin.agent.get(path).expect(200));
    expect(reused.texts.filter(isPageWithSnapshot)).toHaveLength(1);
    expect(reused.count).toBe(2);
    const before = reused.result.body.meta.total_results as number;

    await buildMember({ clubId: club, sportId: sport, lastname: 'Neu', firstname: 'Nora' });
    const changed = await statementsOf(() => admin.agent.get(path).expect(200));
    expect(changed.texts.filter(isPersonCount)).toHaveLength(1);
    expect(changed.result.body.meta.total_results).toBe(before + 1);
  });
});
