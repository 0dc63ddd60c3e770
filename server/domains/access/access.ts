// A person's access: their ACL rules resolved to permissions, each scoped to the rule's target.
import { permissionsOfRoles, ROLE_MATRIX, type Permission, type RoleName, type TargetType } from '../../../shared/permissions';
import { db } from '../../db/client';
import { accessRulesSql } from './account.sql';
import type { Role } from '../../db/generated/enums';

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

export type RuleRow = {
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

/** A person's access from their rules as aclRulesJsonSql reads them. */
export function accessOfRules(personId: number, rows: RuleRow[]): Access {
  return buildAccess(
    personId,
    rows.map(resolve).filter((r): r is ResolvedRule => r !== null),
  );
}

/** The person's rules with their targets' names, in one statement (a request whose session did not bring them). */
export async function loadAccess(personId: number): Promise<Access> {
  const [row] = await db().$queryRaw<{ rules: RuleRow[] }[]>(accessRulesSql(personId));
  return accessOfRules(personId, row!.rules);
}
