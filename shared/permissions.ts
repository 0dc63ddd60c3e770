// The role -> permission matrix (docs/decisions/002-permission-matrix.md) and the user helpers
// can / isAdmin / isCustomer / isPlayer that server and client both use.

export const PERMISSIONS = [
  'persons.list',
  'persons.create',
  'persons.update',
  'persons.export',
  'persons.retireFromAssociation',
  'referees.list',
  'referees.edit',
  'referees.export',
  'clubs.list',
  'clubs.editProfile',
  'players.edit',
  'players.changeClub',
  'players.changeTeam',
  'games.list',
  /** Schedule a competition: seasons, groups, teams taking part, games, officials (docs/product.md#game-day). */
  'games.edit',
  /** Keep a game's score sheet (the assigned referees and the scorer of a game get it for that game alone). */
  'games.score',
  'leagues.list',
  'teams.list',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['association-leader', 'region-leader', 'league-leader', 'club-leader', 'team-leader', 'customer'] as const;
export type RoleName = (typeof ROLES)[number];

export const TARGET_TYPES = ['association', 'region', 'league', 'club', 'team'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

/** Which approver groups a role may give approvals for (on its own target). */
export type ApproverGroupName = 'association' | 'new-club' | 'new-league' | 'old-club' | 'old-league';

/** The label keys of the roles (docs/product.md#role-matrix), one per role. */
export const ROLE_LABELS = [
  'associationAdmin',
  'regionAdmin',
  'leagueRepresentative',
  'clubRepresentative',
  'teamManager',
  'customer',
] as const;
export type RoleLabel = (typeof ROLE_LABELS)[number];

export interface RoleDefinition {
  target: TargetType;
  permissions: readonly Permission[];
  approves: readonly ApproverGroupName[];
  forceApprove: boolean;
  /** Label key of the role (docs/product.md#role-matrix). */
  label: RoleLabel;
}

const ASSOCIATION_ADMIN: readonly Permission[] = [
  'persons.list',
  'persons.create',
  'persons.update',
  'persons.export',
  'persons.retireFromAssociation',
  'referees.list',
  'referees.edit',
  'referees.export',
  'clubs.list',
  'clubs.editProfile',
  'players.edit',
  'players.changeClub',
  'players.changeTeam',
  'leagues.list',
  'teams.list',
  'games.list',
  'games.edit',
  'games.score',
];

/** The one table of who may do what. Permissions hold on the rule's target and below it. */
export const ROLE_MATRIX: Record<RoleName, RoleDefinition> = {
  'association-leader': {
    target: 'association',
    permissions: ASSOCIATION_ADMIN,
    approves: ['association'],
    forceApprove: true,
    label: 'associationAdmin',
  },
  'region-leader': {
    target: 'region',
    // Competitions belong to associations: a region schedules none.
    permissions: ASSOCIATION_ADMIN.filter(
      (p) => p !== 'persons.retireFromAssociation' && p !== 'referees.edit' && p !== 'games.edit' && p !== 'games.score',
    ),
    approves: [],
    forceApprove: false,
    label: 'regionAdmin',
  },
  'league-leader': {
    target: 'league',
    permissions: ['leagues.list', 'teams.list', 'games.list', 'games.edit', 'games.score', 'persons.list'],
    approves: ['old-league', 'new-league'],
    forceApprove: false,
    label: 'leagueRepresentative',
  },
  'club-leader': {
    target: 'club',
    permissions: [
      'persons.list',
      'persons.create',
      'persons.update',
      'persons.export',
      'clubs.list',
      'clubs.editProfile',
      'players.edit',
      'players.changeTeam',
      'teams.list',
    ],
    approves: ['old-club', 'new-club'],
    forceApprove: false,
    label: 'clubRepresentative',
  },
  'team-leader': {
    target: 'team',
    permissions: ['persons.list', 'players.edit', 'teams.list', 'games.list', 'games.score'],
    approves: [],
    forceApprove: false,
    label: 'teamManager',
  },
  customer: {
    target: 'association',
    permissions: ASSOCIATION_ADMIN,
    approves: ['association'],
    forceApprove: true,
    label: 'customer',
  },
};

/** Roles an admin may grant or revoke in the UI; the others come from the association's set-up. */
export const ASSIGNABLE_ROLES: readonly RoleName[] = ['league-leader', 'team-leader'];

export function permissionsOfRoles(roles: readonly RoleName[]): Permission[] {
  const set = new Set<Permission>();
  for (const role of roles) for (const p of ROLE_MATRIX[role].permissions) set.add(p);
  return PERMISSIONS.filter((p) => set.has(p));
}

/** The part of the current user the helpers need. */
export interface PermissionHolder {
  permissions: readonly string[];
  is_customer?: boolean;
  memberships?: unknown[] | Record<string, unknown> | null;
}

/** `can(user, 'persons.list')`, or against a supplied list such as a club's meta.permissions. */
export function can(holder: PermissionHolder | null | undefined, permission: Permission, list?: readonly string[]): boolean {
  const source = list ?? holder?.permissions ?? [];
  return source.includes(permission);
}

/** An admin holds at least one permission not beginning with `games.`. */
export function isAdmin(holder: PermissionHolder | null | undefined): boolean {
  return (holder?.permissions ?? []).some((p) => !p.startsWith('games.'));
}

export function isCustomer(holder: PermissionHolder | null | undefined): boolean {
  return holder?.is_customer === true;
}

/** A player has at least one non-null membership. */
export function isPlayer(holder: PermissionHolder | null | undefined): boolean {
  const m = holder?.memberships;
  if (!m) return false;
  const values = Array.isArray(m) ? m : Object.values(m);
  return values.some((v) => v !== null && v !== undefined);
}
