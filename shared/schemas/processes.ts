// Approval processes in the admin area (docs/product.md#processes-and-approvals): queries, actions, DTOs.
import { z } from 'zod';
import { PathId } from './ids';
import { APPROVER_GROUPS, GENDERS, PAGE_SIZE_LOOKUP, PROCESS_TYPES } from '../constants';
import { includeParam } from './clubs';

export type ApproverGroupName = (typeof APPROVER_GROUPS)[number];
export type ProcessTypeName = (typeof PROCESS_TYPES)[number];
/** A process runs (open) until every approval is given or it is forced (completed), or it is withdrawn (cancelled). */
export const PROCESS_STATES = ['open', 'completed', 'cancelled'] as const;
export const APPROVAL_STATES = ['pending', 'given', 'skipped'] as const;

/** approve and force-approve by approvers; withdraw by the member it is about, or an admin who may force it. */
export const PROCESS_ACTIONS = ['approve', 'force-approve', 'withdraw'] as const;
export type ProcessAction = (typeof PROCESS_ACTIONS)[number];

/** Which processes the list shows: running ones (the default), finished ones, or all. */
export const PROCESS_LIST_STATUSES = ['open', 'closed', 'all'] as const;
export type ProcessListStatus = (typeof PROCESS_LIST_STATUSES)[number];

const id = PathId;
const pageSize = z.coerce.number().int().min(0).max(PAGE_SIZE_LOOKUP);

export const ProcessParams = z.object({ id });

/** GET /api/processes: the processes the user may approve or see, paged from 0. */
export const ProcessListQuery = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    page_size: pageSize.optional(),
    pageSize: pageSize.optional(),
    status: z.enum(PROCESS_LIST_STATUSES).default('open'),
    include: includeParam(['requiredApprovals'] as const),
  })
  .strict();
export type ProcessListQuery = z.infer<typeof ProcessListQuery>;

/** GET /api/processes/{id}?include=requiredApprovals */
export const ProcessDetailsQuery = z.object({ include: includeParam(['requiredApprovals'] as const) }).strict();

/** PUT /api/processes/{id}?action=approve|force-approve|withdraw ('Prozess genehmigt!' / 'Prozess durchgeführt!'). */
export const ProcessActionQuery = z.object({ action: z.enum(PROCESS_ACTIONS) }).strict();

// ---------------------------------------------------------------- answers

const Named = z.strictObject({ id: z.int(), name: z.string() });
export const IsoTime = z.string().describe('ISO 8601 date and time');

/** A field a rectify request changes, with its value before and the one asked for (docs/decisions/024-privacy-requests.md). */
export const ProcessChange = z.strictObject({
  field: z.enum(['firstname', 'lastname', 'email']),
  old: z.string().nullable(),
  new: z.string(),
});
export type ProcessChangeDTO = z.infer<typeof ProcessChange>;

export const PersonRef = z.strictObject({ id: z.int(), firstname: z.string(), lastname: z.string() });
export type PersonRefDTO = z.infer<typeof PersonRef>;

/** One required approval: whose it is (approver group and context), its state, and who gave (or skipped) it. */
export const ProcessApproval = z.strictObject({
  id: z.int(),
  approver: z.enum(APPROVER_GROUPS),
  /** Whose approval it is: the club, league or association named by the approver group. */
  context: z.strictObject({ type: z.enum(['club', 'league', 'association']), id: z.int(), name: z.string() }).nullable(),
  caption: z.string(),
  state: z.enum(APPROVAL_STATES),
  given_at: IsoTime.nullable(),
  /** Who gave it, or who skipped it by force-approving. */
  given_by: PersonRef.nullable(),
  /** The viewer holds the matching role, it is still pending, and the process is not about the viewer. */
  canApprove: z.boolean(),
});
export type ProcessApprovalDTO = z.infer<typeof ProcessApproval>;

/** A process as the admin area shows it (docs/product.md#processes-and-approvals). */
export const Process = z.strictObject({
  id: z.int(),
  type: z.enum(PROCESS_TYPES),
  status: z.enum(PROCESS_STATES),
  forced: z.boolean(),
  created_at: IsoTime,
  completed_at: IsoTime.nullable(),
  person: PersonRef.extend({ gender: z.enum(GENDERS), avatar_state: z.enum(['ok', 'none']) }),
  started_by: PersonRef.nullable(),
  association: Named,
  sport: Named.nullable(),
  /** Approvals given (or skipped) and the total: the list shows the progress without the details. */
  approvals_done: z.int().min(0),
  approvals_total: z.int().min(0),
  meta: z.strictObject({
    club: Named.nullable(),
    currentClub: Named.nullable(),
    currentTeam: Named.nullable(),
    newClub: Named.nullable(),
    newTeam: Named.nullable(),
    canApprove: z.boolean(),
    canForceApprove: z.boolean(),
    /** Open, and the viewer started it or may force it (decision 010). */
    canWithdraw: z.boolean(),
    /** Details only: the viewer may open the member (persons.list on them). */
    canViewPerson: z.boolean().optional(),
  }),
  /** rectify: the changed fields, old and new side by side (empty for every other type). */
  changes: z.array(ProcessChange),
  /** The member's note on a privacy request (rectify, erase); null otherwise. */
  note: z.string().nullable(),
  /** With include=requiredApprovals. */
  requiredApprovals: z.array(ProcessApproval).optional(),
});
export type ProcessDTO = z.infer<typeof Process>;

/** PUT /api/processes/{id}: the process as it is now, and whether the action carried it out. */
export const ProcessDecision = z.strictObject({ data: Process, meta: z.strictObject({ completed: z.boolean() }) });

export const ApprovableCount = z.strictObject({ count: z.int().min(0) });
export type ApprovableCountDTO = z.infer<typeof ApprovableCount>;
