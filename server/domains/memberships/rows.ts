// The memberships' selects with their row types: a member's own membership as shown and as changed, a process as its subject sees it.
import type { Prisma } from '../../db/generated/client';

const ref = { select: { id: true, name: true } } as const;
const sportRef = { select: { id: true, name: true, key: true } } as const;

export const MEMBER_PROCESS_SELECT = {
  id: true,
  type: true,
  status: true,
  createdAt: true,
  startedById: true,
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
      contextAssociation: ref,
      contextClub: ref,
      contextCompetition: ref,
    },
  },
} as const satisfies Prisma.ProcessSelect;

export type MemberProcessRow = Prisma.ProcessGetPayload<{ select: typeof MEMBER_PROCESS_SELECT }>;

/** One of the member's own memberships as shown, with its club, team, subscription and team history. */
export const OWN_MEMBERSHIP_SELECT = {
  id: true,
  personId: true,
  jerseyNumber: true,
  positions: true,
  isAlumni: true,
  billingInterval: true,
  activeFrom: true,
  activeTo: true,
  person: { select: { birthdate: true } },
  sport: sportRef,
  club: {
    select: {
      id: true,
      name: true,
      logoId: true,
      association: { select: { id: true, name: true, abbreviation: true, countryCode: true } },
      sports: { select: { sport: sportRef }, orderBy: { sportId: 'asc' } },
    },
  },
  team: {
    select: {
      id: true,
      name: true,
      localName: true,
      gender: true,
      minAge: true,
      maxAge: true,
      sport: sportRef,
      groupEntries: {
        where: { group: { competition: { kind: 'league' } } },
        select: {
          group: { select: { seasonId: true, competition: { select: { id: true, name: true, defaultSeasonId: true } } } },
        },
      },
    },
  },
  subscription: ref,
  teamHistory: { orderBy: [{ activeFrom: 'desc' }, { id: 'desc' }], select: { activeFrom: true, activeTo: true, team: ref } },
} as const satisfies Prisma.MembershipSelect;

/** A membership as the member's own changes read it. */
export const OWN_SELECT = {
  id: true,
  personId: true,
  clubId: true,
  sportId: true,
  teamId: true,
  isAlumni: true,
  activeFrom: true,
  activeTo: true,
  subscriptionId: true,
  billingInterval: true,
  jerseyNumber: true,
  positions: true,
  club: { select: { id: true, name: true, associationId: true } },
  person: { select: { birthdate: true } },
} as const satisfies Prisma.MembershipSelect;
