// Which approvals a club switch needs, who may give which approval of a process, who may force-approve it, and who may
// see it. One rule, read from the role matrix (ROLE_MATRIX.approves / forceApprove): a role approves its groups on the
// contexts its target contains (association > region > club; association > league).
import { ROLE_MATRIX, type ApproverGroupName } from '../../../shared/permissions';
import type { Prisma } from '../../db/generated/client';
import type { ApproverGroup } from '../../db/generated/enums';
import { type Access, clubWhere } from '../access';
import type { OwnMembership } from '../memberships';
import type { ApprovalRow } from './rows';

export const APPROVER_NAMES: Record<ApproverGroup, ApproverGroupName> = {
  association: 'association',
  new_club: 'new-club',
  new_league: 'new-league',
  old_club: 'old-club',
  old_league: 'old-league',
};

const GROUPS = Object.keys(APPROVER_NAMES) as ApproverGroup[];

export type RequiredApproval = Omit<Prisma.RequiredApprovalCreateManyInput, 'processId'>;

/** A club switch's approvals: old and new club, association; a league player's old league, the new club's league if any. */
export function moveApprovals(m: OwnMembership, toClubId: number, oldLeagueId: number | null, newLeagueId: number | null) {
  return [
    { approver: 'old_club', contextClubId: m.clubId },
    { approver: 'new_club', contextClubId: toClubId },
    { approver: 'association', contextAssociationId: m.associationId },
    ...(oldLeagueId === null ? [] : [{ approver: 'old_league' as const, contextCompetitionId: oldLeagueId }]),
    ...(newLeagueId === null ? [] : [{ approver: 'new_league' as const, contextCompetitionId: newLeagueId }]),
  ] satisfies RequiredApproval[];
}

interface Targets {
  associations: Set<number>;
  regions: Set<number>;
  clubs: Set<number>;
  leagues: Set<number>;
}

const emptyTargets = (): Targets => ({ associations: new Set(), regions: new Set(), clubs: new Set(), leagues: new Set() });

const cache = new WeakMap<Access, Record<ApproverGroup, Targets>>();

/** Per approver group, the targets of the user's rules whose role approves that group. */
export function approverTargets(access: Access): Record<ApproverGroup, Targets> {
  const cached = cache.get(access);
  if (cached) return cached;
  const result = Object.fromEntries(GROUPS.map((g) => [g, emptyTargets()])) as Record<ApproverGroup, Targets>;
  for (const rule of access.rules) {
    for (const name of ROLE_MATRIX[rule.role].approves) {
      const group = GROUPS.find((g) => APPROVER_NAMES[g] === name)!;
      const t = result[group];
      if (rule.target === 'association') t.associations.add(rule.targetId);
      else if (rule.target === 'region') t.regions.add(rule.targetId);
      else if (rule.target === 'club') t.clubs.add(rule.targetId);
      else if (rule.target === 'league') t.leagues.add(rule.targetId);
      // A team is below every approval context: a team rule never approves.
    }
  }
  cache.set(access, result);
  return result;
}

/** The user holds a role that approves this group on this approval's context (APPROVAL_SELECT in rows.ts). */
export function mayGive(access: Access, approval: ApprovalRow): boolean {
  const t = approverTargets(access)[approval.approver];
  const club = approval.contextClub;
  if (club) {
    return (
      t.clubs.has(club.id) || (club.regionId !== null && t.regions.has(club.regionId)) || t.associations.has(club.associationId)
    );
  }
  const league = approval.contextCompetition;
  if (league) return t.leagues.has(league.id) || t.associations.has(league.associationId);
  return approval.contextAssociationId !== null && t.associations.has(approval.contextAssociationId);
}

/** Associations in which the user may force-approve (a role with forceApprove on the association). */
export function forceAssociations(access: Access): Set<number> {
  return new Set(
    access.rules.filter((r) => ROLE_MATRIX[r.role].forceApprove && r.target === 'association').map((r) => r.targetId),
  );
}

export function mayForce(access: Access, associationId: number): boolean {
  return forceAssociations(access).has(associationId);
}

const ids = (s: Set<number>) => [...s];

/** A Prisma filter of the approvals the user may give (any state). Matches nothing without a role that approves. */
export function approvalsGivableWhere(access: Access): Prisma.RequiredApprovalWhereInput {
  const targets = approverTargets(access);
  const or: Prisma.RequiredApprovalWhereInput[] = [];
  for (const group of GROUPS) {
    const t = targets[group];
    const inner: Prisma.RequiredApprovalWhereInput[] = [];
    if (t.clubs.size) inner.push({ contextClubId: { in: ids(t.clubs) } });
    if (t.regions.size) inner.push({ contextClub: { regionId: { in: ids(t.regions) } } });
    if (t.leagues.size) inner.push({ contextCompetitionId: { in: ids(t.leagues) } });
    if (t.associations.size) {
      const associationId = { in: ids(t.associations) };
      inner.push(
        { contextAssociationId: associationId },
        { contextClub: { associationId } },
        { contextCompetition: { associationId } },
      );
    }
    if (inner.length) or.push({ approver: group, OR: inner });
  }
  return or.length ? { OR: or } : { id: -1 };
}

/**
 * The processes a user may see: those with an approval of theirs (pending or given), those they may force-approve,
 * and those of members of clubs on which they hold persons.list (region admins, for example, follow the switches of
 * their clubs without approving them).
 */
export function processVisibleWhere(access: Access): Prisma.ProcessWhereInput {
  const or: Prisma.ProcessWhereInput[] = [{ approvals: { some: approvalsGivableWhere(access) } }];
  const force = forceAssociations(access);
  if (force.size) or.push({ associationId: { in: ids(force) } });
  if (access.permissions.includes('persons.list')) {
    const clubs = clubWhere(access, 'persons.list');
    or.push({ fromClub: clubs }, { toClub: clubs });
  }
  return { OR: or };
}

/**
 * Open processes with at least one pending approval the user may give: the navigation badge. A process about the
 * user is never theirs to approve, so it does not count.
 */
export function processApprovableWhere(access: Access): Prisma.ProcessWhereInput {
  return {
    status: 'open',
    personId: { not: access.personId },
    approvals: { some: { AND: [{ state: 'pending' }, approvalsGivableWhere(access)] } },
  };
}

/** The person a process is about never approves or force-approves it (a representative approving his own request). */
export function isOwnProcess(access: Access, process: { personId: number }): boolean {
  return process.personId === access.personId;
}

/**
 * Withdrawing (decision 010): whoever started the process (the member's own request, or the admin who started it for
 * them), or whoever may force it. A member does not take back what an admin started about them.
 */
export function mayWithdraw(access: Access, process: { startedById: number | null; associationId: number }): boolean {
  return process.startedById === access.personId || mayForce(access, process.associationId);
}
