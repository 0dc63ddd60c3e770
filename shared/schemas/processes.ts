// Approval processes in the admin area (docs/product.md#processes-and-approvals): queries, actions, DTOs.
import { z } from 'zod';
import { PathId } from './ids';
import { PAGE_SIZE_LOOKUP } from '../constants';
import { includeParam } from './clubs';
import type { ApproverGroupName, ProcessTypeName, RequiredApprovalDTO } from './memberships';

export type { ApproverGroupName, ProcessTypeName };

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

export interface PersonRefDTO {
  id: number;
  firstname: string;
  lastname: string;
}

export interface ProcessApprovalDTO extends RequiredApprovalDTO {
  /** Who gave it, or who skipped it by force-approving. */
  given_by: PersonRefDTO | null;
  /** The viewer holds the matching role, it is still pending, and the process is not about the viewer. */
  canApprove: boolean;
}

type NamedRef = { id: number; name: string } | null;

export interface ProcessDTO {
  id: number;
  type: ProcessTypeName;
  status: 'open' | 'completed' | 'cancelled';
  forced: boolean;
  created_at: string;
  completed_at: string | null;
  person: PersonRefDTO & { gender: 'male' | 'female'; avatar_state: 'ok' | 'none' };
  started_by: PersonRefDTO | null;
  association: { id: number; name: string };
  sport: NamedRef;
  /** Approvals given (or skipped) and the total: the list shows the progress without the details. */
  approvals_done: number;
  approvals_total: number;
  meta: {
    club: NamedRef;
    currentClub: NamedRef;
    currentTeam: NamedRef;
    newClub: NamedRef;
    newTeam: NamedRef;
    canApprove: boolean;
    canForceApprove: boolean;
    /** Open, and the viewer started it or may force it (decision 010). */
    canWithdraw: boolean;
    /** Details only: the viewer may open the member (persons.list on them). */
    canViewPerson?: boolean;
  };
  requiredApprovals?: ProcessApprovalDTO[];
}

export interface ApprovableCountDTO {
  count: number;
}
