// The membership scope of a permission as a SQL condition, for aggregations that run as raw SQL
// (dashboard, filter counts). Mirrors membershipInScope() in persons.ts; values are bound parameters.
import { Prisma } from '../db/generated/client';
import type { Scope } from '../services/access';

/**
 * `m` is the memberships alias, `c` the clubs alias joined on m.club_id. A league covers the teams
 * of any of its groups.
 */
export function membershipScopeSql(s: Scope, m = 'm', c = 'c'): Prisma.Sql {
  const col = (alias: string, name: string) => Prisma.raw(`${alias}.${name}`);
  return Prisma.sql`(
    ${col(c, 'association_id')} = ANY(${[...s.associations]}::int[])
    OR ${col(c, 'region_id')} = ANY(${[...s.regions]}::int[])
    OR ${col(m, 'club_id')} = ANY(${[...s.clubs]}::int[])
    OR ${col(m, 'team_id')} = ANY(${[...s.teams]}::int[])
    OR ${col(m, 'team_id')} IN (
      SELECT gt.team_id FROM group_teams gt JOIN groups g ON g.id = gt.group_id
      WHERE g.competition_id = ANY(${[...s.leagues]}::int[])
    )
  )`;
}

/** A membership that has not ended. */
export function currentMembershipSql(m = 'm'): Prisma.Sql {
  return Prisma.sql`(${Prisma.raw(`${m}.active_to`)} IS NULL OR ${Prisma.raw(`${m}.active_to`)} >= CURRENT_DATE)`;
}
