// A person's access: their ACL rules resolved to permissions, each scoped to the rule's target.
import { permissionsOfRoles, ROLE_MATRIX, type Permission, type RoleName, type TargetType } from '../../../shared/permissions';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';
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

/**
 * The rules of the person whose id is the SQL expression `personId`, with their targets' names, as one JSON array
 * of RuleRow (`[]` without rules). One text for both readers: loadAccess, and the session read that brings the
 * rules along with the session (server/middleware/session.ts), so a signed-in request reads them without a
 * statement of their own.
 */
export function aclRulesJsonSql(personId: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', r.id, 'role', r.role::text, 'revocable', r.revocable,
      'meta', r.meta, 'associationId', r.association_id, 'regionId', r.region_id, 'competitionId', r.competition_id,
      'clubId', r.club_id, 'teamId', r.team_id,
      'targetName', CASE WHEN r.association_id IS NOT NULL THEN a.name WHEN r.region_id IS NOT NULL THEN rg.name
        WHEN r.competition_id IS NOT NULL THEN co.name WHEN r.club_id IS NOT NULL THEN cl.name ELSE tm.name END)
      ORDER BY r.id), '[]'::json)
    FROM acl_rules r
    LEFT JOIN associations a ON a.id = r.association_id
    LEFT JOIN regions rg ON rg.id = r.region_id
    LEFT JOIN competitions co ON co.id = r.competition_id
    LEFT JOIN clubs cl ON cl.id = r.club_id
    LEFT JOIN teams tm ON tm.id = r.team_id
    WHERE r.person_id = ${personId})`;
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
  const [row] = await db().$queryRaw<{ rules: RuleRow[] }[]>(
    cached(Prisma.sql`SELECT ${Prisma.raw(aclRulesJsonSql('x.id'))} AS rules FROM (SELECT ${personId}::int AS id) x`),
  );
  return accessOfRules(personId, row!.rules);
}
