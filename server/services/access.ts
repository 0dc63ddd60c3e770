// A person's access: their ACL rules resolved to permissions, each scoped to the rule's target.
import { permissionsOfRoles, ROLE_MATRIX, type Permission, type RoleName, type TargetType } from '../../shared/permissions';
import { db } from '../db/client';
import { Prisma } from '../db/generated/client';
import { cached } from '../db/plan-cache';
import type { Role } from '../db/generated/enums';

export interface ResolvedRule {
  id: number;
  role: RoleName;
  target: TargetType;
  targetId: number;
  targetName: string | null;
  revocable: boolean;
  meta: unknown;
}

export interface Scope {
  associations: Set<number>;
  regions: Set<number>;
  leagues: Set<number>;
  clubs: Set<number>;
  teams: Set<number>;
}

export interface Access {
  personId: number;
  rules: ResolvedRule[];
  permissions: Permission[];
  isCustomer: boolean;
  /** Where a permission holds: the targets of the rules that grant it. */
  scope(permission: Permission): Scope;
}

const ROLE_NAMES: Record<Role, RoleName> = {
  association_leader: 'association-leader',
  region_leader: 'region-leader',
  league_leader: 'league-leader',
  club_leader: 'club-leader',
  team_leader: 'team-leader',
  customer: 'customer',
};

export function roleName(role: Role): RoleName {
  return ROLE_NAMES[role];
}

export function roleEnum(role: RoleName): Role {
  return (Object.keys(ROLE_NAMES) as Role[]).find((k) => ROLE_NAMES[k] === role)!;
}

type RuleRow = {
  id: number;
  role: RoleName;
  revocable: boolean;
  meta: unknown;
  associationId: number | null;
  regionId: number | null;
  competitionId: number | null;
  clubId: number | null;
  teamId: number | null;
  /** The name of the one target the rule points at. */
  targetName: string | null;
};

function resolve(row: RuleRow): ResolvedRule | null {
  const base = { id: row.id, role: row.role, revocable: row.revocable, meta: row.meta, targetName: row.targetName };
  if (row.associationId !== null) return { ...base, target: 'association', targetId: row.associationId };
  if (row.regionId !== null) return { ...base, target: 'region', targetId: row.regionId };
  if (row.competitionId !== null) return { ...base, target: 'league', targetId: row.competitionId };
  if (row.clubId !== null) return { ...base, target: 'club', targetId: row.clubId };
  if (row.teamId !== null) return { ...base, target: 'team', targetId: row.teamId };
  return null;
}

export function buildAccess(personId: number, rules: ResolvedRule[]): Access {
  // A rule counts only on the target type its role is defined for.
  const valid = rules.filter((r) => ROLE_MATRIX[r.role].target === r.target);
  const permissions = permissionsOfRoles(valid.map((r) => r.role));
  const cache = new Map<Permission, Scope>();
  return {
    personId,
    rules: valid,
    permissions,
    isCustomer: valid.some((r) => r.role === 'customer'),
    scope(permission) {
      let scope = cache.get(permission);
      if (!scope) {
        scope = { associations: new Set(), regions: new Set(), leagues: new Set(), clubs: new Set(), teams: new Set() };
        for (const r of valid) {
          if (!ROLE_MATRIX[r.role].permissions.includes(permission)) continue;
          const key = (
            { association: 'associations', region: 'regions', league: 'leagues', club: 'clubs', team: 'teams' } as const
          )[r.target];
          scope[key].add(r.targetId);
        }
        cache.set(permission, scope);
      }
      return scope;
    },
  };
}

/** The person's rules with their targets' names, in one statement (every signed-in request loads them). */
export async function loadAccess(personId: number): Promise<Access> {
  const rows = await db().$queryRaw<RuleRow[]>(
    cached(Prisma.sql`
    SELECT r.id, r.role::text AS role, r.revocable, r.meta, r.association_id AS "associationId", r.region_id AS "regionId",
      r.competition_id AS "competitionId", r.club_id AS "clubId", r.team_id AS "teamId",
      CASE WHEN r.association_id IS NOT NULL THEN a.name WHEN r.region_id IS NOT NULL THEN rg.name
        WHEN r.competition_id IS NOT NULL THEN co.name WHEN r.club_id IS NOT NULL THEN cl.name ELSE tm.name END AS "targetName"
    FROM acl_rules r
    LEFT JOIN associations a ON a.id = r.association_id
    LEFT JOIN regions rg ON rg.id = r.region_id
    LEFT JOIN competitions co ON co.id = r.competition_id
    LEFT JOIN clubs cl ON cl.id = r.club_id
    LEFT JOIN teams tm ON tm.id = r.team_id
    WHERE r.person_id = ${personId}
    ORDER BY r.id`),
  );
  const rules = rows.map(resolve).filter((r): r is ResolvedRule => r !== null);
  return buildAccess(personId, rules);
}
