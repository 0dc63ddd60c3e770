// A process as the admin area shows it (docs/product.md#processes-and-approvals): person, meta with the viewer's rights, and the
// required approvals with approver group, context, caption, state and who gave them. Field by field.
import type { ProcessApprovalDTO, ProcessChangeDTO, ProcessDTO } from '../../../shared/schemas/processes';
import type { ApprovalRow, ProcessRow } from './rows';
import { APPROVER_NAMES, isOwnProcess, mayForce, mayGive, mayWithdraw } from './policy';
import type { Access } from '../access';
import { avatarStateFor } from '../../platform/avatar-state';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const CHANGE_FIELDS = ['firstname', 'lastname', 'email'] as const;
type Names = Partial<Record<(typeof CHANGE_FIELDS)[number], string | null>>;

/**
 * What a privacy request holds in processes.data (rectify { old, new, note }, erase { note }): the changed fields,
 * old and new side by side, and the member's note. Other processes have none.
 */
export function privacyDataOf(data: unknown): { changes: ProcessChangeDTO[]; note: string | null } {
  const d = (data && typeof data === 'object' ? data : {}) as { old?: Names; new?: Names; note?: unknown };
  const changes: ProcessChangeDTO[] = [];
  for (const field of CHANGE_FIELDS) {
    const next = d.new?.[field];
    if (typeof next === 'string') changes.push({ field, old: d.old?.[field] ?? null, new: next });
  }
  return { changes, note: typeof d.note === 'string' ? d.note : null };
}

function presentApproval(access: Access, approvable: boolean, a: ApprovalRow): ProcessApprovalDTO {
  const context = a.contextClub
    ? { type: 'club' as const, id: a.contextClub.id, name: a.contextClub.name }
    : a.contextCompetition
      ? { type: 'league' as const, id: a.contextCompetition.id, name: a.contextCompetition.name }
      : a.contextAssociation
        ? { type: 'association' as const, ...a.contextAssociation }
        : null;
  return {
    id: a.id,
    approver: APPROVER_NAMES[a.approver],
    context,
    // The caption names whose approval it is; the client puts the translated group in front.
    caption: context?.name ?? '',
    state: a.state,
    given_at: iso(a.givenAt),
    given_by: a.givenBy,
    canApprove: approvable && a.state === 'pending' && mayGive(access, a),
  };
}

/** `canViewPerson`: for the details, whether the viewer may open the member (asked by the service). */
export function presentProcess(access: Access, p: ProcessRow, includeApprovals: boolean, canViewPerson?: boolean): ProcessDTO {
  const open = p.status === 'open';
  // The person a process is about never approves it: no buttons for them.
  const approvable = open && !isOwnProcess(access, { personId: p.person.id });
  const approvals = p.approvals.map((a) => presentApproval(access, approvable, a));
  return {
    id: p.id,
    type: p.type,
    status: p.status,
    forced: p.forced,
    created_at: p.createdAt.toISOString(),
    completed_at: iso(p.completedAt),
    person: {
      id: p.person.id,
      firstname: p.person.firstname,
      lastname: p.person.lastname,
      gender: p.person.gender,
      avatar_state: avatarStateFor(p.person, access.personId),
    },
    started_by: p.startedBy,
    association: p.association,
    sport: p.membership?.sport ?? null,
    approvals_done: approvals.filter((a) => a.state !== 'pending').length,
    approvals_total: approvals.length,
    ...privacyDataOf(p.data),
    meta: {
      club: p.fromClub,
      currentClub: p.fromClub,
      currentTeam: p.fromTeam,
      newClub: p.toClub,
      newTeam: p.toTeam,
      canApprove: approvals.some((a) => a.canApprove),
      canForceApprove: approvable && mayForce(access, p.associationId),
      canWithdraw: open && mayWithdraw(access, p),
      ...(canViewPerson === undefined ? {} : { canViewPerson }),
    },
    ...(includeApprovals ? { requiredApprovals: approvals } : {}),
  };
}
