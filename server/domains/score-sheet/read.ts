// The whole score sheet in one answer (GET /games/{id}/sheet): the game with its events, staff, signatures and
// corrections in one read, both line-ups with their eligibility flags in a few more.
import type { ScoreSheetDTO } from '../../../shared/schemas/score-sheet';
import { type Prisma, db } from '../../db/client';
import { notFound } from '../../errors';
import type { SheetAccess } from './policy';
import { presentScoreSheet } from './presenter';
import { LINEUP_GAME_SELECT, loadLineups } from './lineups';

const NAME = { select: { firstname: true, lastname: true } } as const;

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
  createdAt: true,
  updatedAt: true,
  membership: { select: { person: NAME } },
  assist: { select: { person: NAME } },
  createdBy: NAME,
} as const satisfies Prisma.GameEventSelect;

export type SheetEventRow = Prisma.GameEventGetPayload<{ select: typeof SHEET_EVENT_SELECT }>;

const SHEET_GAME_SELECT = {
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
  competition: {
    select: {
      id: true,
      name: true,
      periodCount: true,
      periodSeconds: true,
      requiredLicenseId: true,
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
  corrections: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, reason: true, change: true, createdAt: true, person: NAME },
  },
} as const satisfies Prisma.GameSelect;

export type SheetGameRow = Prisma.GameGetPayload<{ select: typeof SHEET_GAME_SELECT }>;

/** The sheet as the caller sees it now (their rights from the authorization). */
export async function readScoreSheet(sheet: SheetAccess): Promise<ScoreSheetDTO> {
  const game = await db().game.findUnique({ where: { id: sheet.game.id }, select: SHEET_GAME_SELECT });
  if (!game) throw notFound('Game');
  const lineups = await loadLineups(db(), game);
  return presentScoreSheet(game, lineups, sheet.rights);
}
