// A person's access: their ACL rules resolved to permissions, each scoped to the rule's target.
import { permissionsOfRoles, ROLE_MATRIX, type Permission, type RoleName, type TargetType } from '../../shared/permissions';
import { db } from '../db/client';
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
  role: Role;
  revocable: boolean;
  meta: unknown;
  associationId: number | null;
  regionId: number | null;
  competitionId: number | null;
  clubId: number | null;
  teamId: number | null;
  association: { name: string } | null;
  regionRef: { name: string } | null;
  competition: { name: string } | null;
  club: { name: string } | null;
  team: { name: string } | null;
};

function resolve(row: RuleRow): ResolvedRule | null {
  const base = { id: row.id, role: roleName(row.role), revocable: row.revocable, meta: row.meta };
  if (row.associationId !== null)
    return { ...base, target: 'association', targetId: row.associationId, targetName: row.association?.name ?? null };
  if (row.regionId !== null)
    return { ...base, target: 'region', targetId: row.regionId, targetName: row.regionRef?.name ?? null };
  if (row.competitionId !== null)
    return { ...base, target: 'league', targetId: row.competitionId, targetName: row.competition?.name ?? null };
  if (row.clubId !== null) return { ...base, target: 'club', targetId: row.clubId, targetName: row.club?.name ?? null };
  if (row.teamId !== null) return { ...base, target: 'team', targetId: row.teamId, targetName: row.team?.name ?? null };
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

export async function loadAccess(personId: number): Promise<Access> {
  const rows = await db().aclRule.findMany({
    where: { personId },
    orderBy: { id: 'asc' },
    include: {
      association: { select: { name: true } },
      regionRef: { select: { name: true } },
      competition: { select: { name: true } },
      club: { select: { name: true } },
      team: { select: { name: true } },
    },
  });
  const rules = rows.map(resolve).filter((r): r is ResolvedRule => r !== null);
  return buildAccess(personId, rules);
}
