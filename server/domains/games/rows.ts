// The games' rows: seasons, competitions and groups as managed; a game as the schedule manages it, as a task shows it,
// as it holds a field; and the game's row lock that every change of a game, its score sheet or its officials takes
// first, so two changes of one game never interleave.
import type { Prisma } from '../../db/generated/client';
import { notFound } from '../../errors';

/** A competition as the rights on it are decided (coversCompetition). */
export const COMPETITION_SCOPE = { select: { id: true, associationId: true, sportId: true, kind: true } } as const;

const NAMED = { select: { id: true, name: true } } as const;

/** A team with its club, as a group lists it and a competition's candidates show it. */
export const CLUB_TEAM = { select: { id: true, name: true, club: NAMED } } as const;

export const SEASON_SELECT = { id: true, name: true, startsOn: true, endsOn: true } as const satisfies Prisma.SeasonSelect;
export type SeasonRow = Prisma.SeasonGetPayload<{ select: typeof SEASON_SELECT }>;

export const GROUP_SELECT = {
  id: true,
  competitionId: true,
  seasonId: true,
  name: true,
  position: true,
  teams: { select: { team: CLUB_TEAM } },
  _count: { select: { games: true } },
} as const satisfies Prisma.GroupSelect;
export type GroupRow = Prisma.GroupGetPayload<{ select: typeof GROUP_SELECT }>;

export const COMPETITION_LIST_SELECT = {
  id: true,
  name: true,
  kind: true,
  defaultSeasonId: true,
  sport: { select: { id: true, key: true, name: true } },
  association: NAMED,
} as const satisfies Prisma.CompetitionSelect;
export type CompetitionListRow = Prisma.CompetitionGetPayload<{ select: typeof COMPETITION_LIST_SELECT }>;

export const COMPETITION_SELECT = {
  ...COMPETITION_LIST_SELECT,
  pointsWin: true,
  pointsTie: true,
  pointsLoss: true,
  periodCount: true,
  periodSeconds: true,
  requiredLicenseId: true,
  startWindowMinutes: true,
  forfeitGoals: true,
  abandonedRule: true,
  minAge: true,
  maxAge: true,
  trackShots: true,
  overtimeMinutes: true,
  shootout: true,
  association: {
    select: {
      id: true,
      name: true,
      licenses: { where: { isReferee: false }, select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] },
    },
  },
  penaltyTypes: {
    select: { id: true, foulKind: true, name: true, seconds: true, _count: { select: { events: true } } },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  },
  groups: { select: GROUP_SELECT, orderBy: [{ seasonId: 'desc' }, { position: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.CompetitionSelect;
export type CompetitionRow = Prisma.CompetitionGetPayload<{ select: typeof COMPETITION_SELECT }>;

const TEAM = { select: { id: true, name: true, clubId: true } } as const;

/** A game as the schedule, its changes and its officials read it. */
export const SCHEDULED_GAME_SELECT = {
  id: true,
  number: true,
  kickoffTime: true,
  status: true,
  statusReason: true,
  location: true,
  startedAt: true,
  finishedAt: true,
  homeScore: true,
  awayScore: true,
  competitionId: true,
  fieldId: true,
  competition: { select: { ...COMPETITION_SCOPE.select, name: true, periodCount: true, periodSeconds: true } },
  season: { select: { id: true, name: true, startsOn: true, endsOn: true } },
  group: { select: { id: true, name: true } },
  homeTeam: TEAM,
  awayTeam: TEAM,
  field: { select: { id: true, name: true } },
} as const satisfies Prisma.GameSelect;

export type ScheduledGameRow = Prisma.GameGetPayload<{ select: typeof SCHEDULED_GAME_SELECT }>;

/** A task's game as the task lists and a referee's overlapping games show it. */
export const TASK_GAME_SELECT = {
  id: true,
  number: true,
  kickoffTime: true,
  status: true,
  startedAt: true,
  homeTeam: { select: { name: true } },
  awayTeam: { select: { name: true } },
  competition: { select: { id: true, kind: true, name: true, periodCount: true, periodSeconds: true } },
} as const satisfies Prisma.GameSelect;

/** Who a game's open tasks follow: its teams (their managers) and its referees. */
export const TASK_STAFF_SELECT = {
  id: true,
  status: true,
  homeTeamId: true,
  awayTeamId: true,
  officials: { select: { personId: true } },
  scorers: { select: { personId: true } },
} as const satisfies Prisma.GameSelect;

/** A stored game as it holds its field or location for its slot (the game form, the generator, the import). */
export const FIELD_SLOT_SELECT = {
  number: true,
  kickoffTime: true,
  fieldId: true,
  location: true,
  homeTeam: { select: { clubId: true } },
  competition: { select: { periodCount: true, periodSeconds: true } },
} as const satisfies Prisma.GameSelect;

/** A group as a game in it is checked: its season's days, its competition's length, its teams. */
export const GROUP_FACTS_SELECT = {
  id: true,
  competitionId: true,
  seasonId: true,
  season: { select: { startsOn: true, endsOn: true } },
  competition: { select: { periodCount: true, periodSeconds: true } },
  teams: { select: { teamId: true, team: TEAM } },
} as const satisfies Prisma.GroupSelect;

export type GroupFacts = Prisma.GroupGetPayload<{ select: typeof GROUP_FACTS_SELECT }>;

export interface LockedGame {
  id: number;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** Locks the game's row until the transaction ends and returns its start and finish; 404 for an unknown game. */
export async function lockGame(tx: Prisma.TransactionClient, gameId: number): Promise<LockedGame> {
  const [game] = await tx.$queryRaw<LockedGame[]>`
    SELECT id, started_at AS "startedAt", finished_at AS "finishedAt" FROM games WHERE id = ${gameId} FOR UPDATE`;
  if (!game) throw notFound('Game');
  return game;
}
