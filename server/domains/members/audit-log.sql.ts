// The one audit log (docs/product.md#audit-log, docs/decisions/059-one-audit-log.md): every change the portal
// records is an audit entry (members, memberships, licences, roles, processes, clubs, games and their score sheets),
// read newest first by the keyset (created_at, id), filtered by actor, member, kind and day, and cut to what the
// viewer may see: an entry about a person follows the person's scope and the history page's rule of what of the
// person shows (entryInViewSql); an entry about a club, game or group follows that thing's place in the scope.
import { zonedDateTime, addDays } from '../../../shared/clock';
import type { AuditLogQuery } from '../../../shared/schemas/audit-log';
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';
import { readOnGenericPlan } from '../../db/raw';
import {
  currentMembershipSql,
  isEmptyScope,
  membershipScopeSql,
  personScopeSql,
  todaySql,
  type Access,
  type Scope,
} from '../access';
import { entryInViewSql } from './person-history';
import { entryNames } from './history-names.sql';

const ids = (s: Set<number>) => [...s];

/** A club (its id as the SQL `club`) that the scope covers: by its association, region or itself. */
function clubCoveredSql(s: Scope, club: string): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM clubs cl WHERE cl.id = ${Prisma.raw(club)} AND (
    cl.association_id = ANY(${ids(s.associations)}::int[]) OR cl.region_id = ANY(${ids(s.regions)}::int[])
    OR cl.id = ANY(${ids(s.clubs)}::int[])) OFFSET 0)`;
}

/**
 * What an entry without a person (alias `a`) the viewer sees: its club, game or group in the scope. Each looked up by
 * its id (OFFSET 0 keeps PostgreSQL from hashing every game or club first: a page checks a few dozen entries).
 */
function thingInViewSql(s: Scope): Prisma.Sql {
  return Prisma.sql`CASE a.entity
    WHEN 'club' THEN ${clubCoveredSql(s, 'a.entity_id')}
    WHEN 'club_field' THEN EXISTS (SELECT 1 FROM club_fields f WHERE f.id = a.entity_id AND ${clubCoveredSql(s, 'f.club_id')} OFFSET 0)
    WHEN 'game' THEN EXISTS (SELECT 1 FROM games g JOIN competitions co ON co.id = g.competition_id
      JOIN teams ht ON ht.id = g.home_team_id JOIN teams awt ON awt.id = g.away_team_id
      WHERE g.id = a.entity_id AND (co.association_id = ANY(${ids(s.associations)}::int[])
        OR co.id = ANY(${ids(s.leagues)}::int[])
        OR g.home_team_id = ANY(${ids(s.teams)}::int[]) OR g.away_team_id = ANY(${ids(s.teams)}::int[])
        OR ${clubCoveredSql(s, 'ht.club_id')} OR ${clubCoveredSql(s, 'awt.club_id')}) OFFSET 0)
    WHEN 'group' THEN EXISTS (SELECT 1 FROM groups gr JOIN competitions co ON co.id = gr.competition_id
      WHERE gr.id = a.entity_id AND (co.association_id = ANY(${ids(s.associations)}::int[]) OR co.id = ANY(${ids(s.leagues)}::int[]))
      OFFSET 0)
    WHEN 'process' THEN EXISTS (SELECT 1 FROM processes pr WHERE pr.id = a.entity_id
      AND pr.association_id = ANY(${ids(s.associations)}::int[]) OFFSET 0)
    ELSE FALSE
  END`;
}

/** Whether the viewer (persons.list) sees the entry `a` (its subject as the person `p`: SUBJECT_AS_P). */
export function auditEntryVisibleSql(access: Access): Prisma.Sql {
  const s = access.scope('persons.list');
  if (isEmptyScope(s)) return Prisma.sql`FALSE`;
  return Prisma.sql`(CASE WHEN a.subject_id IS NOT NULL
    THEN ${personScopeSql(access, 'persons.list', todaySql(), 'matches')} AND ${entryInViewSql(s, { perEntry: true })}
    ELSE ${thingInViewSql(s)} END)`;
}

/** The keyset cursor of an entry: its creation in epoch milliseconds and its id. */
export const cursorOf = (row: { createdAt: Date; id: number }) => `${row.createdAt.getTime()}_${row.id}`;

const timestamp = (at: Date) => Prisma.sql`${at.toISOString()}::timestamp(3)`;

/**
 * A scope without associations and regions (a club's, a team's, a league's) reaches a few hundred persons and clubs
 * of thousands: its page is read from the entries about those ones (the subject and entity indexes), newest first.
 * The candidates are exactly the entries the walk's scope check admits (the persons with a current membership in
 * scope, which is all personScopeSql asks of a scope without associations, and the clubs, club fields, games and
 * groups the scope covers), so of the walk's check only the history page's rule of what of a person shows remains:
 * the page holds the same entries as the walk would find, as of now.
 */
export const isNarrowScope = (s: Scope) => s.associations.size === 0 && s.regions.size === 0;

/** The candidate entries of a narrow scope (id, created_at), each branch an index range under `keys`. */
function narrowCandidatesSql(s: Scope, keys: Prisma.Sql[]): Prisma.Sql {
  const and = (extra: Prisma.Sql) => Prisma.join([...keys, extra], ' AND ');
  const branch = (where: Prisma.Sql) => Prisma.sql`SELECT a.id, a.created_at FROM audit_entries a WHERE ${and(where)}`;
  const thing = (entity: string, ids: Prisma.Sql) =>
    branch(Prisma.sql`a.subject_id IS NULL AND a.entity = ${entity} AND a.entity_id IN (${ids})`);
  const clubs = ids(s.clubs);
  const branches = [
    // The members as one sorted array: one index scan steps through their entries in key order.
    branch(Prisma.sql`a.subject_id = ANY(ARRAY(SELECT m.person_id FROM memberships m
      WHERE ${currentMembershipSql('m', todaySql())} AND ${membershipScopeSql(s, 'm', null)} ORDER BY 1))`),
  ];
  if (s.clubs.size) {
    branches.push(
      thing('club', Prisma.sql`SELECT unnest(${clubs}::int[])`),
      thing('club_field', Prisma.sql`SELECT f.id FROM club_fields f WHERE f.club_id = ANY(${clubs}::int[])`),
    );
  }
  if (s.clubs.size || s.teams.size || s.leagues.size) {
    branches.push(
      thing(
        'game',
        Prisma.sql`SELECT g.id FROM games g JOIN teams ht ON ht.id = g.home_team_id JOIN teams awt ON awt.id = g.away_team_id
        WHERE g.competition_id = ANY(${ids(s.leagues)}::int[])
          OR g.home_team_id = ANY(${ids(s.teams)}::int[]) OR g.away_team_id = ANY(${ids(s.teams)}::int[])
          OR ht.club_id = ANY(${clubs}::int[]) OR awt.club_id = ANY(${clubs}::int[])`,
      ),
    );
  }
  if (s.leagues.size) {
    branches.push(
      thing('group', Prisma.sql`SELECT gr.id FROM groups gr WHERE gr.competition_id = ANY(${ids(s.leagues)}::int[])`),
    );
  }
  return Prisma.join(branches, ' UNION ALL ');
}

/**
 * The entry's subject as the person `p` the scope's SQL checks: that SQL reads only `p.id`, which is the entry's
 * `subject_id` (a foreign key, so the person exists). Joining `persons` instead let PostgreSQL hash all of them for a
 * day's page and kept it from walking the day's entries newest first (decision 059).
 */
const SUBJECT_AS_P = Prisma.raw('CROSS JOIN LATERAL (SELECT a.subject_id AS id) p');

/**
 * The page's bound written into the statement (a validated whole number, AUDIT_PAGE_SIZE_MAX at most): a bound given as
 * a parameter counts as a tenth of the table in a prepared statement's generic plan, which then sorts every entry
 * instead of walking the newest ones; written in, the generic plan walks them as a fresh plan would.
 */
const limitOf = (query: AuditLogQuery) => Prisma.raw(String(query.page_size + 1));

/**
 * A narrow scope's page is read in slices of time, newest first: the candidates of the last NARROW_SLICE_DAYS[0] days
 * before the anchor (and anything newer), then of the days up to the next bound, and so on, the last slice holding
 * everything older. A slice is read only when the newer ones did not fill the page, so a busy club's first page reads
 * its last days' candidates instead of all it ever had, and a quiet club's reads a few more slices (decision 059).
 */
export const NARROW_SLICE_DAYS = [7, 56, 448] as const;

const DAY_MS = 86_400_000;

/** Where the slices are counted back from: the cursor's entry, else the end of the last day asked for, else now. */
function anchorOf(query: AuditLogQuery): number {
  const at = [Date.now()];
  if (query.cursor !== undefined) at.push(Number(query.cursor.split('_')[0]));
  if (query.to !== undefined) at.push(zonedDateTime(addDays(query.to, 1), '00:00').getTime());
  return Math.min(...at);
}

/** The slices' bounds in epoch milliseconds, newest first: [from, to), from null for the oldest, to null for the newest. */
function narrowSlices(query: AuditLogQuery): { from: number | null; to: number | null }[] {
  const anchor = anchorOf(query);
  const bounds = NARROW_SLICE_DAYS.map((days) => anchor - days * DAY_MS);
  const slices = [null, ...bounds].map((to, i) => ({ from: bounds[i] ?? null, to }));
  // A slice wholly before the first day asked for holds nothing: not read at all.
  const first = query.from === undefined ? null : zonedDateTime(query.from, '00:00').getTime();
  return slices.filter((slice) => first === null || slice.to === null || slice.to > first);
}

function narrowPageSql(s: Scope, keys: Prisma.Sql[], query: AuditLogQuery): Prisma.Sql {
  const parts = narrowSlices(query).map((slice) => {
    const within = [...keys];
    if (slice.from !== null) within.push(Prisma.sql`a.created_at >= ${timestamp(new Date(slice.from))}`);
    if (slice.to !== null) within.push(Prisma.sql`a.created_at < ${timestamp(new Date(slice.to))}`);
    return Prisma.sql`(${narrowCandidatesSql(s, within)} ORDER BY created_at DESC, id DESC)`;
  });
  // Each slice's candidates sorted; UNION ALL runs the slices one after the other, in order (no parallel plan:
  // readOnGenericPlan), and each candidate is looked up and checked as it comes (a lateral lookup, so no plan can
  // hash or sort them in between), so the rows come newest first and the bound stops the whole as soon as the page
  // is full. The check once, above the slices, keeps the plan small (a check in every slice multiplied its start-up,
  // decision 059). An entry without a person is a candidate only as the scope's own club, field, game
  // or group, which is all the walk's check would ask of it.
  return Prisma.sql`
    SELECT a.id FROM (${Prisma.join(parts, ' UNION ALL ')} OFFSET 0) c
    CROSS JOIN LATERAL (SELECT a.id FROM audit_entries a
      WHERE a.id = c.id AND (a.subject_id IS NULL OR ${entryInViewSql(s, { perEntry: true })}) OFFSET 0) a
    LIMIT ${limitOf(query)}`;
}

/** The statement of one page's ids, newest first, one more than the page to tell whether another follows. */
export function auditLogIdsSql(access: Access, query: AuditLogQuery): Prisma.Sql {
  const keys: Prisma.Sql[] = [];
  if (query.actor_id !== undefined) keys.push(Prisma.sql`a.actor_id = ${query.actor_id}`);
  if (query.person_id !== undefined) keys.push(Prisma.sql`a.subject_id = ${query.person_id}`);
  if (query.kind !== undefined) keys.push(Prisma.sql`a.entity = ${query.kind}`);
  if (query.from !== undefined) keys.push(Prisma.sql`a.created_at >= ${timestamp(zonedDateTime(query.from, '00:00'))}`);
  if (query.to !== undefined) keys.push(Prisma.sql`a.created_at < ${timestamp(zonedDateTime(addDays(query.to, 1), '00:00'))}`);
  if (query.cursor !== undefined) {
    const [ms, id] = query.cursor.split('_').map(Number);
    keys.push(Prisma.sql`(a.created_at, a.id) < (${timestamp(new Date(ms!))}, ${id!})`);
  }
  const s = access.scope('persons.list');
  if (!isEmptyScope(s) && isNarrowScope(s)) return narrowPageSql(s, keys, query);
  return Prisma.sql`
    SELECT a.id FROM audit_entries a ${SUBJECT_AS_P}
    WHERE ${Prisma.join([auditEntryVisibleSql(access), ...keys], ' AND ')}
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${limitOf(query)}`;
}

type Name = { id: number; firstname: string; lastname: string } | null;

interface PageRow {
  id: number;
  action: string;
  entity: string;
  entity_id: number | null;
  data: Prisma.JsonValue;
  created_ms: number;
  actor: Name;
  subject: Name;
}

const nameOf = (alias: string) =>
  Prisma.raw(`CASE WHEN ${alias}.id IS NULL THEN NULL
    ELSE json_build_object('id', ${alias}.id, 'firstname', ${alias}.firstname, 'lastname', ${alias}.lastname) END`);

/**
 * The page's entries with actor and subject in one statement with the ids' (one round trip, decision 059), then the
 * names their data records.
 */
export async function auditLogPage(access: Access, query: AuditLogQuery) {
  // Prepared (plan-cache.ts) and always run on its generic plan: planning this statement anew (PostgreSQL's choice for
  // it) takes twice as long as running it, and the generic plan, with the page's bound written in, is as good as a
  // fresh one for every filter and scope (decision 059). Without a parallel plan, a narrow scope's slices run in order.
  // The creation as epoch milliseconds: pg would read a timestamp without time zone in the process's zone.
  const found = await readOnGenericPlan<PageRow>(
    cached(Prisma.sql`
      SELECT a.id, a.action, a.entity, a.entity_id, a.data, (extract(epoch FROM a.created_at) * 1000)::float8 AS created_ms,
        ${nameOf('ac')} AS actor, ${nameOf('su')} AS subject
      FROM (${auditLogIdsSql(access, query)}) page
      JOIN audit_entries a ON a.id = page.id
      LEFT JOIN persons ac ON ac.id = a.actor_id
      LEFT JOIN persons su ON su.id = a.subject_id
      ORDER BY a.created_at DESC, a.id DESC`),
  );
  const rows = found.slice(0, query.page_size).map((r) => ({
    id: r.id,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    data: r.data,
    createdAt: new Date(r.created_ms),
    actor: r.actor,
    subject: r.subject,
  }));
  const names = await entryNames(rows.map((r) => r.data));
  const last = rows[rows.length - 1];
  return { rows, names, nextCursor: found.length > query.page_size && last ? cursorOf(last) : null };
}
export type AuditLogRows = Awaited<ReturnType<typeof auditLogPage>>;
