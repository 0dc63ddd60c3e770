// The member search: scope + RQL + quick search -> one SQL condition (list, counts, exports), paging and sort, and
// the filter boxes' counts.
import type { PageMeta } from '../../../shared/contract';
import { PAGE_SIZE_LOOKUP } from '../../../shared/constants';
import { type Permission, ROLE_MATRIX, type RoleName } from '../../../shared/permissions';
import {
  filterParam,
  pageSizeOf,
  type FilterOptionDTO,
  type PersonFiltersDTO,
  type PersonListQuery,
} from '../../../shared/schemas/persons';
import { FILTER_BOX_SUBJECTS, RQL_SUBJECTS, type FilterBoxSubject } from '../../../shared/schemas/rql';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { AppError } from '../../errors';
import {
  requirePermission,
  currentMembershipSql,
  membershipScopeSql,
  personScopeSql,
  todaySql,
  type PerRowScope,
  type Access,
} from '../access';
import { aclRuleInViewSql, inScopeAssociationsSql } from './person-view-policy';
import { filteredClub, impliesMembershipInScope, parseRqlTerms, rqlSql, sqlAnd, sqlOr, type RqlTerm } from './rql.sql';

type Where = Prisma.PersonWhereInput;

/** Quick search: every word must appear in the first name, last name or e-mail address. */
export function quickSearchWhere(q: string | undefined): Where {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: words.map((word) => ({
      OR: [
        { firstname: { contains: word, mode: 'insensitive' as const } },
        { lastname: { contains: word, mode: 'insensitive' as const } },
        { email: { contains: word, mode: 'insensitive' as const } },
      ],
    })),
  };
}

/** The names of `include=a,b` as a set. */
export function includesOf(include: string | undefined): Set<string> {
  return new Set(
    (include ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

export interface PersonSearch {
  permission: Permission;
  terms: RqlTerm[];
  q?: string;
  /** Only these persons (a bulk action's selection, server/domains/members/bulk). */
  ids?: readonly number[];
}

export function searchOf(query: PersonListQuery): PersonSearch {
  return {
    permission: query.whereACL ?? 'persons.list',
    terms: [...parseRqlTerms(query.rql), ...filterTerms(query)],
    q: query.q,
  };
}

/**
 * The `filter[x]=value` parameters as the RQL terms they alias, eq(x,value), in the subjects' order (the bare word
 * null as RQL's null). The value is taken as it is, never parsed as RQL text.
 */
export function filterTerms(query: Partial<Record<ReturnType<typeof filterParam>, string | undefined>>): RqlTerm[] {
  return RQL_SUBJECTS.flatMap((subject) => {
    const value = query[filterParam(subject)];
    if (value === undefined) return [];
    return [{ op: 'eq' as const, subject, value: value === 'null' ? null : value }];
  });
}

/** An export's search: always in the persons.export scope, whatever `whereACL` says (it may name a wider one). */
export function exportSearchOf(query: PersonListQuery): PersonSearch {
  return { ...searchOf(query), permission: 'persons.export' };
}

/**
 * quickSearchWhere() as SQL on persons `p`: the same matches as its ILIKE patterns (wildcards in the words included),
 * written as `lower(column) LIKE pattern` with the pattern lowered here, once. ILIKE under the database's ICU
 * collation lowers both sides and then compares bytes; it lowered the pattern again for every row, most of the
 * search's cost (decision 035). JavaScript's lower case is Unicode's default, as ICU's root locale is (a test compares
 * them on the database). The trigram indexes are on the lowered columns; the last name is tested first, as most
 * searches are for a last name.
 */
export function quickSearchSql(q: string | undefined): Prisma.Sql {
  return sqlAnd(
    quickSearchPatterns(q).map((pattern) =>
      sqlOr([
        Prisma.sql`lower(p.lastname) LIKE ${pattern}`,
        Prisma.sql`lower(p.firstname) LIKE ${pattern}`,
        Prisma.sql`lower(p.email) LIKE ${pattern}`,
      ]),
    ),
  );
}

/** The quick search's words (at most 5) as lowered LIKE patterns. */
function quickSearchPatterns(q: string | undefined): string[] {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  return words.map((word) => `%${word}%`.toLowerCase());
}

/**
 * With a club filter (`eq(club,X)`) and a quick search: the words tested on that club's memberships' copy of the
 * person's search text as well (memberships.search_text, kept by triggers; decision 035). Implied by the filter and
 * the quick search together, so it changes no answer; it lets PostgreSQL find the club's matching members through one
 * index on (club, search text) instead of testing each of the club's members. Empty otherwise.
 */
export function clubQuickSearchSql(terms: RqlTerm[], q: string | undefined): Prisma.Sql[] {
  const patterns = quickSearchPatterns(q);
  const club = filteredClub(terms);
  // A backslash escapes the next character, the closing % too ('%word\%' ends at the field's end): such a pattern
  // need not match the joined copy where it matches one field, so it gets no copy test.
  if (!patterns.length || club === undefined || patterns.some((p) => p.includes('\\'))) return [];
  const words = sqlAnd(patterns.map((pattern) => Prisma.sql`mq.search_text LIKE ${pattern}`));
  return [Prisma.sql`EXISTS (SELECT 1 FROM memberships mq WHERE mq.person_id = p.id AND mq.club_id = ${club} AND ${words})`];
}

export interface SearchSqlOptions {
  /** The bound date a membership must last to (todaySql()). */
  today?: Prisma.Sql;
  /** How the scope is checked (personScopeSql). */
  perRowScope?: PerRowScope;
  /**
   * The persons tested come from the walk of the filtered club's memberships (clubWalkSql in person-list.sql.ts): the
   * condition may use what the walk knows of them (`w`, TermContext in rql.ts).
   */
  walked?: boolean;
}

/**
 * The persons (alias `p`) of a search as one SQL condition: the permission's scope, the RQL terms and the quick
 * search. 403 without the permission.
 */
export function searchSql(access: Access, search: PersonSearch, options: SearchSqlOptions = {}): Prisma.Sql {
  const { today = todaySql(), perRowScope = false, walked = false } = options;
  requirePermission(access, search.permission);
  const terms = search.terms;
  // A term that is itself a membership in scope (a club, a sport...) makes the scope test redundant.
  const scoped = terms.some(impliesMembershipInScope);
  const manyChecked = quickSearchPatterns(search.q).length === 0;
  return sqlAnd([
    ...(scoped ? [] : [personScopeSql(access, search.permission, today, perRowScope)]),
    rqlSql(terms, access.scope(search.permission), { manyChecked, walked }),
    quickSearchSql(search.q),
    ...clubQuickSearchSql(terms, search.q),
    ...(search.ids ? [Prisma.sql`p.id = ANY(${[...search.ids]}::int[])`] : []),
  ]);
}

/** A quick search with a word of 3 or more letters finds few persons through the trigram indexes. */
export function isNarrowQuickSearch(q: string | undefined): boolean {
  return (q ?? '').split(/\s+/).some((word) => word.replace(/[%_]/g, '').length >= 3);
}

export interface Paging {
  page: number;
  pageSize: number;
  skip: number;
  take: number | undefined;
}

/** Pages start at 0; page_size 0 means all, but a JSON list never answers more than the lookup size. */
export function pagingOf(query: { page: number; page_size?: number; pageSize?: number }): Paging {
  const pageSize = pageSizeOf(query);
  if (pageSize === 0) return { page: 0, pageSize: 0, skip: 0, take: undefined };
  return { page: query.page, pageSize, skip: query.page * pageSize, take: pageSize };
}

export function pageMeta(paging: Paging, total: number, filter: Record<string, unknown>, orderBy: string | null): PageMeta {
  const maxPage = paging.pageSize === 0 ? 0 : Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  return { page: paging.page, page_size: paging.pageSize, max_page: maxPage, filter, order_by: orderBy, total_results: total };
}

export function assertListable(paging: Paging, total: number): void {
  if (paging.pageSize === 0 && total > PAGE_SIZE_LOOKUP) {
    throw new AppError('TooManyResults', 'Too many results for one answer; use paging or an export');
  }
}

// ------------------------------------------------------------------ filter boxes

async function idsOf(where: Prisma.Sql): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>`SELECT p.id FROM persons p WHERE ${where}`;
  return rows.map((r) => r.id);
}

type CountRow = {
  value: string;
  label: string;
  detail: string | null;
  gender?: FilterOptionDTO['gender'] | null;
  sport?: string | null;
  count: bigint | number;
};

const toOptions = (rows: CountRow[]): FilterOptionDTO[] =>
  rows.map((r) => ({
    value: String(r.value),
    label: r.label,
    ...(r.detail ? { detail: r.detail } : {}),
    ...(r.gender ? { gender: r.gender } : {}),
    ...(r.sport ? { sport: r.sport } : {}),
    count: Number(r.count),
  }));

/** One box's options with the number of matching persons, biggest first. */
async function box(subject: FilterBoxSubject, ids: number[], access: Access, permission: Permission): Promise<FilterOptionDTO[]> {
  const scope = access.scope(permission);
  const inScope = membershipScopeSql(scope);
  const current = currentMembershipSql();
  const q = <T>(sql: Prisma.Sql) => db().$queryRaw<T[]>(sql);
  switch (subject) {
    case 'gender':
      return toOptions(
        await q<CountRow>(Prisma.sql`SELECT gender::text AS value, gender::text AS label, NULL AS detail, count(*) AS count
          FROM persons WHERE id = ANY(${ids}::int[]) GROUP BY gender ORDER BY count DESC, value`),
      );
    case 'sport':
    case 'club':
    case 'team': {
      const [table, column] = { sport: ['sports', 'sport_id'], club: ['clubs', 'club_id'], team: ['teams', 'team_id'] }[subject];
      const extra =
        subject === 'team'
          ? Prisma.sql`, x.gender::text AS gender, (SELECT s.name FROM sports s WHERE s.id = x.sport_id) AS sport,
              (SELECT cl.name FROM clubs cl WHERE cl.id = x.club_id) AS detail`
          : Prisma.sql`, NULL AS detail`;
      return toOptions(
        await q<CountRow>(Prisma.sql`SELECT x.id::text AS value, x.name AS label${extra}, count(DISTINCT m.person_id) AS count
          FROM memberships m JOIN clubs c ON c.id = m.club_id JOIN ${Prisma.raw(table)} x ON x.id = m.${Prisma.raw(column)}
          WHERE m.person_id = ANY(${ids}::int[]) AND ${current} AND ${inScope}
          GROUP BY x.id ORDER BY count DESC, label LIMIT 1000`),
      );
    }
    case 'league':
      return toOptions(
        await q<CountRow>(Prisma.sql`SELECT co.id::text AS value, co.name AS label, NULL AS detail, count(DISTINCT m.person_id) AS count
          FROM memberships m JOIN clubs c ON c.id = m.club_id JOIN group_teams gt ON gt.team_id = m.team_id
          JOIN groups g ON g.id = gt.group_id JOIN competitions co ON co.id = g.competition_id AND co.kind = 'league'
          WHERE m.person_id = ANY(${ids}::int[]) AND ${current} AND ${inScope}
          GROUP BY co.id ORDER BY count DESC, label LIMIT 1000`),
      );
    case 'position':
      return toOptions(
        await q<CountRow>(Prisma.sql`SELECT replace(p::text, '_', '-') AS value, replace(p::text, '_', '-') AS label, NULL AS detail,
          count(DISTINCT m.person_id) AS count
          FROM memberships m JOIN clubs c ON c.id = m.club_id CROSS JOIN LATERAL unnest(m.positions) AS p
          WHERE m.person_id = ANY(${ids}::int[]) AND ${current} AND ${inScope}
          GROUP BY p ORDER BY count DESC, value`),
      );
    case 'internationalTeam':
      return toOptions(
        await q<CountRow>(Prisma.sql`SELECT it.id::text AS value, it.name AS label, it.country_code AS detail, count(DISTINCT ip.person_id) AS count
          FROM international_players ip JOIN international_teams it ON it.id = ip.international_team_id
          WHERE ip.person_id = ANY(${ids}::int[]) AND ${inScopeAssociationsSql(scope, 'it.association_id')}
          GROUP BY it.id ORDER BY count DESC, label LIMIT 1000`),
      );
    case 'admin': {
      const rows = await q<{ role: string; count: bigint }>(Prisma.sql`SELECT coalesce(r.role::text, 'none') AS role,
          count(DISTINCT p.id) AS count FROM persons p LEFT JOIN acl_rules r ON r.person_id = p.id AND ${aclRuleInViewSql(scope)}
          WHERE p.id = ANY(${ids}::int[]) GROUP BY 1 ORDER BY count DESC, role`);
      return rows.map((r) => ({
        value: r.role,
        label: r.role === 'none' ? 'none' : ROLE_MATRIX[r.role as RoleName].label,
        count: Number(r.count),
      }));
    }
    case 'tag':
      return toOptions(
        await q<CountRow>(Prisma.sql`SELECT t.id::text AS value, t.name AS label, NULL AS detail, count(*) AS count
          FROM person_tags pt JOIN tags t ON t.id = pt.tag_id
          WHERE pt.person_id = ANY(${ids}::int[]) AND ${inScopeAssociationsSql(scope, 't.association_id')}
          GROUP BY t.id ORDER BY count DESC, label LIMIT 1000`),
      );
    case 'alumni':
      return toOptions(
        await q<CountRow>(Prisma.sql`SELECT CASE WHEN EXISTS (SELECT 1 FROM memberships m JOIN clubs c ON c.id = m.club_id
            WHERE m.person_id = p.id AND m.is_alumni AND ${current} AND ${inScope})
            THEN '1' ELSE '0' END AS value, '' AS label, NULL AS detail, count(*) AS count
          FROM persons p WHERE p.id = ANY(${ids}::int[]) GROUP BY 1 ORDER BY value`),
      ).map((o) => ({ ...o, label: o.value === '1' ? 'alumni' : 'active' }));
  }
}

/** The terms a box's options replace when ticked (MemberListPage's toggleTerm): its subject's eq (not null) and in. */
function replacedByBox(term: RqlTerm, subject: string): boolean {
  if (term.subject !== subject) return false;
  return (term.op === 'eq' && term.value !== null) || term.op === 'in';
}

/**
 * The filter boxes with counts. Each box counts under all current criteria except the ones its own options replace
 * (its subject's "is" and "one of"), so the other options of a box stay visible while one is chosen, and every count
 * is what the list shows after a click: "without team", "is not" and birthdate criteria narrow every box.
 */
export async function personFilters(access: Access, search: PersonSearch): Promise<PersonFiltersDTO> {
  const idSets = new Map<string, Promise<number[]>>();
  const idsFor = (subject: string) => {
    const key = search.terms.some((t) => replacedByBox(t, subject)) ? subject : '';
    if (!idSets.has(key)) {
      const terms = search.terms.filter((t) => !replacedByBox(t, key));
      idSets.set(key, idsOf(searchSql(access, { ...search, terms })));
    }
    return idSets.get(key)!;
  };
  const result: Partial<PersonFiltersDTO> = {};
  for (const subject of FILTER_BOX_SUBJECTS) {
    result[subject] = await box(subject, await idsFor(subject), access, search.permission);
  }
  return result as PersonFiltersDTO;
}
