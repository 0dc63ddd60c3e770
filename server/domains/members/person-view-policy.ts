// What of a person an admin sees and filters on: a person in two associations is visible to the admins of
// both, but each sees only their side. Memberships: those of clubs and teams in the viewer's scope. Association
// data (tags, licences, national teams) and roles: those of an association the viewer's scope lies in (for a club
// representative the club's association; for an association admin that association). Prisma filters for the
// presenters and the readable RQL, the same rules as SQL for the member list, its filter boxes and the exports.
import { Prisma } from '../../db/generated/client';
import { type Scope, membershipScopeSql } from '../access';

const ids = (s: Set<number>) => [...s];

/** The associations a scope lies in (its associations, and those of its regions, clubs, teams and leagues). */
export function scopeAssociationWhere(s: Scope): Prisma.AssociationWhereInput {
  const or: Prisma.AssociationWhereInput[] = [];
  if (s.associations.size) or.push({ id: { in: ids(s.associations) } });
  if (s.regions.size) or.push({ regions: { some: { id: { in: ids(s.regions) } } } });
  if (s.clubs.size) or.push({ clubs: { some: { id: { in: ids(s.clubs) } } } });
  if (s.teams.size) or.push({ clubs: { some: { teams: { some: { id: { in: ids(s.teams) } } } } } });
  if (s.leagues.size) or.push({ competitions: { some: { id: { in: ids(s.leagues) } } } });
  return or.length ? { OR: or } : { id: -1 };
}

/** scopeAssociationWhere() as a SQL subquery of association ids. */
export function scopeAssociationsSql(s: Scope): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (s.associations.size) parts.push(Prisma.sql`SELECT unnest(${ids(s.associations)}::int[])`);
  if (s.regions.size) parts.push(Prisma.sql`SELECT association_id FROM regions WHERE id = ANY(${ids(s.regions)}::int[])`);
  if (s.clubs.size) parts.push(Prisma.sql`SELECT association_id FROM clubs WHERE id = ANY(${ids(s.clubs)}::int[])`);
  if (s.teams.size) {
    parts.push(Prisma.sql`SELECT c.association_id FROM teams t JOIN clubs c ON c.id = t.club_id
      WHERE t.id = ANY(${ids(s.teams)}::int[])`);
  }
  if (s.leagues.size) parts.push(Prisma.sql`SELECT association_id FROM competitions WHERE id = ANY(${ids(s.leagues)}::int[])`);
  return parts.length ? Prisma.join(parts, ' UNION ') : Prisma.sql`SELECT NULL::int WHERE FALSE`;
}

/** `column IN (the scope's associations)`. */
export function inScopeAssociationsSql(s: Scope, column: string): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(column)} IN (${scopeAssociationsSql(s)})`;
}

/** A role whose target (association, region, league, club or team) lies in one of the scope's associations. */
export function aclRuleInViewWhere(s: Scope): Prisma.AclRuleWhereInput {
  const association = scopeAssociationWhere(s);
  return {
    OR: [
      { association },
      { regionRef: { association } },
      { competition: { association } },
      { club: { association } },
      { team: { club: { association } } },
    ],
  };
}

/** aclRuleInViewWhere() as SQL on acl_rules alias `r`. */
export function aclRuleInViewSql(s: Scope, r = 'r'): Prisma.Sql {
  const col = (name: string) => Prisma.raw(`${r}.${name}`);
  return Prisma.sql`coalesce(${col('association_id')},
    (SELECT rg.association_id FROM regions rg WHERE rg.id = ${col('region_id')}),
    (SELECT co.association_id FROM competitions co WHERE co.id = ${col('competition_id')}),
    (SELECT cl.association_id FROM clubs cl WHERE cl.id = ${col('club_id')}),
    (SELECT tc.association_id FROM teams tt JOIN clubs tc ON tc.id = tt.club_id WHERE tt.id = ${col('team_id')})
  ) IN (${scopeAssociationsSql(s)})`;
}

/** Memberships (alias `m`, clubs `c` joined on m.club_id) in the scope: membershipScopeSql, named for this use. */
export const membershipInViewSql = (s: Scope, m = 'm', c = 'c'): Prisma.Sql => membershipScopeSql(s, m, c);
