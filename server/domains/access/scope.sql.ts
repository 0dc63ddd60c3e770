// The membership scope of a permission as a SQL condition, for aggregations that run as raw SQL
// (dashboard, filter counts). Mirrors membershipInScope() in persons.ts; values are bound parameters.
import { today } from '../../../shared/clock';
import type { Permission } from '../../../shared/permissions';
import { Prisma } from '../../db/generated/client';
import type { Access, Scope } from './access';
import { isEmptyScope } from './scope';

/**
 * `m` is the memberships alias, `c` the clubs alias joined on m.club_id. A league covers the teams
 * of any of its groups.
 *
 * `c` null: no clubs row is joined; the membership's club is looked up in the set of the scope's associations' and
 * regions' clubs, which PostgreSQL hashes once per statement (a hashed subplan: `IS TRUE` keeps the planner from
 * turning the `IN` back into a join with a clubs lookup per membership). That pays where a statement checks
 * thousands of memberships one person at a time (a quick search's matches, docs/benchmarks.md).
 */
export function membershipScopeSql(s: Scope, m = 'm', c: string | null = 'c'): Prisma.Sql {
  const col = (alias: string, name: string) => Prisma.raw(`${alias}.${name}`);
  // Only the kinds of target the scope has: a shorter condition is cheaper to check on every membership.
  const parts: Prisma.Sql[] = [];
  if (c === null) {
    const clubs: Prisma.Sql[] = [];
    if (s.associations.size) clubs.push(Prisma.sql`cs.association_id = ANY(${[...s.associations]}::int[])`);
    if (s.regions.size) clubs.push(Prisma.sql`cs.region_id = ANY(${[...s.regions]}::int[])`);
    if (clubs.length) {
      parts.push(Prisma.sql`(${col(m, 'club_id')} IN (SELECT cs.id FROM clubs cs WHERE ${Prisma.join(clubs, ' OR ')})) IS TRUE`);
    }
  } else {
    if (s.associations.size) parts.push(Prisma.sql`${col(c, 'association_id')} = ANY(${[...s.associations]}::int[])`);
    if (s.regions.size) parts.push(Prisma.sql`${col(c, 'region_id')} = ANY(${[...s.regions]}::int[])`);
  }
  if (s.clubs.size) parts.push(Prisma.sql`${col(m, 'club_id')} = ANY(${[...s.clubs]}::int[])`);
  if (s.teams.size) parts.push(Prisma.sql`${col(m, 'team_id')} = ANY(${[...s.teams]}::int[])`);
  if (s.leagues.size) {
    parts.push(Prisma.sql`${col(m, 'team_id')} IN (
      SELECT gt.team_id FROM group_teams gt JOIN groups g ON g.id = gt.group_id
      WHERE g.competition_id = ANY(${[...s.leagues]}::int[])
    )`);
  }
  return parts.length ? Prisma.sql`(${Prisma.join(parts, ' OR ')})` : Prisma.sql`FALSE`;
}

/** The association's today (shared/clock.ts) as a bound date: SQL never asks the database for CURRENT_DATE. */
export const todaySql = (now: Date = new Date()): Prisma.Sql => Prisma.sql`${today(now)}::date`;

/** A membership (alias `m`) that has not ended by `day`: the SQL function membership_is_current (its migration). */
export function currentMembershipSql(m = 'm', day: Prisma.Sql = todaySql()): Prisma.Sql {
  return Prisma.sql`membership_is_current(${Prisma.raw(`${m}.active_to`)}, ${day})`;
}

/**
 * The persons (alias `p`) a permission reaches, as SQL: mirrors personScopeWhere() in persons.ts (current membership
 * in scope; on association level also licence holders, tagged persons and international players). `today` is the
 * bound date a membership must last to (todaySql()).
 *
 * `perRow`: check each candidate person with index lookups. PostgreSQL otherwise tends to hash every membership in
 * scope first, which only pays when most persons are candidates; `OFFSET 0`
 * keeps it from turning the EXISTS into such a hashed set (docs/benchmarks.md). `'matches'`: the same for all
 * matches of a quick search (hundreds to thousands of persons), with the scope's clubs hashed once instead of
 * a clubs lookup per membership; a walk that stops after a page checks a few dozen and looks them up.
 */
export type PerRowScope = boolean | 'matches';

export function personScopeSql(
  access: Access,
  permission: Permission,
  today: Prisma.Sql,
  perRow: PerRowScope = false,
): Prisma.Sql {
  const s = access.scope(permission);
  if (isEmptyScope(s)) return Prisma.sql`FALSE`;
  const fence = perRow ? Prisma.sql` OFFSET 0` : Prisma.empty;
  const parts = [
    perRow === 'matches'
      ? Prisma.sql`EXISTS (SELECT 1 FROM memberships m WHERE m.person_id = p.id
      AND ${currentMembershipSql('m', today)} AND ${membershipScopeSql(s, 'm', null)}${fence})`
      : Prisma.sql`EXISTS (SELECT 1 FROM memberships m JOIN clubs c ON c.id = m.club_id WHERE m.person_id = p.id
      AND ${currentMembershipSql('m', today)} AND ${membershipScopeSql(s)}${fence})`,
  ];
  if (s.associations.size) {
    const ids = [...s.associations];
    parts.push(
      Prisma.sql`EXISTS (SELECT 1 FROM person_licenses pl JOIN licenses l ON l.id = pl.license_id
        WHERE pl.person_id = p.id AND l.association_id = ANY(${ids}::int[])${fence})`,
      Prisma.sql`EXISTS (SELECT 1 FROM person_tags pt JOIN tags t ON t.id = pt.tag_id
        WHERE pt.person_id = p.id AND t.association_id = ANY(${ids}::int[])${fence})`,
      Prisma.sql`EXISTS (SELECT 1 FROM international_players ip JOIN international_teams it ON it.id = ip.international_team_id
        WHERE ip.person_id = p.id AND it.association_id = ANY(${ids}::int[])${fence})`,
    );
  }
  return Prisma.sql`(${Prisma.join(parts, ' OR ')})`;
}

// The statements of associationsOfPerson and associationsInScope (person-scope.ts).
export const personAssociationsSql = (personId: number) => Prisma.sql`
    SELECT c.association_id AS id FROM memberships m JOIN clubs c ON c.id = m.club_id
      WHERE m.person_id = ${personId} AND ${currentMembershipSql()}
    UNION SELECT l.association_id FROM person_licenses pl JOIN licenses l ON l.id = pl.license_id WHERE pl.person_id = ${personId}
    UNION SELECT t.association_id FROM person_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.person_id = ${personId}
    UNION SELECT it.association_id FROM international_players ip JOIN international_teams it ON it.id = ip.international_team_id
      WHERE ip.person_id = ${personId}`;
export const scopeAssociationsSql = (s: Scope) => Prisma.sql`
    SELECT id FROM associations WHERE id = ANY(${[...s.associations]}::int[])
    UNION SELECT association_id FROM regions WHERE id = ANY(${[...s.regions]}::int[])
    UNION SELECT association_id FROM clubs WHERE id = ANY(${[...s.clubs]}::int[])
    UNION SELECT c.association_id FROM teams t JOIN clubs c ON c.id = t.club_id WHERE t.id = ANY(${[...s.teams]}::int[])
    UNION SELECT association_id FROM competitions WHERE id = ANY(${[...s.leagues]}::int[])`;
