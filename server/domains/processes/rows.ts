// What a process is read with: the admin area's and the subject's view, the approving transaction's, and an erasure's.
import type { Prisma } from '../../db/generated/client';

const ref = { select: { id: true, name: true } } as const;
const personRef = { select: { id: true, firstname: true, lastname: true } } as const;

/** An approval with its context (a club or league with their parents, or the association): what `mayGive` reads. */
export const APPROVAL_SELECT = {
  id: true,
  approver: true,
  state: true,
  givenAt: true,
  contextAssociationId: true,
  contextAssociation: ref,
  contextClub: { select: { id: true, name: true, associationId: true, regionId: true } },
  contextCompetition: { select: { id: true, name: true, associationId: true } },
  givenBy: personRef,
} as const satisfies Prisma.RequiredApprovalSelect;
export type ApprovalRow = Prisma.RequiredApprovalGetPayload<{ select: typeof APPROVAL_SELECT }>;

const approvals = { orderBy: { id: 'asc' }, select: APPROVAL_SELECT } as const;

export const PROCESS_SELECT = {
  id: true,
  type: true,
  status: true,
  forced: true,
  createdAt: true,
  completedAt: true,
  associationId: true,
  startedById: true,
  data: true,
  person: { select: { id: true, firstname: true, lastname: true, gender: true, avatarId: true, avatarHidden: true } },
  startedBy: personRef,
  association: ref,
  membership: { select: { sport: ref } },
  fromClub: ref,
  fromTeam: ref,
  toClub: ref,
  toTeam: ref,
  approvals,
} as const satisfies Prisma.ProcessSelect;
export type ProcessRow = Prisma.ProcessGetPayload<{ select: typeof PROCESS_SELECT }>;

/** A process as approving reads it under its row lock, and carries it out. */
export const LOCKED_PROCESS_SELECT = {
  id: true,
  type: true,
  status: true,
  personId: true,
  membershipId: true,
  associationId: true,
  toClubId: true,
  toTeamId: true,
  data: true,
  approvals,
} as const satisfies Prisma.ProcessSelect;
export type LockedProcess = Prisma.ProcessGetPayload<{ select: typeof LOCKED_PROCESS_SELECT }>;

/** The person's values an erasure looks for in older history entries, read before they are gone. */
export const ERASED_VALUES_SELECT = {
  firstname: true,
  lastname: true,
  email: true,
  birthdate: true,
  publicShortName: true,
  phoneNumber: true,
  mobilePhone: true,
  address1: true,
  address2: true,
  zipCode: true,
  city: true,
  avatarId: true,
  erasedAt: true,
  bankInfo: { select: { accountHolder: true, ibanEnd: true, bic: true } },
  emailChanges: { select: { oldEmail: true, newEmail: true } },
} as const satisfies Prisma.PersonSelect;
