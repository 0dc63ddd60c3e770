// What the statistics read of a game and its events: the game selects and their row types.
import type { Prisma } from '../../db/client';

/** A game as the statistics list it (games.ts builds the same in SQL). */
export const GAME_SELECT = {
  id: true,
  number: true,
  kickoffTime: true,
  startedAt: true,
  finishedAt: true,
  duration: true,
  period: true,
  clockSeconds: true,
  clockRunningSince: true,
  location: true,
  status: true,
  statusReason: true,
  outcome: true,
  forfeitSide: true,
  extraTime: true,
  competitionId: true,
  seasonId: true,
  homeTeamId: true,
  awayTeamId: true,
  homeScore: true,
  awayScore: true,
  competition: { select: { kind: true, periodCount: true, periodSeconds: true, overtimeMinutes: true } },
  homeTeam: { select: { name: true } },
  awayTeam: { select: { name: true } },
  group: { select: { name: true } },
} as const satisfies Prisma.GameSelect;

export type GameRow = Prisma.GameGetPayload<{ select: typeof GAME_SELECT }>;

/** The same game with its category and season named: the category's feed, and with its events the game's page. */
export const CATEGORY_GAME_SELECT = {
  ...GAME_SELECT,
  createdAt: true,
  lockedAt: true,
  competition: {
    select: {
      kind: true,
      name: true,
      periodCount: true,
      periodSeconds: true,
      overtimeMinutes: true,
      sport: { select: { key: true } },
      association: { select: { id: true, name: true } },
    },
  },
  season: { select: { id: true, name: true } },
} as const satisfies Prisma.GameSelect;

const PLAYER = {
  select: { jerseyNumber: true, person: { select: { firstname: true, lastname: true, publicShortName: true, erasedAt: true } } },
} as const;

export const GAME_DETAILS_SELECT = {
  ...CATEGORY_GAME_SELECT,
  corrections: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { reason: true, createdAt: true } },
  lineups: { select: { membershipId: true, jerseyNumber: true } },
  // Shots and goalie changes feed the goalies' statistics; the game page lists the rest (a shootout's attempts too).
  events: {
    where: { type: { notIn: ['shot', 'goalie_change'] } },
    orderBy: [{ eventTime: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      type: true,
      eventTime: true,
      awayTeam: true,
      teamId: true,
      jerseyNumber: true,
      foulKind: true,
      penaltySeconds: true,
      scored: true,
      membershipId: true,
      assistMembershipId: true,
      membership: PLAYER,
      assist: PLAYER,
    },
  },
} as const satisfies Prisma.GameSelect;

/** What the game details query selects for each event. */
export interface GameEventRow {
  id: number;
  type: string;
  eventTime: number;
  awayTeam: boolean;
  teamId: number | null;
  jerseyNumber: string | null;
  foulKind: 'technical' | 'personal' | null;
  penaltySeconds: number | null;
  scored: boolean | null;
  playerName: string | null;
  playerErased: boolean;
  playerJersey: string | null;
  assistName: string | null;
  assistErased: boolean;
  assistJersey: string | null;
}
