// The privacy domain's selects: a member's privacy requests, and what the data export reads section by section
// (export-sections.ts lists the fields one by one).
import type { Prisma } from '../../db/generated/client';

export const PRIVACY_REQUEST_SELECT = {
  id: true,
  type: true,
  status: true,
  createdAt: true,
  completedAt: true,
  data: true,
  startedById: true,
  association: { select: { id: true, name: true } },
  approvals: { select: { state: true } },
} as const satisfies Prisma.ProcessSelect;

export type PrivacyRequestRow = Prisma.ProcessGetPayload<{ select: typeof PRIVACY_REQUEST_SELECT }>;

export const named = { select: { id: true, name: true } } as const;
const nameOnly = { select: { firstname: true, lastname: true } } as const;
export const PROFILE_SELECT = {
  id: true,
  uuid: true,
  email: true,
  firstname: true,
  lastname: true,
  gender: true,
  birthdate: true,
  publicShortName: true,
  preferredLanguage: true,
  excludeFromMaillists: true,
  needsBankInfo: true,
  avatarId: true,
  avatarHidden: true,
  signaturePinHash: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.PersonSelect;
export const MEMBERSHIP_SELECT = {
  id: true,
  club: named,
  sport: named,
  team: named,
  jerseyNumber: true,
  positions: true,
  isAlumni: true,
  subscription: named,
  billingInterval: true,
  activeFrom: true,
  activeTo: true,
  createdAt: true,
  periods: { orderBy: { activeFrom: 'asc' }, select: { club: named, sport: named, activeFrom: true, activeTo: true } },
  teamHistory: { orderBy: { activeFrom: 'asc' }, select: { team: named, activeFrom: true, activeTo: true } },
} as const satisfies Prisma.MembershipSelect;
export const LICENSE_SELECT = {
  level: true,
  validFrom: true,
  validTo: true,
  createdAt: true,
  license: { select: { name: true, abbreviation: true, isReferee: true, association: named } },
} as const satisfies Prisma.PersonLicenseSelect;
export const ROLE_SELECT = {
  role: true,
  createdAt: true,
  association: named,
  regionRef: named,
  competition: named,
  club: named,
  team: named,
  grantedBy: nameOnly,
} as const satisfies Prisma.AclRuleSelect;
export const PROCESS_SELECT = {
  id: true,
  type: true,
  status: true,
  forced: true,
  data: true,
  createdAt: true,
  completedAt: true,
  association: named,
  fromClub: named,
  toClub: named,
  startedById: true,
  approvals: {
    orderBy: { id: 'asc' },
    select: { approver: true, state: true, givenAt: true, givenBy: nameOnly },
  },
} as const satisfies Prisma.ProcessSelect;
export const CONSENT_SELECT = {
  consentedAt: true,
  termVersion: {
    select: {
      version: true,
      title: true,
      publishedAt: true,
      term: { select: { id: true, product: true, association: named, club: named } },
    },
  },
} as const satisfies Prisma.ConsentSelect;
export const LINEUP_SELECT = {
  gameId: true,
  jerseyNumber: true,
  position: true,
  team: named,
  game: {
    select: {
      kickoffTime: true,
      status: true,
      competition: named,
      homeTeam: named,
      awayTeam: named,
    },
  },
} as const satisfies Prisma.GameLineupSelect;
export const EVENT_SELECT = {
  id: true,
  gameId: true,
  type: true,
  eventTime: true,
  period: true,
  membershipId: true,
  foulKind: true,
  penaltySeconds: true,
  team: named,
} as const satisfies Prisma.GameEventSelect;
export const EMAIL_CHANGE_SELECT = {
  oldEmail: true,
  newEmail: true,
  createdAt: true,
  expiresAt: true,
  confirmedAt: true,
  cancelledAt: true,
  reportedAt: true,
} as const satisfies Prisma.EmailChangeSelect;
export const AUDIT_ENTRY_SELECT = {
  id: true,
  action: true,
  entity: true,
  entityId: true,
  data: true,
  createdAt: true,
  actorId: true,
  actor: nameOnly,
} as const satisfies Prisma.AuditEntrySelect;
