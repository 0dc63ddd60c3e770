// What a process is read with (the admin area, the subject's own view): the one process select and its row type.
import type { Prisma } from '../../db/generated/client';

const ref = { select: { id: true, name: true } } as const;
const personRef = { select: { id: true, firstname: true, lastname: true } } as const;

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
  approvals: {
    orderBy: { id: 'asc' },
    select: {
      id: true,
      approver: true,
      state: true,
      givenAt: true,
      contextAssociationId: true,
      contextAssociation: ref,
      contextClub: { select: { id: true, name: true, associationId: true, regionId: true } },
      contextCompetition: { select: { id: true, name: true, associationId: true } },
      givenBy: personRef,
    },
  },
} satisfies Prisma.ProcessSelect;

export type ProcessRow = Prisma.ProcessGetPayload<{ select: typeof PROCESS_SELECT }>;
