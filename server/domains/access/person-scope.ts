// Which persons an admin reaches with a permission: persons with a current membership in a club or team the
// permission covers; on association level also the association's staff (licence holders, tagged persons,
// international players). Out of scope answers 403 (docs/decisions/009-rql.md, "Scope").
import { todayDate } from '../../../shared/clock';
import type { Permission } from '../../../shared/permissions';
import type { Prisma } from '../../db/generated/client';
import { db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { Access, Scope } from './access';
import { personAssociationsSql, scopeAssociationsSql } from './scope.sql';
import { isEmptyScope } from './scope';

/**
 * A membership counts while it has not ended (retirement sets active_to): isCurrentMembership (shared/clock.ts) as a
 * Prisma filter, on the association's today.
 */
export function currentMembership(now = new Date()): Prisma.MembershipWhereInput {
  return { OR: [{ activeTo: null }, { activeTo: { gte: todayDate(now) } }] };
}

/** Memberships inside a scope (any club or team the scope reaches). */
export function membershipInScope(s: Scope): Prisma.MembershipWhereInput {
  const or: Prisma.MembershipWhereInput[] = [];
  if (s.associations.size) or.push({ club: { associationId: { in: [...s.associations] } } });
  if (s.regions.size) or.push({ club: { regionId: { in: [...s.regions] } } });
  if (s.clubs.size) or.push({ clubId: { in: [...s.clubs] } });
  if (s.teams.size) or.push({ teamId: { in: [...s.teams] } });
  if (s.leagues.size) or.push({ team: { groupEntries: { some: { group: { competitionId: { in: [...s.leagues] } } } } } });
  return or.length ? { OR: or } : { id: -1 };
}

/** The Prisma filter of the persons a permission reaches. */
export function personScopeWhere(access: Access, permission: Permission): Prisma.PersonWhereInput {
  const s = access.scope(permission);
  if (isEmptyScope(s)) return { id: -1 };
  const or: Prisma.PersonWhereInput[] = [{ memberships: { some: { AND: [currentMembership(), membershipInScope(s)] } } }];
  if (s.associations.size) {
    const associationId = { in: [...s.associations] };
    or.push(
      { licenses: { some: { license: { associationId } } } },
      { tags: { some: { tag: { associationId } } } },
      { internationalPlayers: { some: { internationalTeam: { associationId } } } },
    );
  }
  return { OR: or };
}

/** 403 unless the user holds the permission somewhere (the wrong role). */
export function requirePermission(access: Access, permission: Permission): void {
  if (!access.permissions.includes(permission)) throw forbidden(`Missing permission ${permission}`);
}

export async function personInScope(access: Access, permission: Permission, personId: number): Promise<boolean> {
  if (!access.permissions.includes(permission)) return false;
  const found = await db().person.count({ where: { AND: [{ id: personId }, personScopeWhere(access, permission)] } });
  return found > 0;
}

/**
 * The person must exist (404) and lie in the permission's scope (403). Every call on /api/persons/{id}
 * first checks persons.list, then the permission of the action itself.
 */
export async function authorizePerson(access: Access, permission: Permission, personId: number): Promise<void> {
  requirePermission(access, permission);
  const exists = await db().person.count({ where: { id: personId } });
  if (!exists) throw notFound('Person');
  if (!(await personInScope(access, permission, personId))) throw forbidden('Person outside your scope');
}

/** The actions the viewer may take on one person (the client hides the rest; the server checks again). */
export const PERSON_ACTIONS = [
  'persons.update',
  'persons.retireFromAssociation',
  'players.edit',
  'players.changeTeam',
  'players.changeClub',
  'referees.edit',
] as const satisfies readonly Permission[];

export async function personPermissions(access: Access, personId: number): Promise<Permission[]> {
  const result: Permission[] = [];
  for (const permission of PERSON_ACTIONS) {
    if (await personInScope(access, permission, personId)) result.push(permission);
  }
  return result;
}

/** The association ids a person belongs to (memberships, licences, tags, international teams). */
export async function associationsOfPerson(personId: number): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>(personAssociationsSql(personId));
  return rows.map((r) => r.id);
}

/** The associations whose data (tags, licences, international teams) a permission reaches. */
export async function associationsInScope(access: Access, permission: Permission): Promise<number[]> {
  const s = access.scope(permission);
  if (isEmptyScope(s)) return [];
  const rows = await db().$queryRaw<{ id: number }[]>(scopeAssociationsSql(s));
  return rows.map((r) => r.id);
}
