// The member search runs as SQL (scope, RQL, quick search: searchSql); the Prisma filters (personScopeWhere,
// rqlWhere, quickSearchWhere) state the same rules readably. Both must find the same persons for every subject,
// operator and role, with the scope checked every way (perRow: hashed sets, index lookups per person, or for a quick
// search's matches the scope's clubs hashed), and the list must page backwards correctly.
import pg from 'pg';
import { useTestApp } from '../../../test/app';
import { buildMember, buildMembership, signIn } from '../../../test/factories';
import { buildAdminWorld, type AdminWorld } from '../../../test/factories-admin';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { personScopeWhere } from '../access/person-scope';
import type { PerRowScope } from '../access/scope.sql';
import { loadAccess, type Access } from '../access/access';
import { quickSearchWhere, searchSql } from './person-search.sql';
import { parseRqlTerms, rqlWhere } from './rql.sql';

let w: AdminWorld;
let extra: { ended: number; league: number; goalie: number; tagged: number; national: number; regionAdmin: number };

const t = useTestApp();
beforeAll(async () => {
  w = await buildAdminWorld(t);
  // More shapes than the admin world has: an ended membership, a league, positions, a tag, a national player, a rule.
  const ended = await buildMember({ clubId: w.clubA1.id, sportId: w.sport.id, lastname: 'Ende', gender: 'male' });
  await db().membership.update({ where: { id: ended.membership.id }, data: { activeTo: new Date('2020-01-01') } });
  const season = await db().season.create({
    data: { name: `S ${Date.now()}`, startsOn: new Date('2026-01-01'), endsOn: new Date('2026-12-31') },
  });
  const league = await db().competition.create({
    data: { associationId: w.assocA.id, sportId: w.sport.id, kind: 'league', name: 'Liga', defaultSeasonId: season.id },
  });
  const group = await db().group.create({ data: { competitionId: league.id, seasonId: season.id } });
  await db().groupTeam.create({ data: { groupId: group.id, teamId: w.teamA1.id } });
  const goalie = await buildMember({ clubId: w.clubA2.id, sportId: w.indoor.id, lastname: 'Torhüter_in', gender: 'female' });
  await db().membership.update({ where: { id: goalie.membership.id }, data: { positions: ['goalie', 'face_off'] } });
  await db().personTag.create({ data: { personId: w.a2Member.person.id, tagId: w.tagA.id } });
  await db().internationalPlayer.create({ data: { personId: w.a1Youth.person.id, internationalTeamId: w.nationalA.id } });
  await db().aclRule.create({ data: { personId: w.a1Player.person.id, role: 'team_leader', teamId: w.teamA1b.id } });
  // A region of association A with club A2 in it, and its leader (the scope's clubs by region).
  const region = await db().region.create({ data: { associationId: w.assocA.id, name: 'Nord' } });
  await db().club.update({ where: { id: w.clubA2.id }, data: { regionId: region.id } });
  const regionAdmin = await buildMember({ clubId: w.clubB1.id, sportId: w.sport.id, lastname: 'Region' });
  // Two clubs, two sports: the filtered club's membership is not the one in the filtered sport.
  const twoClubs = await buildMember({ clubId: w.clubA1.id, sportId: w.sport.id, lastname: 'Zweiverein' });
  await buildMembership({ personId: twoClubs.person.id, clubId: w.clubA2.id, sportId: w.indoor.id });
  // Letters whose lower case is not ASCII's (the quick search lowers both sides as ILIKE does, decision 035).
  await buildMember({ clubId: w.clubA1.id, sportId: w.sport.id, firstname: 'İlkay', lastname: 'ÖZTÜRK-Groß' });
  await db().aclRule.create({ data: { personId: regionAdmin.person.id, role: 'region_leader', regionId: region.id } });
  extra = {
    regionAdmin: regionAdmin.person.id,
    ended: ended.person.id,
    league: league.id,
    goalie: goalie.person.id,
    tagged: w.a2Member.person.id,
    national: w.a1Youth.person.id,
  };
});

async function viaPrisma(access: Access, rql: string, q: string | undefined): Promise<number[]> {
  const where: Prisma.PersonWhereInput = {
    AND: [
      personScopeWhere(access, 'persons.list'),
      rqlWhere(parseRqlTerms(rql), access.scope('persons.list')),
      quickSearchWhere(q),
    ],
  };
  return (await db().person.findMany({ where, select: { id: true }, orderBy: { id: 'asc' } })).map((p) => p.id);
}

async function viaSql(access: Access, rql: string, q: string | undefined, perRow: PerRowScope): Promise<number[]> {
  const where = searchSql(access, { permission: 'persons.list', terms: parseRqlTerms(rql), q }, { perRowScope: perRow });
  return (await db().$queryRaw<{ id: number }[]>`SELECT p.id FROM persons p WHERE ${where} ORDER BY p.id`).map((p) => p.id);
}

describe('quickSearchSql', () => {
  it('lowers a word as the database does (ICU root: Unicode default case mapping)', async () => {
    const words = ['ÖZTÜRK-Groß', 'İlkay', 'ẞ', 'ΟΔΥΣΣΕΥΣ', '%ΣΑΣ%', 'Ǆemal', 'Ĳssel', 'ＡＢＣ', 'Å', '𐐀', 'Łódź'];
    const rows = await db().$queryRaw<
      { word: string; lower: string }[]
    >`SELECT w AS word, lower(w) AS lower FROM unnest(${words}::text[]) w`;
    expect(rows.map((r) => r.lower)).toEqual(words.map((w) => w.toLowerCase()));
  });
});

describe('memberships.search_text', () => {
  it('follows its person: made, renamed, moved to another person; a club filter with a quick search finds by it', async () => {
    const admin = await loadAccess(w.assocAdmin.id);
    const club = `eq(club,${w.clubA1.id})`;
    const member = await buildMember({ clubId: w.clubA1.id, sportId: w.sport.id, firstname: 'Quirin', lastname: 'Altname' });
    expect(await viaSql(admin, club, 'altname quirin', false)).toEqual([member.person.id]);
    await db().person.update({ where: { id: member.person.id }, data: { lastname: 'Neuname', email: null } });
    expect(await viaSql(admin, club, 'altname', false)).toEqual([]);
    expect(await viaSql(admin, club, 'NEUNAME', false)).toEqual([member.person.id]);
    const other = await buildMember({ clubId: w.clubA2.id, sportId: w.sport.id, firstname: 'Xaver', lastname: 'Anderer' });
    await db().membership.update({ where: { id: member.membership.id }, data: { personId: other.person.id } });
    expect(await viaSql(admin, club, 'neuname', false)).toEqual([]);
    expect(await viaSql(admin, club, 'xaver', false)).toEqual([other.person.id]);
    const stale = await db().$queryRaw<{ id: number }[]>`SELECT m.id FROM memberships m JOIN persons p ON p.id = m.person_id
      WHERE m.search_text <> person_search_text(p.lastname, p.firstname, p.email)`;
    expect(stale).toEqual([]);
  });

  it('is right when a rename commits while a new membership of the person is not yet committed', async () => {
    const member = await buildMember({ clubId: w.clubA2.id, sportId: w.sport.id, lastname: 'Vorher' });
    const adding = new pg.Client({ connectionString: t.config.databaseUrl });
    const renaming = new pg.Client({ connectionString: t.config.databaseUrl });
    await Promise.all([adding.connect(), renaming.connect()]);
    try {
      await adding.query('BEGIN');
      const inserted = await adding.query<{ id: number }>(
        `INSERT INTO memberships (person_id, club_id, sport_id, updated_at) VALUES ($1, $2, $3, now()) RETURNING id`,
        [member.person.id, w.clubA1.id, w.indoor.id],
      );
      // The rename waits for the new membership's transaction (its copy locked the person's row)...
      const renamed = renaming.query(`UPDATE persons SET lastname = 'Nachher' WHERE id = $1`, [member.person.id]);
      await until(async () => (await renamesWaiting()) > 0);
      await adding.query('COMMIT');
      await renamed;
      // ... and then writes its new name to it as well.
      const copy = await db().$queryRaw<{ search_text: string }[]>`
        SELECT search_text FROM memberships WHERE id = ${inserted.rows[0]!.id}`;
      expect(copy[0]!.search_text).toMatch(/^nachher /);
    } finally {
      await Promise.all([adding.end(), renaming.end()]);
    }
  });
});

/** Sessions of this database waiting for a lock in a rename. */
async function renamesWaiting(): Promise<number> {
  const rows = await db().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE ${'%UPDATE persons SET lastname%'}`;
  return Number(rows[0]!.n);
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (;;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('memberships.search_text and an escaped pattern', () => {
  it('finds with a trailing backslash what the exact search finds (no copy test then)', async () => {
    const admin = await loadAccess(w.assocAdmin.id);
    const member = await buildMember({ clubId: w.clubA1.id, sportId: w.sport.id, lastname: 'Rabatt%' });
    const club = `eq(club,${w.clubA1.id})`;
    expect(await viaSql(admin, club, 'rabatt\\', false)).toEqual(await viaPrisma(admin, club, 'rabatt\\'));
    expect(await viaSql(admin, club, 'rabatt\\', false)).toEqual([member.person.id]);
  });
});

describe('searchSql', () => {
  it('finds exactly the persons of the Prisma filters for every subject, operator and role', async () => {
    const rqls = [
      '',
      'eq(gender,female)',
      'ne(gender,female)',
      `eq(sport,${w.indoor.id})`,
      `eq(club,${w.clubA1.id})`,
      `ne(club,${w.clubA1.id})`,
      `in(club,(${w.clubA2.id},${w.clubB1.id}))`,
      `out(club,(${w.clubA1.id}))`,
      `eq(team,${w.teamA1.id})`,
      'eq(team,null)',
      'ne(team,null)',
      `in(team,(${w.teamA1.id},null))`,
      `eq(league,${extra.league})`,
      'eq(position,goalie)',
      'eq(position,face-off)',
      'in(position,(attack,face-off))',
      `eq(internationalTeam,${w.nationalA.id})`,
      'eq(internationalTeam,null)',
      'eq(admin,none)',
      'eq(admin,team-leader)',
      'ne(admin,club-leader)',
      `eq(tag,${w.tagA.id})`,
      'eq(tag,null)',
      `out(tag,(${w.tagA.id},null))`,
      'eq(alumni,1)',
      'eq(alumni,0)',
      'ne(alumni,1)',
      'in(alumni,(1,0))',
      'in(alumni,(1))',
      'out(alumni,(1))',
      'out(alumni,(0,1))',
      'eq(birthdate,1990-01-01)',
      'ne(birthdate,1990-01-01)',
      'lt(birthdate,1995-01-01)',
      'le(birthdate,1990-01-01)',
      'gt(birthdate,1995-01-01)',
      'ge(birthdate,2000-02-02)',
      `and(eq(gender,male),lt(birthdate,1995-01-01),eq(club,${w.clubA1.id}))`,
      `and(eq(sport,${w.sport.id}),eq(club,${w.clubA1.id}))`,
      `and(eq(sport,${w.indoor.id}),eq(club,${w.clubA1.id}))`,
      `and(ne(sport,${w.indoor.id}),eq(club,${w.clubA1.id}))`,
      `and(in(sport,(${w.sport.id},${w.indoor.id})),eq(club,${w.clubA2.id}))`,
      `and(eq(club,${w.clubA2.id}),out(sport,(${w.sport.id})))`,
    ];
    const searches = [
      undefined,
      'aalb',
      'Lena cram',
      '_',
      '%',
      'example.org',
      'ende',
      'zzz',
      'öztürk',
      'ÖztÜrk GROß',
      'groẞ',
      'TORHÜ',
      'İLKAY',
      'ilkay',
      'i̇lkay',
      'LENA',
      'Example.ORG',
      'ö%ß',
      'torhüter\\_in',
    ];
    const accesses = await Promise.all(
      [w.assocAdmin.id, w.clubRep.id, w.teamManager.id, w.customer.id, extra.regionAdmin].map((id) => loadAccess(id)),
    );
    let compared = 0;
    for (const access of accesses) {
      for (const rql of rqls) {
        for (const q of rql ? [undefined, 'e'] : searches) {
          const expected = await viaPrisma(access, rql, q);
          for (const perRow of [false, true, 'matches'] as const) {
            expect({ rql, q, perRow, ids: await viaSql(access, rql, q, perRow) }).toEqual({ rql, q, perRow, ids: expected });
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    // The shapes above are really there: the filters are not all empty.
    const admin = accesses[0]!;
    expect(await viaSql(admin, `eq(league,${extra.league})`, undefined, false)).toEqual([w.a1Player.person.id]);
    expect(await viaSql(admin, 'eq(position,face-off)', undefined, false)).toEqual([extra.goalie]);
    expect(await viaSql(admin, `eq(tag,${w.tagA.id})`, undefined, false)).toEqual([extra.tagged]);
    expect(await viaSql(admin, `eq(internationalTeam,${w.nationalA.id})`, undefined, false)).toEqual([extra.national]);
    expect(await viaSql(admin, '', 'ende', false)).toEqual([]);
    expect(await viaSql(admin, `and(eq(sport,${w.indoor.id}),eq(club,${w.clubA1.id}))`, 'zweiverein', false)).toHaveLength(1);
    expect(await viaSql(admin, `and(eq(sport,${w.indoor.id}),eq(club,${w.clubA1.id}))`, undefined, false)).toContain(
      (await db().person.findFirstOrThrow({ where: { lastname: 'Zweiverein' } })).id,
    );
    expect(await viaSql(admin, '', 'öztürk groß', false)).toHaveLength(1);
    expect(await viaSql(admin, '', 'torhü', false)).toEqual([extra.goalie]);
  });
});

describe('GET /api/persons paging', () => {
  it('answers every page the same whether it is read forwards or backwards from the end', async () => {
    const admin = await signIn(t, w.assocAdmin.email!);
    const all = (await admin.get('/api/persons?page_size=0&include=tags,aclLabels').expect(200)).body.data as { id: number }[];
    expect(all.length).toBeGreaterThan(4);
    for (const desc of [false, true]) {
      const ordered = (await admin.get(`/api/persons?page_size=0&order_by_desc=${desc}`).expect(200)).body.data as {
        id: number;
      }[];
      for (const size of [1, 2, 3]) {
        for (let page = 0; page * size < ordered.length + size; page++) {
          const res = await admin.get(`/api/persons?page=${page}&page_size=${size}&order_by_desc=${desc}`).expect(200);
          expect(res.body.data.map((p: { id: number }) => p.id)).toEqual(
            ordered.slice(page * size, page * size + size).map((p) => p.id),
          );
          expect(res.body.meta.total_results).toBe(ordered.length);
        }
      }
    }
  });
});

describe('GET /api/persons filtered first page (one statement with its total)', () => {
  it('answers the same rows and total as the pages after it, and 0 when nothing matches', async () => {
    const admin = await signIn(t, w.assocAdmin.email!);
    for (const query of [
      `rql=${encodeURIComponent(`eq(gender,female)`)}`,
      'q=e',
      'q=ende',
      `rql=${encodeURIComponent('eq(gender,male)')}&q=e`,
    ]) {
      const all = (await admin.get(`/api/persons?page_size=0&${query}`).expect(200)).body;
      const first = (await admin.get(`/api/persons?page=0&page_size=2&include=tags,aclLabels&${query}`).expect(200)).body;
      expect({ query, total: first.meta.total_results }).toEqual({ query, total: all.meta.total_results });
      expect(first.data.map((p: { id: number }) => p.id)).toEqual(all.data.slice(0, 2).map((p: { id: number }) => p.id));
      expect(first.meta.max_page).toBe(Math.max(0, Math.ceil(all.meta.total_results / 2) - 1));
    }
    const none = (await admin.get(`/api/persons?page=0&page_size=30&q=${encodeURIComponent('zzqx-nobody')}`).expect(200)).body;
    expect(none.data).toEqual([]);
    expect(none.meta.total_results).toBe(0);
  });
});
