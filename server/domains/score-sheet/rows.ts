// The score sheet's selects: the game as its rights and changes need it, the whole sheet, its events and line-ups,
// and the printed sheet.
import type { Prisma } from '../../db/client';
import type { RefereeIncident } from '../../../shared/schemas/score-sheet';

const NAME = { select: { firstname: true, lastname: true } } as const;
const TEAM = { select: { id: true, name: true, clubId: true } } as const;

/** A game as the sheet's rights and every change at the table need it: who plays, its state and clock, its scope. */
export const SHEET_ACCESS_SELECT = {
  id: true,
  number: true,
  competitionId: true,
  homeTeamId: true,
  awayTeamId: true,
  status: true,
  startedAt: true,
  finishedAt: true,
  lockedAt: true,
  period: true,
  clockSeconds: true,
  clockRunningSince: true,
  kickoffTime: true,
  outcome: true,
  homeScore: true,
  awayScore: true,
  extraTime: true,
  competition: {
    select: {
      id: true,
      associationId: true,
      sportId: true,
      kind: true,
      startWindowMinutes: true,
      forfeitGoals: true,
      abandonedRule: true,
      periodCount: true,
      periodSeconds: true,
      overtimeMinutes: true,
      trackShots: true,
      shootout: true,
    },
  },
} as const satisfies Prisma.GameSelect;

export type SheetGame = Prisma.GameGetPayload<{ select: typeof SHEET_ACCESS_SELECT }>;

/** An event as the sheet shows it (the events service answers with the same select). */
export const SHEET_EVENT_SELECT = {
  id: true,
  idempotencyKey: true,
  type: true,
  eventTime: true,
  period: true,
  teamId: true,
  awayTeam: true,
  membershipId: true,
  jerseyNumber: true,
  assistMembershipId: true,
  penaltyTypeId: true,
  foulKind: true,
  penaltySeconds: true,
  scored: true,
  createdAt: true,
  updatedAt: true,
  membership: { select: { person: NAME } },
  assist: { select: { person: NAME } },
  createdBy: NAME,
} as const satisfies Prisma.GameEventSelect;

export type SheetEventRow = Prisma.GameEventGetPayload<{ select: typeof SHEET_EVENT_SELECT }>;

/** What loading a game's line-ups needs of the game. */
export const LINEUP_GAME_SELECT = {
  id: true,
  kickoffTime: true,
  homeTeam: TEAM,
  awayTeam: TEAM,
  competition: { select: { requiredLicenseId: true, minAge: true, maxAge: true } },
} as const satisfies Prisma.GameSelect;

export const SHEET_GAME_SELECT = {
  ...LINEUP_GAME_SELECT,
  number: true,
  status: true,
  location: true,
  startedAt: true,
  finishedAt: true,
  duration: true,
  lockedAt: true,
  homeScore: true,
  awayScore: true,
  period: true,
  clockSeconds: true,
  clockRunningSince: true,
  outcome: true,
  forfeitSide: true,
  outcomeReason: true,
  extraTime: true,
  competition: {
    select: {
      id: true,
      name: true,
      periodCount: true,
      periodSeconds: true,
      overtimeMinutes: true,
      trackShots: true,
      shootout: true,
      startWindowMinutes: true,
      forfeitGoals: true,
      abandonedRule: true,
      requiredLicenseId: true,
      minAge: true,
      maxAge: true,
      penaltyTypes: {
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        select: { id: true, foulKind: true, name: true, seconds: true },
      },
    },
  },
  events: { orderBy: [{ eventTime: 'asc' }, { id: 'asc' }], select: SHEET_EVENT_SELECT },
  officials: {
    where: { role: 'referee' },
    orderBy: [{ person: { lastname: 'asc' } }, { personId: 'asc' }],
    select: { personId: true, person: NAME },
  },
  scorers: { orderBy: [{ createdAt: 'asc' }, { personId: 'asc' }], select: { personId: true, person: NAME } },
  signatures: {
    orderBy: [{ signedAt: 'asc' }, { id: 'asc' }],
    select: { role: true, personId: true, name: true, signedAt: true },
  },
  signatureRemovals: {
    orderBy: [{ removedAt: 'asc' }, { id: 'asc' }],
    select: { role: true, personId: true, name: true, signedAt: true, cause: true, removedAt: true },
  },
  corrections: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, reason: true, change: true, createdAt: true, person: NAME },
  },
} as const satisfies Prisma.GameSelect;

export type SheetGameRow = Prisma.GameGetPayload<{ select: typeof SHEET_GAME_SELECT }>;

/** A person by their public name (the printed sheet is as public as the game page). */
export const PUBLIC_PERSON = { select: { firstname: true, lastname: true, publicShortName: true, erasedAt: true } } as const;
export type PrintedPerson = Prisma.PersonGetPayload<typeof PUBLIC_PERSON>;
const PLAYER = { select: { jerseyNumber: true, person: PUBLIC_PERSON } } as const;

/** The printed sheet of a finished game: every official by id, public names, the season and group named. */
export const SHEET_DOCUMENT_SELECT = {
  ...LINEUP_GAME_SELECT,
  number: true,
  startedAt: true,
  finishedAt: true,
  duration: true,
  location: true,
  homeTeamId: true,
  awayTeamId: true,
  homeScore: true,
  awayScore: true,
  lockedAt: true,
  outcome: true,
  forfeitSide: true,
  outcomeReason: true,
  competition: {
    select: { name: true, periodCount: true, periodSeconds: true, requiredLicenseId: true, minAge: true, maxAge: true },
  },
  season: { select: { name: true } },
  group: { select: { name: true } },
  events: {
    orderBy: [{ eventTime: 'asc' }, { id: 'asc' }],
    select: { ...SHEET_EVENT_SELECT, penaltyType: { select: { name: true } }, membership: PLAYER, assist: PLAYER },
  },
  officials: { orderBy: { personId: 'asc' }, select: { role: true, person: PUBLIC_PERSON } },
  scorers: { orderBy: { createdAt: 'asc' }, select: { person: PUBLIC_PERSON } },
  signatures: { orderBy: [{ signedAt: 'asc' }, { id: 'asc' }], select: { role: true, name: true, signedAt: true } },
  corrections: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { reason: true, createdAt: true, person: PUBLIC_PERSON },
  },
} as const satisfies Prisma.GameSelect;

/** A game's referee report as loaded (server/domains/score-sheet/referee-report.ts). */
export type RefereeReportRow = {
  text: string;
  incidents: RefereeIncident[];
  updatedAt: Date;
  updatedBy: PrintedPerson | null;
};
