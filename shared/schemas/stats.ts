// Public statistics (/stats/..., docs/product.md#statistics): request parameters and the answers' shapes.
import { z } from 'zod';
import { queryText } from './text';
import { GameStatus } from './games';
import { BodyId, ID_PARAMETER } from './ids';

import { STATS_TYPES } from '../stats-categories';

export { STATS_TABS, STATS_TYPES, isStatsType, kindOfType, typeOfKind } from '../stats-categories';
export type { StatsTab, StatsType } from '../stats-categories';

/**
 * A numeric id in a path or query; anything else is a 400 ValidationFailed. Unknown numbers are 404s, those outside
 * the ids' range (0, beyond the database integer) too: documented as an id (ID_PARAMETER), since no other names anything.
 */
const Id = z
  .string()
  .refine((value) => /^\d{1,12}$/.test(value), 'must be a positive number')
  .transform(Number)
  .meta(ID_PARAMETER);

/**
 * The category type: documented as its enumeration, but parsed as a plain string, so an unknown type is a 404 (no
 * such category) like an unknown id, not a bad request.
 */
const CategoryType = z.string().meta({ enum: [...STATS_TYPES] });
export const StatsCategoryParams = z.object({ type: CategoryType, id: Id });
export const StatsTeamParams = StatsCategoryParams.extend({ teamID: Id });
export const StatsGameParams = z.object({ gameID: Id });
export const StatsSeasonQuery = z.object({ seasonID: Id.optional() });
export type StatsSeasonQuery = z.infer<typeof StatsSeasonQuery>;
/** GET /api/calendar/{type}/{file}: the season and the language of the event texts. */
export const CalendarCategoryQuery = StatsSeasonQuery.extend({ lang: queryText(10).optional() });

export const CalendarPersonParams = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.ics)?$/i, 'must be a uuid')
    .transform((file) => file.replace(/\.ics$/i, '').toLowerCase()),
});
/** GET /api/calendar/teams/{file}: a team's games (docs/decisions/056-follows-and-web-push.md). */
export const CalendarTeamParams = z.object({
  file: z
    .string()
    .regex(/^\d{1,10}(\.ics)?$/, 'must be a number')
    .transform((file) => Number(file.replace(/\.ics$/, '')))
    .pipe(BodyId),
});
export const CalendarTeamQuery = z.object({ lang: queryText(10).optional() });
export const CalendarCategoryParams = z.object({
  type: CategoryType,
  file: z
    .string()
    .regex(/^\d{1,12}(\.ics)?$/, 'must be a number')
    .transform((file) => Number(file.replace(/\.ics$/, ''))),
});

// ---------------------------------------------------------------- answers

const IsoTime = z.string().describe('ISO 8601 date and time');
const Named = z.strictObject({ id: z.int(), name: z.string() });

export const StatsSeason = Named;
export type StatsSeasonDTO = z.infer<typeof StatsSeason>;

/** A category (docs/product.md#statistics): name, seasons and season_id (the default season). */
export const StatsCategory = z.strictObject({
  id: z.int(),
  type: z.enum(STATS_TYPES),
  name: z.string(),
  association: Named,
  /** Newest first. */
  seasons: z.array(StatsSeason),
  /** The category's default season. */
  season_id: z.int().nullable(),
});
export type StatsCategoryDTO = z.infer<typeof StatsCategory>;

/** Every category answer: the category, the season shown, whether a game is live, and when it was computed. */
const StatsView = {
  category: StatsCategory,
  /** The season the answer is about: the one asked for, else the default one; null without seasons. */
  season: StatsSeason.nullable(),
  has_live: z.boolean(),
  /** When the server computed the answer (times like ellapsed_time are as of then). */
  as_of: IsoTime,
  /**
   * The version of the category's data the answer was made from. The category's live stream names the current one
   * in its first `changed` event: an answer of another version is asked again (docs/decisions/023-live-streams.md).
   */
  version: z.string(),
};
export type StatsViewDTO = z.infer<z.ZodObject<typeof StatsView>>;

/** A game (docs/product.md#statistics). Scores are null until the game starts. Times in seconds. */
export const StatsGame = z.strictObject({
  id: z.int(),
  number: z.int(),
  kickoff_time: IsoTime,
  started_at: IsoTime.nullable(),
  finished_at: IsoTime.nullable(),
  is_live: z.boolean(),
  is_finished: z.boolean(),
  /** Seconds from start to finish, once finished. */
  duration: z.number().nullable(),
  /**
   * The game clock's seconds since the start (as of `as_of`) while live, never past the period's end
   * (shared/game-clock.ts); the duration once finished.
   */
  ellapsed_time: z.number().nullable(),
  /** Seconds of regular play (periods x period length of the competition). */
  regular_length: z.number().nullable(),
  /** The period being played while live; null otherwise. */
  period: z.int().nullable(),
  /** Seconds of a period of the competition: the live clock stops at the end of the period being played. */
  period_length: z.int(),
  /** Whether the game clock runs (as of `as_of`). */
  clock_running: z.boolean(),
  /** Scheduled, postponed or cancelled (docs/product.md#game-day): a cancelled game counts for nothing. */
  status: GameStatus,
  /** Why it was postponed or cancelled. */
  status_reason: z.string().nullable(),
  /** A ruling instead of play (docs/product.md#game-day): a forfeit (by `forfeit_side`) or abandoned with its score standing. */
  outcome: z.enum(['forfeit', 'abandoned']).nullable(),
  forfeit_side: z.enum(['home', 'away']).nullable(),
  /** Decided after regular play: "n.V." (overtime) or "n.P." (shootout), docs/decisions/051-goalies-overtime-and-shootout.md. */
  extra_time: z.enum(['overtime', 'shootout']).nullable(),
  location: z.string().nullable(),
  group_name: z.string().nullable(),
  home_team_id: z.int(),
  home_team_name: z.string(),
  away_team_id: z.int(),
  away_team_name: z.string(),
  home_score: z.int().nullable(),
  away_score: z.int().nullable(),
  league_id: z.int().nullable(),
  tournament_id: z.int().nullable(),
  season_id: z.int(),
});
export type StatsGameDTO = z.infer<typeof StatsGame>;

export const StatsGames = z.strictObject({ ...StatsView, games: z.array(StatsGame) });
export type StatsGamesDTO = z.infer<typeof StatsGames>;

/** A standing group (docs/product.md#statistics): table.name and the teams with their stats, ranked. */
export const StandingTeam = z.strictObject({
  rank: z.int(),
  team_id: z.int(),
  team_name: z.string(),
  stats: z.strictObject({
    games_played: z.int(),
    games_won: z.int(),
    games_tied: z.int(),
    games_lost: z.int(),
    own_score: z.int(),
    enemy_score: z.int(),
    points: z.int(),
  }),
});
export type StandingTeamDTO = z.infer<typeof StandingTeam>;

export const StandingGroup = z.strictObject({
  table: z.strictObject({ id: z.int().nullable(), name: z.string().nullable() }),
  teams: z.array(StandingTeam),
});
export type StandingGroupDTO = z.infer<typeof StandingGroup>;

export const StatsGroups = z.strictObject({
  ...StatsView,
  /** Points for a win, a tie and a loss in this category. */
  points_rule: z.strictObject({ win: z.int(), tie: z.int(), loss: z.int() }),
  groups: z.array(StandingGroup),
});
export type StatsGroupsDTO = z.infer<typeof StatsGroups>;

/**
 * The player's data was erased on their request (docs/decisions/024-privacy-requests.md): their rows stay, `name` is
 * the stored marker "Ehemalige Person" (for clients that know no flag), and a client shows its own word for it.
 */
const Erased = z.boolean();

const PlayerOfTeam = {
  rank: z.int(),
  player_id: z.int(),
  name: z.string(),
  erased: Erased,
  jersey_number: z.string().nullable(),
  team: z.string(),
  team_id: z.int(),
};

/** A points record (docs/product.md#statistics), with the player's id and a rank (equal points and goals share a rank). */
export const PointsRecord = z.strictObject({
  ...PlayerOfTeam,
  games_played: z.int(),
  goals: z.int(),
  assists: z.int(),
  points: z.int(),
});
export type PointsRecordDTO = z.infer<typeof PointsRecord>;

export const StatsPoints = z.strictObject({ ...StatsView, players: z.array(PointsRecord) });
export type StatsPointsDTO = z.infer<typeof StatsPoints>;

/** Foul stats (docs/product.md#statistics); total_timeout in seconds. */
export const FoulRecord = z.strictObject({
  ...PlayerOfTeam,
  technical_count: z.int(),
  personal_count: z.int(),
  total_timeout: z.number(),
});
export type FoulRecordDTO = z.infer<typeof FoulRecord>;

export const StatsFouls = z.strictObject({ ...StatsView, players: z.array(FoulRecord) });
export type StatsFoulsDTO = z.infer<typeof StatsFouls>;

/**
 * A goalie's season (docs/decisions/051-goalies-overtime-and-shootout.md): time in net in seconds, shots on goal and
 * goals against in it, saves (shots against minus goals against), save share 0..1 and goals against per 60 minutes
 * (null without shots or time).
 */
export const GoalieRecord = z.strictObject({
  ...PlayerOfTeam,
  games_played: z.int(),
  seconds_played: z.int(),
  shots_against: z.int(),
  goals_against: z.int(),
  saves: z.int(),
  save_percentage: z.number().nullable(),
  goals_against_average: z.number().nullable(),
});
export type GoalieRecordDTO = z.infer<typeof GoalieRecord>;

export const StatsGoalies = z.strictObject({ ...StatsView, goalies: z.array(GoalieRecord) });
export type StatsGoaliesDTO = z.infer<typeof StatsGoalies>;

/** Team stats (docs/product.md#statistics): roster entries with foul_timeout in seconds. */
export const RosterEntry = z.strictObject({
  player_id: z.int(),
  jersey_number: z.string().nullable(),
  name: z.string(),
  erased: Erased,
  games_played: z.int(),
  goals: z.int(),
  assists: z.int(),
  fouls: z.int(),
  foul_timeout: z.number(),
});
export type RosterEntryDTO = z.infer<typeof RosterEntry>;

export const StatsTeam = z.strictObject({
  ...StatsView,
  team: z.strictObject({ id: z.int(), name: z.string(), games: z.array(StatsGame), roster: z.array(RosterEntry) }),
});
export type StatsTeamDTO = z.infer<typeof StatsTeam>;

export const GAME_EVENT_TYPES = ['foul', 'goal', 'timeout', 'break', 'shootout'] as const;
export type GameEventType = (typeof GAME_EVENT_TYPES)[number];

export const GameEvent = z.strictObject({
  id: z.int(),
  type: z.enum(GAME_EVENT_TYPES),
  /** Seconds of game time. */
  event_time: z.number(),
  away_team: z.boolean(),
  team_id: z.int().nullable(),
  jersey_number: z.string().nullable(),
  player_name: z.string().nullable(),
  /** The scorer's or fouling player's data was erased (see `erased` of a points record). */
  player_erased: Erased,
  assist_name: z.string().nullable(),
  assist_erased: Erased,
  assist_jersey_number: z.string().nullable(),
  foul_kind: z.enum(['technical', 'personal']).nullable(),
  penalty_seconds: z.number().nullable(),
  /** A shootout attempt's result. */
  scored: z.boolean().nullable(),
});
export type GameEventDTO = z.infer<typeof GameEvent>;

/** An association admin's correction of a locked score sheet, as the public game page shows it ("corrected"). */
export const GameCorrectionNote = z.strictObject({ reason: z.string(), created_at: IsoTime });
export type GameCorrectionNoteDTO = z.infer<typeof GameCorrectionNote>;

export const StatsGameDetails = z.strictObject({
  /** The game's league or tournament, with its association for the page's header. */
  category: z.strictObject({ id: z.int(), type: z.enum(STATS_TYPES), name: z.string(), association: Named }),
  season: StatsSeason,
  as_of: IsoTime,
  game: z.strictObject({
    ...StatsGame.shape,
    events: z.array(GameEvent),
    /** Every required signature is in: the score sheet is closed (docs/product.md#score-sheet). */
    locked: z.boolean(),
    /** Corrections of the locked sheet, oldest first. */
    corrections: z.array(GameCorrectionNote),
  }),
});
export type StatsGameDetailsDTO = z.infer<typeof StatsGameDetails>;

export const StatsAssociation = z.strictObject({
  id: z.int(),
  name: z.string(),
  leagues: z.array(Named),
  tournaments: z.array(Named),
});
export type StatsAssociationDTO = z.infer<typeof StatsAssociation>;
