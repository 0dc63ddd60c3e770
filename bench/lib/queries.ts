// The SQL statements behind the benchmarked answers, built by the server's own builders, so the raw-SQL floor and
// the EXPLAIN evidence run exactly what the API runs: the member list (count + page) and the standings.
import { PAGE_SIZE_DEFAULT } from '../../shared/constants';
import { Prisma } from '../../server/db/generated/client';
import { buildAccess } from '../../server/domains/access/access';
import { personListStatements } from '../../server/domains/members/person-list.sql';
import { pagingOf } from '../../server/domains/members/person-search.sql';
import { parseRqlTerms } from '../../server/domains/members/rql.sql';
import { todaySql } from '../../server/domains/access/scope.sql';
import { standingsSql } from '../../server/domains/stats/standings.sql';
import type { Targets } from './targets';

export type PersonsCase = 'rql' | 'rql+q' | 'q' | 'last';

export interface PersonsRequest {
  query: { rql?: string; q?: string; page: number; page_size: number };
  path: string;
}

/** The member-list requests of the bench (page size 30, include aclLabels,tags, sorted by last name). */
export function personsRequest(t: Targets, kind: PersonsCase, lastPage = 0): PersonsRequest {
  const rql = kind === 'rql' || kind === 'rql+q' ? `and(eq(sport,${t.filterSportId}),eq(club,${t.filterClubId}))` : undefined;
  const q = kind === 'rql+q' || kind === 'q' ? t.quickSearch : undefined;
  const page = kind === 'last' ? lastPage : 0;
  const params = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE_DEFAULT), include: 'aclLabels,tags' });
  params.set('order_by', 'persons.lastname');
  if (rql) params.set('rql', rql);
  if (q) params.set('q', q);
  return { query: { rql, q, page, page_size: PAGE_SIZE_DEFAULT }, path: `/api/persons?${params.toString()}` };
}

/** The association admin of the bench (association 1) as the server resolves them. */
export const benchAdminAccess = (personId: number) =>
  buildAccess(personId, [
    { id: 1, role: 'association-leader', target: 'association', targetId: 1, targetName: null, revocable: false, meta: {} },
  ]);

export interface Statement {
  text: string;
  values: unknown[];
  /** The prepared statement's name, when the server prepares it (server/db/plan-cache.ts). */
  name?: string;
}

const toStatement = (sql: Prisma.Sql): Statement => ({ text: sql.text, values: sql.values });

/** The count statement and, once the total is known, the page statement of a member-list request. */
export function personsStatements(adminId: number, request: PersonsRequest) {
  const query = { order_by: 'persons.lastname' as const, order_by_desc: false };
  const search = { permission: 'persons.list' as const, terms: parseRqlTerms(request.query.rql), q: request.query.q };
  const paging = pagingOf(request.query);
  // The page statements as the server sends them: the answer's `data` written by PostgreSQL (personPageTextSql).
  const s = personListStatements(
    benchAdminAccess(adminId),
    search,
    query,
    paging,
    new Set(['aclLabels', 'tags']),
    todaySql(),
    true,
  );
  /** `withSnapshot`: a later page read on a kept count, with the snapshot that checks it (listPersonsText). */
  const page = (total: number | null, withSnapshot = false) => {
    const sql = s.page(total, withSnapshot);
    return sql ? toStatement(sql) : null;
  };
  return {
    count: toStatement(s.count),
    page,
    firstPage: s.firstPage,
    /**
     * Set when the API reads a filtered first page and its total in this one statement, with its snapshot: the page
     * is kept with it and read again only after a commit (listPersonsText).
     */
    combined: s.combined ? toStatement(s.combinedPage(true)) : null,
  };
}

export function standingsStatement(
  competitionId: number,
  seasonId: number,
  rule: { win: number; tie: number; loss: number },
): Statement {
  return toStatement(standingsSql(competitionId, seasonId, rule));
}
