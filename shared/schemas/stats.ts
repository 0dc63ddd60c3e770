// Public statistics (spec sections 2, 3 and 7: /stats/...): request parameters and the answers' shapes.
import { z } from 'zod';

/** The two kinds of category in URLs; the database calls them competitions of kind league | tournament. */
export const STATS_TYPES = ['leagues', 'tournaments'] as const;
export type StatsType = (typeof STATS_TYPES)[number];
export const STATS_TABS = ['games', 'teams', 'points', 'fouls'] as const;
export type StatsTab = (typeof STATS_TABS)[number];

export const isStatsType = (value: string): value is StatsType => (STATS_TYPES as readonly string[]).includes(value);
export const kindOfType = (type: StatsType): 'league' | 'tournament' => (type === 'leagues' ? 'league' : 'tournament');
export const typeOfKind = (kind: 'league' | 'tournament'): StatsType => (kind === 'league' ? 'leagues' : 'tournaments');

/** A numeric id in a path or query; anything else is a 400 ValidationFailed (unknown numbers are 404s). */
const Id = z
  .string()
  .regex(/^\d{1,12}$/, 'must be a positive number')
  .transform(Number);

/** The type stays a plain string here: an unknown type is a 404 (no such category), not a bad request. */
export const StatsCategoryParams = z.object({ type: z.string(), id: Id });
export const StatsTeamParams = StatsCategoryParams.extend({ teamID: Id });
export const StatsGameParams = z.object({ gameID: Id });
export const StatsSeasonQuery = z.object({ seasonID: Id.optional() });
export type StatsSeasonQuery = z.infer<typeof StatsSeasonQuery>;
/** GET /api/calendar/{type}/{file}: the season and the language of the event texts. */
export const CalendarCategoryQuery = StatsSeasonQuery.extend({ lang: z.string().max(10).optional() });

export const CalendarPersonParams = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.ics)?$/i, 'must be a uuid')
    .transform((file) => file.replace(/\.ics$/i, '').toLowerCase()),
});
export const CalendarCategoryParams = z.object({
  type: z.string(),
  file: z
    .string()
    .regex(/^\d{1,12}(\.ics)?$/, 'must be a number')
    .transform((file) => Number(file.replace(/\.ics$/, ''))),
});

// ---------------------------------------------------------------- answers

export interface StatsSeasonDTO {
  id: number;
  name: string;
}

/** Spec "Category": name, seasons and season_id (the default season). */
export interface StatsCategoryDTO {
  id: number;
  type: StatsType;
  name: string;
  association: { id: number; name: string };
  /** Newest first. */
  seasons: StatsSeasonDTO[];
  /** The category's default season. */
  season_id: number | null;
}

/** Every category answer: the category, the season shown, whether a game is live, and when it was computed. */
export interface StatsViewDTO {
  category: StatsCategoryDTO;
  /** The season the answer is about: the one asked for, else the default one; null without seasons. */
  season: StatsSeasonDTO | null;
  has_live: boolean;
  /** When the server computed the answer (times like ellapsed_time are as of then). */
  as_of: string;
}

/** Spec "Game". Scores are null until the game starts. Times in seconds. */
export interface StatsGameDTO {
  id: number;
  number: number;
  kickoff_time: string;
  started_at: string | null;
  finished_at: string | null;
  is_live: boolean;
  is_finished: boolean;
  /** Seconds from start to finish, once finished. */
  duration: number | null;
  /** Seconds since the start (as of `as_of`) while live; the duration once finished. */
  ellapsed_time: number | null;
  /** Seconds of regular play (periods x period length of the sport); a live game's clock stops there. */
  regular_length: number | null;
  location: string | null;
  group_name: string | null;
  home_team_id: number;
  home_team_name: string;
  away_team_id: number;
  away_team_name: string;
  home_score: number | null;
  away_score: number | null;
  league_id: number | null;
  tournament_id: number | null;
  season_id: number;
}

export interface StatsGamesDTO extends StatsViewDTO {
  games: StatsGameDTO[];
}

/** Spec "Standing group": table.name and the teams with their stats, ranked. */
export interface StandingTeamDTO {
  rank: number;
  team_id: number;
  team_name: string;
  stats: {
    games_played: number;
    games_won: number;
    games_tied: number;
    games_lost: number;
    own_score: number;
    enemy_score: number;
    points: number;
  };
}

export interface StandingGroupDTO {
  table: { id: number | null; name: string | null };
  teams: StandingTeamDTO[];
}

export interface StatsGroupsDTO extends StatsViewDTO {
  /** Points for a win, a tie and a loss in this category. */
  points_rule: { win: number; tie: number; loss: number };
  groups: StandingGroupDTO[];
}

/** Spec "Points record", with the player's id and a rank (equal points and goals share a rank). */
export interface PointsRecordDTO {
  rank: number;
  player_id: number;
  name: string;
  jersey_number: string | null;
  team: string;
  team_id: number;
  games_played: number;
  goals: number;
  assists: number;
  points: number;
}

export interface StatsPointsDTO extends StatsViewDTO {
  players: PointsRecordDTO[];
}

/** Spec "Foul stats"; total_timeout in seconds. */
export interface FoulRecordDTO {
  rank: number;
  player_id: number;
  name: string;
  jersey_number: string | null;
  team: string;
  team_id: number;
  technical_count: number;
  personal_count: number;
  total_timeout: number;
}

export interface StatsFoulsDTO extends StatsViewDTO {
  players: FoulRecordDTO[];
}

/** Spec "Team stats": roster entries with foul_timeout in seconds. */
export interface RosterEntryDTO {
  player_id: number;
  jersey_number: string | null;
  name: string;
  games_played: number;
  goals: number;
  assists: number;
  fouls: number;
  foul_timeout: number;
}

export interface StatsTeamDTO extends StatsViewDTO {
  team: { id: number; name: string; games: StatsGameDTO[]; roster: RosterEntryDTO[] };
}

export const GAME_EVENT_TYPES = ['foul', 'goal', 'timeout', 'break'] as const;
export type GameEventType = (typeof GAME_EVENT_TYPES)[number];

export interface GameEventDTO {
  id: number;
  type: GameEventType;
  /** Seconds of game time. */
  event_time: number;
  away_team: boolean;
  team_id: number | null;
  jersey_number: string | null;
  player_name: string | null;
  assist_name: string | null;
  assist_jersey_number: string | null;
  foul_kind: 'technical' | 'personal' | null;
  penalty_seconds: number | null;
}

export interface StatsGameDetailsDTO {
  category: { id: number; type: StatsType; name: string };
  season: StatsSeasonDTO;
  as_of: string;
  game: StatsGameDTO & { events: GameEventDTO[] };
}

export interface StatsAssociationDTO {
  id: number;
  name: string;
  leagues: { id: number; name: string }[];
  tournaments: { id: number; name: string }[];
}
