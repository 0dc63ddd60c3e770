// The member list (GET /api/persons) in two SQL statements whatever the page size and includes: the count, and one
// page that carries its memberships, tags, role labels and national-team countries as JSON, each only as far as it
// lies in the viewer's scope (server/domains/members/person-view-policy.ts). A page in the second half of the list is read
// backwards from its end, so the last page costs what the first one does.
import { type PersonListQuery, INTERNATIONAL_COUNTRIES } from '../../../shared/schemas/persons';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { isoTimeSql } from '../../db/sql-time';
import { cached } from '../../db/plan-cache';
import type { Role } from '../../db/generated/enums';
import type { ListRow } from './rows';
import { aclRuleInViewSql, inScopeAssociationsSql, membershipInViewSql } from './person-view-policy';
import { currentMembershipSql, membershipScopeSql, todaySql, roleEnum, type Access, type Scope } from '../access';
import { readRows } from '../../db/raw';
import { assertListable, isNarrowQuickSearch, searchSql, type Paging, type PersonSearch } from './person-search.sql';
import { filteredClub } from './rql.sql';
import { ROLE_MATRIX, type RoleName } from '../../../shared/permissions';

export interface PersonPage {
  /** One page of persons, for presentListItem (server/domains/members/person-presenter.ts). */
  rows: ListRow[];
  total: number;
}

export type Order = Pick<PersonListQuery, 'order_by' | 'order_by_desc'>;

/** The sort of personOrder() in SQL; `reverse` flips every key (the order is total: it ends with the id). */
export function personOrderSql(query: Order, reverse = false): Prisma.Sql {
  const dir = Prisma.raw(query.order_by_desc !== reverse ? 'DESC' : 'ASC');
  return query.order_by === 'persons.created_at'
    ? Prisma.sql`p.created_at ${dir}, p.id ${dir}`
    : Prisma.sql`p.lastname ${dir}, p.firstname ${dir}, p.id ${dir}`;
}

const json = (cond: boolean, sql: Prisma.Sql, alias: string) =>
  cond ? Prisma.sql`, (${sql}) AS ${Prisma.raw(alias)}` : Prisma.empty;

/**
 * The count statement of a search, with the snapshot it saw: PostgreSQL's list of committed transactions
 * (pg_current_snapshot). The same snapshot later means no transaction has committed since, so the count is the same.
 */
export function personCountSql(where: Prisma.Sql): Prisma.Sql {
  return cached(Prisma.sql`SELECT count(*) AS n, pg_current_snapshot()::text AS snapshot FROM persons p WHERE ${where}`);
}

/**
 * Exact counts kept per statement (scope, filter and day are its parameters) with the snapshot they were counted
 * in. A page after the first asks PostgreSQL for its current snapshot (microseconds) and counts again only when
 * some transaction committed since: counting a federation's persons against a scope is costly (docs/benchmarks.md).
 * Any instance's or tool's write changes the snapshot, so no count is ever stale; every write anywhere costs the
 * next page one count.
 */
const COUNTS_KEPT = 1000;
const countsKept = new Map<string, { snapshot: string; n: number }>();
const keyOf = (sql: Prisma.Sql) =>
  `${sql.sql}\u0000${JSON.stringify(sql.values, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`;

/** The count kept for this count statement, with the snapshot it was counted in. */
const keptCount = (count: Prisma.Sql) => countsKept.get(keyOf(count));

/** Counts afresh and keeps the count with its snapshot. */
async function countAfresh(count: Prisma.Sql): Promise<number> {
  const key = keyOf(count);
  // int8: a bigint through Prisma, a string through pg (readRows); Number() takes both.
  const [row] = await readRows<{ n: bigint | string; snapshot: string }>(count);
  const n = Number(row!.n);
  countsKept.delete(key);
  if (countsKept.size >= COUNTS_KEPT) countsKept.delete(countsKept.keys().next().value!);
  countsKept.set(key, { snapshot: row!.snapshot, n });
  return n;
}

/** PostgreSQL's snapshot now (microseconds): the same as a kept one means nothing committed since. */
async function snapshotNow(): Promise<string> {
  const [now] = await readRows<{ snapshot: string }>(cached(Prisma.sql`SELECT pg_current_snapshot()::text AS snapshot`));
  return now!.snapshot;
}

export async function countPersons(count: Prisma.Sql): Promise<number> {
  const kept = keptCount(count);
  if (kept && (await snapshotNow()) === kept.snapshot) return kept.n;
  return countAfresh(count);
}

/**
 * Combined first pages (a quick search or a filter with its total in one statement) kept as the answer's text with
 * the snapshot their statement saw, as counts are (decision 054): the same statement (scope, filter, words, day and
 * page size are in it) asked again while the snapshot is the same gets the kept text after one snapshot query,
 * instead of reading, checking and sorting every match again. Bounded by the kept text's size.
 */
const PAGES_KEPT_CHARS = 4_000_000;
const pagesKept = new Map<string, { snapshot: string; data: string; total: number }>();
let pagesKeptChars = 0;

function keepPage(key: string, page: { snapshot: string; data: string; total: number }): void {
  forgetPage(key);
  if (page.data.length > PAGES_KEPT_CHARS / 4) return;
  while (pagesKeptChars + page.data.length > PAGES_KEPT_CHARS) forgetPage(pagesKept.keys().next().value!);
  pagesKept.set(key, page);
  pagesKeptChars += page.data.length;
}

function forgetPage(key: string): void {
  const kept = pagesKept.get(key);
  if (!kept) return;
  pagesKept.delete(key);
  pagesKeptChars -= kept.data.length;
}

/** Page sizes the list's page statement writes as literals (the client's sizes); any other is a parameter. */
const LITERAL_PAGE_SIZES = new Set([10, 15, 20, 25, 30, 50, 100]);

/**
 * LIMIT and OFFSET of a page statement. A first page and the last page read backwards have offset 0: with the page
 * size and that 0 as literals, PostgreSQL plans the prepared statement once (a generic plan as good as a custom one).
 * As parameters, it counted on a tenth of the list behind an unknown LIMIT and OFFSET, judged any generic plan worse
 * and planned the statement afresh on every execution: 2.2 to 2.5 ms of planning for 0.65 to 0.8 ms of execution of
 * the last page (pg_stat_statements with track_planning, docs/benchmarks.md). Other sizes and offsets stay parameters,
 * so the statements a process prepares stay few (decision 012).
 */
function pageWindowSql(limit: number | undefined, offset: number): Prisma.Sql {
  const size =
    limit === undefined
      ? Prisma.empty
      : LITERAL_PAGE_SIZES.has(limit)
        ? Prisma.raw(`LIMIT ${limit}`)
        : Prisma.sql`LIMIT ${limit}`;
  return Prisma.sql`${size} OFFSET ${offset === 0 ? Prisma.raw('0') : offset}`;
}

/** The page's persons first: the includes are built for its rows only, not for the rows an offset skips. */
function pageRowsSql(
  source: { from: Prisma.Sql; order: Prisma.Sql },
  withTotal: boolean,
  limit: number | undefined,
  offset: number,
) {
  return Prisma.sql`(
      SELECT p.id, p.firstname, p.lastname, p.gender::text AS gender, p.birthdate, p.email, p.avatar_id, p.avatar_hidden, p.created_at
        ${withTotal ? Prisma.sql`, count(*) OVER () AS total` : Prisma.empty}
      FROM ${source.from}
      ORDER BY ${source.order}
      ${pageWindowSql(limit, offset)}
    ) p`;
}

/**
 * The persons a page is cut from and the order they are cut in (`order` on persons `p`, as personOrderSql writes it):
 * - `walk`: a club's members in name order, read from the club's memberships' copy of their names (clubWalkSql);
 * - `matchesFirst`: all matches first, kept apart from the sort by OFFSET 0;
 * - else the table.
 */
function pageSourceSql(
  where: Prisma.Sql,
  order: Prisma.Sql,
  view: Scope,
  today: Prisma.Sql,
  { matchesFirst = false, walk }: PageOptions,
) {
  if (walk) return { from: clubWalkSql(walk, where, view, today), order: clubWalkOrderSql(walk.descending) };
  const from = matchesFirst
    ? Prisma.sql`(SELECT p.* FROM persons p WHERE ${where} OFFSET 0) p`
    : Prisma.sql`persons p WHERE ${where}`;
  return { from, order };
}

/** A club whose persons a page is read from in name order (ascending, or `descending`). */
export interface ClubWalk {
  club: number;
  descending: boolean;
}

/**
 * The persons with a current membership in scope in a club (`w`, each once, with `sports`: the sports of those
 * memberships) in name order, from the index on (club, last name, first name, person) over the memberships' copy of
 * their person's names (kept by triggers, migration club_name_order) that also holds each membership's dates, sport
 * and team; each person then tested against the search (`where`, written for the walk: searchSql's `walked`) one at a
 * time. A page stops after about a page of entries, where sorting the club's matches read all of them (decision 036).
 * The walk is the club filter's own condition (current, in the view's scope), so the search leaves that term out;
 * OFFSET 0 keeps the test per person, which PostgreSQL would otherwise join for the club as a whole, on its estimates.
 */
function clubWalkSql(walk: ClubWalk, where: Prisma.Sql, view: Scope, today: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT mw.person_lastname, mw.person_firstname, mw.person_id, array_agg(mw.sport_id) AS sports
      FROM memberships mw JOIN clubs c ON c.id = mw.club_id
      WHERE mw.club_id = ${walk.club} AND ${currentMembershipSql('mw', today)} AND ${membershipScopeSql(view, 'mw', 'c')}
      GROUP BY mw.person_lastname, mw.person_firstname, mw.person_id
      ORDER BY ${clubWalkOrderSql(walk.descending, 'mw')}) w
    CROSS JOIN LATERAL (SELECT p.* FROM persons p WHERE p.id = w.person_id AND ${where} OFFSET 0) p`;
}

/** The name order on the walk's copy of the names: the same order as personOrderSql's by name (the copy is equal). */
function clubWalkOrderSql(descending: boolean, alias = 'w'): Prisma.Sql {
  const dir = descending ? 'DESC' : 'ASC';
  return Prisma.raw(`${alias}.person_lastname ${dir}, ${alias}.person_firstname ${dir}, ${alias}.person_id ${dir}`);
}

export interface PageOptions {
  /** Find all matches before sorting (see personPageSql). */
  matchesFirst?: boolean;
  /** Read the page from a club's memberships in name order (clubWalkSql); the order must be by name. */
  walk?: ClubWalk;
  /** Each row with the number of all matches (`total`, a window count): the combined first page. */
  withTotal?: boolean;
  /** The text form (personPageTextSql): each row as the answer's JSON text of that person. */
  asText?: boolean;
  /**
   * The text form's rows with the statement's snapshot (`snapshot`): a later page read on a kept count checks in
   * the same statement that nothing committed since the count (listPersonsText).
   */
  withSnapshot?: boolean;
}

/**
 * The page statement: rows in the given order with the includes as JSON; `today` bounds current memberships, `view`
 * (the scope of the list's permission) which memberships, tags, roles and national teams a row shows.
 * `matchesFirst`: find all matches before sorting (a narrow quick search, through the trigram indexes), instead of
 * walking the sort index until a page is full, which PostgreSQL prefers on its estimates but which reads most of
 * the list when the matches sort late (all "Schmidt" under S).
 */
export function personPageSql(
  where: Prisma.Sql,
  order: Prisma.Sql,
  limit: number | undefined,
  offset: number,
  include: Set<string>,
  view: Scope,
  today: Prisma.Sql,
  options: PageOptions = {},
): Prisma.Sql {
  const { withTotal = false } = options;
  if (options.asText) return personPageTextSql(where, order, limit, offset, include, view, today, options);
  const source = pageSourceSql(where, order, view, today, options);
  const target = (alias: string) =>
    Prisma.sql`CASE WHEN ${Prisma.raw(alias)}.id IS NULL THEN NULL ELSE json_build_object('name', ${Prisma.raw(alias)}.name) END`;
  return cached(Prisma.sql`
    SELECT p.id, p.firstname, p.lastname, p.gender, p.birthdate, p.email, p.avatar_id AS "avatarId",
      p.avatar_hidden AS "avatarHidden", p.created_at AS "createdAt"${withTotal ? Prisma.sql`, p.total` : Prisma.empty},
      (SELECT coalesce(json_agg(json_build_object('id', m.id, 'jerseyNumber', m.jersey_number, 'isAlumni', m.is_alumni,
          'club', json_build_object('id', c.id, 'name', c.name),
          'team', CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', t.name) END,
          'sport', json_build_object('id', s.id, 'name', s.name)) ORDER BY m.id), '[]'::json)
        FROM memberships m JOIN clubs c ON c.id = m.club_id JOIN sports s ON s.id = m.sport_id LEFT JOIN teams t ON t.id = m.team_id
        WHERE m.person_id = p.id AND ${currentMembershipSql('m', today)} AND ${membershipInViewSql(view)}) AS memberships,
      (SELECT coalesce(array_agg(it.country_code::text), '{}') FROM international_players ip
        JOIN international_teams it ON it.id = ip.international_team_id
        WHERE ip.person_id = p.id AND ${inScopeAssociationsSql(view, 'it.association_id')}) AS countries
      ${json(
        include.has('tags'),
        Prisma.sql`SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name, t.id), '[]'::json)
          FROM person_tags pt JOIN tags t ON t.id = pt.tag_id
          WHERE pt.person_id = p.id AND ${inScopeAssociationsSql(view, 't.association_id')}`,
        'tags',
      )}
      ${json(
        include.has('aclLabels'),
        Prisma.sql`SELECT coalesce(json_agg(json_build_object('role', r.role::text, 'association', ${target('a')},
            'regionRef', ${target('rg')}, 'competition', ${target('co')}, 'club', ${target('cl')}, 'team', ${target('tm')})
            ORDER BY r.id), '[]'::json)
          FROM acl_rules r LEFT JOIN associations a ON a.id = r.association_id LEFT JOIN regions rg ON rg.id = r.region_id
          LEFT JOIN competitions co ON co.id = r.competition_id LEFT JOIN clubs cl ON cl.id = r.club_id
          LEFT JOIN teams tm ON tm.id = r.team_id
          WHERE r.person_id = p.id AND ${aclRuleInViewSql(view)}`,
        'acl',
      )}
    FROM ${pageRowsSql(source, withTotal, limit, offset)}
    ORDER BY ${order}`);
}

/** A JSON object of the given columns, written without spaces (as JSON.stringify writes it). */
const objectSql = (columns: string) => `(SELECT row_to_json(j) FROM (SELECT ${columns}) j)`;
/** `{ id, name }` of a joined row, null when the join found none. */
const namedSql = (alias: string) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE ${objectSql(`${alias}.id, ${alias}.name`)} END`;
/**
 * A JSON array of objects of `columns`, one per row of `from` (joins) that `where` keeps, in `order`, written without
 * spaces; '[]' without rows.
 */
const arraySql = (columns: string, from: string, where: Prisma.Sql, order: string) =>
  Prisma.sql`(SELECT coalesce('[' || string_agg(row_to_json(j)::text, ',' ORDER BY ${Prisma.raw(order)}) || ']', '[]')::json
    FROM ${Prisma.raw(from)} CROSS JOIN LATERAL (SELECT ${Prisma.raw(columns)}) j WHERE ${where})`;

/**
 * The label key of each role (ROLE_MATRIX) by the role in `role` (the database's enum writes the API's role names):
 * constants of the code, as literals.
 */
const roleLabelSql = (role: string) => {
  const literal = (word: string) => {
    if (!/^[a-z-]+$/i.test(word)) throw new Error(`not a plain word: ${word}`);
    return `'${word}'`;
  };
  const names = Object.keys(ROLE_MATRIX) as RoleName[];
  return `CASE ${role} ${names.map((name) => `WHEN ${literal(name)} THEN ${literal(ROLE_MATRIX[name].label)}`).join(' ')} END`;
};

/**
 * The page statement's text form: each row is one person of the answer's `data` as JSON text written by PostgreSQL,
 * as presentListItem (server/domains/members/person-presenter.ts) writes them, field by field in its order (and `total` in the
 * combined first page). The answer is then sent without turning rows into objects, presenting and serializing them
 * (docs/benchmarks.md, "Second speed bar"); test/speed/person-list-text.test.ts holds it to presentListItem. One row
 * per person rather than one aggregate: as a prepared statement's generic plan the aggregate cost twice the page.
 */
function personPageTextSql(
  where: Prisma.Sql,
  order: Prisma.Sql,
  limit: number | undefined,
  offset: number,
  include: Set<string>,
  view: Scope,
  today: Prisma.Sql,
  options: PageOptions,
): Prisma.Sql {
  const { withTotal = false, withSnapshot = false } = options;
  const source = pageSourceSql(where, order, view, today, options);
  // One pass over the memberships for both their array and is_alumni (an aggregate keeps PostgreSQL from reading
  // them once per use).
  const memberships = Prisma.sql`
    SELECT coalesce('[' || string_agg(row_to_json(j)::text, ',' ORDER BY m.id) || ']', '[]')::json AS list,
      coalesce(bool_or(m.is_alumni), false) AS alumni
    FROM memberships m JOIN clubs c ON c.id = m.club_id JOIN sports s ON s.id = m.sport_id LEFT JOIN teams t ON t.id = m.team_id
    CROSS JOIN LATERAL (SELECT m.id, ${Prisma.raw(objectSql('c.id, c.name'))} AS club, ${Prisma.raw(namedSql('t'))} AS team,
      ${Prisma.raw(objectSql('s.id, s.name'))} AS sport, m.jersey_number, m.is_alumni) j
    WHERE m.person_id = p.id AND ${currentMembershipSql('m', today)} AND ${membershipInViewSql(view)}`;
  const tags = arraySql(
    't.id, t.name',
    'person_tags pt JOIN tags t ON t.id = pt.tag_id',
    Prisma.sql`pt.person_id = p.id AND ${inScopeAssociationsSql(view, 't.association_id')}`,
    't.name, t.id',
  );
  const aclLabels = arraySql(
    `r.role::text AS role, ${roleLabelSql('r.role::text')} AS label,
      coalesce(a.name, rg.name, co.name, cl.name, tm.name) AS target_name`,
    `acl_rules r LEFT JOIN associations a ON a.id = r.association_id LEFT JOIN regions rg ON rg.id = r.region_id
      LEFT JOIN competitions co ON co.id = r.competition_id LEFT JOIN clubs cl ON cl.id = r.club_id
      LEFT JOIN teams tm ON tm.id = r.team_id`,
    Prisma.sql`r.person_id = p.id AND ${aclRuleInViewSql(view)}`,
    'r.id',
  );
  return cached(Prisma.sql`
    SELECT row_to_json(o)::text AS item${withTotal ? Prisma.sql`, p.total` : Prisma.empty}
      ${withSnapshot ? Prisma.sql`, (SELECT pg_current_snapshot()::text) AS snapshot` : Prisma.empty}
    FROM ${pageRowsSql(source, withTotal, limit, offset)}
    CROSS JOIN LATERAL (${memberships}) ms
    CROSS JOIN LATERAL (
      SELECT p.id, p.firstname, p.lastname, p.gender, to_char(p.birthdate, 'YYYY-MM-DD') AS birthdate, p.email,
        CASE WHEN coalesce(p.avatar_id, 0) <> 0 AND NOT coalesce(p.avatar_hidden, false) THEN 'ok' ELSE 'none' END AS avatar_state,
        ${isoTimeSql('p.created_at')} AS created_at,
        ms.alumni AS is_alumni, ms.list AS memberships
        ${include.has('tags') ? Prisma.sql`, ${tags} AS tags` : Prisma.empty}
        ${include.has('aclLabels') ? Prisma.sql`, ${aclLabels} AS "aclLabels"` : Prisma.empty},
        (SELECT it.country_code::text FROM international_players ip JOIN international_teams it ON it.id = ip.international_team_id
          WHERE ip.person_id = p.id AND ${inScopeAssociationsSql(view, 'it.association_id')}
            AND it.country_code::text = ANY(${[...INTERNATIONAL_COUNTRIES]}::text[])
          LIMIT 1) AS international_player_country
    ) o
    ORDER BY ${order}`);
}

type PageRow = Omit<ListRow, 'memberships' | 'tags' | 'aclRules' | 'internationalPlayers'> & {
  /** Only in the combined first page: the number of all matches. */
  total?: bigint;
  memberships: ListRow['memberships'];
  countries: string[];
  tags?: { id: number; name: string }[];
  acl?: (Omit<ListRow['aclRules'][number], 'role'> & { role: RoleName })[];
};

function toListRow(r: PageRow): ListRow {
  return {
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    gender: r.gender,
    birthdate: r.birthdate,
    email: r.email,
    avatarId: r.avatarId,
    avatarHidden: r.avatarHidden,
    createdAt: r.createdAt,
    memberships: r.memberships,
    internationalPlayers: r.countries.map((countryCode) => ({ internationalTeam: { countryCode } })),
    tags: (r.tags ?? []).map((tag) => ({ tag })),
    aclRules: (r.acl ?? []).map((a) => ({ ...a, role: roleEnum(a.role) as Role })),
  };
}

/**
 * Which rows to read for a page of `total`: forwards, or backwards from the end for the second half; null: none.
 * The last page is read as a whole page size from the end (`keep` of them are the page): its LIMIT is then the page
 * size and its OFFSET 0, which PostgreSQL plans once (pageWindowSql) instead of on every request.
 */
export function pagePlan(
  paging: Paging,
  total: number,
): { reverse: boolean; limit: number | undefined; offset: number; keep?: number } | null {
  if (paging.take === undefined) return { reverse: false, limit: undefined, offset: 0 };
  if (paging.skip >= total) return null;
  const size = Math.min(paging.take, total - paging.skip);
  if (paging.skip + size / 2 <= total / 2) return { reverse: false, limit: paging.take, offset: paging.skip };
  const offset = total - paging.skip - size;
  if (offset === 0) return { reverse: true, limit: paging.take, offset: 0, keep: size };
  return { reverse: true, limit: size, offset };
}

/** Up to this many rows before a page's end, a page checks the scope per person (index lookups) while it walks. */
const PER_ROW_PAGE_ROWS = 2000;

/** The statements of a list request: the count, and the page once the total is known. */
export function personListStatements(
  access: Access,
  search: PersonSearch,
  query: Order,
  paging: Paging,
  include: Set<string>,
  today: Prisma.Sql,
  /** The page statements in their text form (personPageTextSql). */
  asText = false,
) {
  const narrow = isNarrowQuickSearch(search.q);
  // A narrow quick search checks all its matches against the scope, one person at a time (personScopeSql).
  const matches = narrow ? ('matches' as const) : false;
  const firstPage = paging.take !== undefined && paging.skip === 0;
  const view = access.scope(search.permission);
  // A club's list by name is read from its memberships in name order (clubWalkSql), a page at a time.
  const club = filteredClub(search.terms);
  const walked = club !== undefined && !narrow && paging.take !== undefined && query.order_by !== 'persons.created_at';
  return {
    count: personCountSql(searchSql(access, search, { today, perRowScope: matches })),
    /** The first page needs no total: it is read together with the count. */
    firstPage,
    /**
     * A filtered first page in one statement: the page carries the number of matches (a window count), so the
     * filter and scope are checked once instead of once for the count and again for the page. Filters usually leave
     * a few hundred persons; the whole list keeps the count beside an index walk that stops after one page, and so
     * does a club's list read in name order (the walk).
     */
    combined: firstPage && (search.terms.length > 0 || narrow) && !walked,
    /** The combined first page: rows with `total` (and the statement's snapshot, `withSnapshot`, text form only). */
    combinedPage(withSnapshot = false): Prisma.Sql {
      // Like the count: all matches are read, so PostgreSQL picks how to check the scope (per row or hashed).
      const where = searchSql(access, search, { today, perRowScope: matches });
      return personPageSql(where, personOrderSql(query), paging.take, 0, include, view, today, {
        matchesFirst: narrow,
        withTotal: true,
        asText,
        withSnapshot: asText && withSnapshot,
      });
    },
    /** A page once `total` is known (null: the first page); `withSnapshot` in the text form (PageOptions). */
    page(total: number | null, withSnapshot = false): Prisma.Sql | null {
      const plan = total === null ? { reverse: false, limit: paging.take, offset: 0 } : pagePlan(paging, total);
      if (!plan) return null;
      const perRow = matches || (plan.limit !== undefined && plan.offset + plan.limit <= PER_ROW_PAGE_ROWS);
      const where = searchSql(access, search, { today, perRowScope: perRow, walked });
      const order = personOrderSql(query, plan.reverse);
      return personPageSql(where, order, plan.limit, plan.offset, include, view, today, {
        matchesFirst: narrow,
        walk: walked ? { club, descending: query.order_by_desc !== plan.reverse } : undefined,
        asText,
        withSnapshot: asText && withSnapshot,
      });
    },
    /** The page's rows in the list's order from the rows its statement read (backwards, or more than the page). */
    arrange<T>(rows: T[], total: number): T[] {
      const plan = pagePlan(paging, total);
      if (!plan?.reverse) return rows;
      return rows.slice(0, plan.keep ?? rows.length).reverse();
    },
  };
}

/**
 * Counts, then reads the page: the first page together with the count; any later page after it, backwards when
 * it lies in the second half. page_size 0 (all) is refused above the lookup size before anything is read.
 */
export async function listPersons(
  access: Access,
  search: PersonSearch,
  query: Order,
  paging: Paging,
  include: Set<string>,
): Promise<PersonPage> {
  const statements = personListStatements(access, search, query, paging, include, todaySql());
  const count = () => countPersons(statements.count);
  const read = (sql: Prisma.Sql | null) => (sql ? db().$queryRaw<PageRow[]>(sql) : Promise.resolve([]));
  const listRows = (rows: PageRow[]) => rows.map(toListRow);

  if (statements.combined) {
    const rows = await read(statements.combinedPage());
    return { total: Number(rows[0]?.total ?? 0), rows: listRows(rows) };
  }
  if (statements.firstPage) {
    const [total, rows] = await Promise.all([count(), read(statements.page(null))]);
    return { total, rows: listRows(rows) };
  }
  const total = await count();
  assertListable(paging, total);
  const rows = await read(statements.page(total));
  return { total, rows: listRows(statements.arrange(rows, total)) };
}

/**
 * listPersons with the page as the answer's `data` text, each person written by PostgreSQL (personPageTextSql): the
 * same statements and counts, no rows turned into objects and back.
 */
export async function listPersonsText(
  access: Access,
  search: PersonSearch,
  query: Order,
  paging: Paging,
  include: Set<string>,
): Promise<{ data: string; total: number }> {
  const statements = personListStatements(access, search, query, paging, include, todaySql(), true);
  type TextRow = { item: string; total?: bigint | string; snapshot?: string };
  // Text and counts only: straight on pg (server/db/raw.ts).
  const read = (sql: Prisma.Sql | null) => (sql ? readRows<TextRow>(sql) : Promise.resolve([]));
  const data = (rows: TextRow[]) => `[${rows.map((row) => row.item).join(',')}]`;
  /** A page read with its snapshot saw what the kept count saw: nothing committed in between (no row: cannot tell). */
  const countHolds = (rows: TextRow[], kept: { snapshot: string }) => rows.length > 0 && rows[0]!.snapshot === kept.snapshot;

  if (statements.combined) {
    const page = statements.combinedPage(true);
    const key = keyOf(page);
    const kept = pagesKept.get(key);
    if (kept && (await snapshotNow()) === kept.snapshot) return { data: kept.data, total: kept.total };
    const rows = await read(page);
    const answer = { data: data(rows), total: Number(rows[0]?.total ?? 0) };
    // No row, no snapshot: an empty answer is read again next time.
    if (rows[0]?.snapshot) keepPage(key, { snapshot: rows[0].snapshot, ...answer });
    else forgetPage(key);
    return answer;
  }
  if (statements.firstPage) {
    // The first page does not depend on the total. Beside a kept count it carries the snapshot that checks the count
    // (one statement while nothing commits); without one it is read while the count is counted.
    const kept = keptCount(statements.count);
    if (!kept) {
      const [total, rows] = await Promise.all([countAfresh(statements.count), read(statements.page(null))]);
      return { data: data(rows), total };
    }
    const rows = await read(statements.page(null, true));
    return { data: data(rows), total: countHolds(rows, kept) ? kept.n : await countAfresh(statements.count) };
  }
  // A later page on a kept count: the page of that count, with the statement's snapshot. The same snapshot as the
  // count's means nothing committed since, so count and page agree and no statement of its own checks the
  // snapshot; another one (or no row to tell) counts again and reads the page anew.
  // (A page past the kept count's end, or all rows at once, checks the snapshot first as countPersons does.)
  const kept = paging.take === undefined ? undefined : keptCount(statements.count);
  const keptPage = kept ? statements.page(kept.n, true) : null;
  if (kept && keptPage) {
    const rows = await read(keptPage);
    if (countHolds(rows, kept)) {
      return { data: data(statements.arrange(rows, kept.n)), total: kept.n };
    }
  }
  const total = keptPage ? await countAfresh(statements.count) : await countPersons(statements.count);
  assertListable(paging, total);
  const rows = await read(statements.page(total));
  return { data: data(statements.arrange(rows, total)), total };
}
