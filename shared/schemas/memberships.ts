// A member's own memberships and the start page's data (docs/product.md#memberships, #home: membership, process, licence,
// Personal stats, Game; GET /api/self includes and GET /api/self/dashboard).
import { z } from 'zod';
import { APPROVER_GROUPS, PLAYER_POSITIONS, PROCESS_TYPES, TEAM_GENDERS } from '../constants';
import { includeParam } from './clubs';
import { ContactData, Self } from './self';

export type PlayerPositionName = (typeof PLAYER_POSITIONS)[number];
export type ProcessTypeName = (typeof PROCESS_TYPES)[number];
export type ApproverGroupName = (typeof APPROVER_GROUPS)[number];

const IdName = z.strictObject({ id: z.int(), name: z.string() });
/** A sport as memberships name it. */
const MembershipSport = z.strictObject({ id: z.int(), name: z.string(), key: z.string() });
/** An ISO timestamp (created, given, published). */
const Instant = z.string();
/** A calendar day, YYYY-MM-DD. */
const Day = z.string();

export const RequiredApproval = z.strictObject({
  id: z.int(),
  approver: z.enum(APPROVER_GROUPS),
  /** Whose approval it is: the club, league or association named by the approver group. */
  context: z.strictObject({ type: z.enum(['club', 'league', 'association']), id: z.int(), name: z.string() }).nullable(),
  caption: z.string(),
  state: z.enum(['pending', 'given', 'skipped']),
  given_at: Instant.nullable(),
});
export type RequiredApprovalDTO = z.infer<typeof RequiredApproval>;

/** An open process as its subject sees it. */
export const MemberProcess = z.strictObject({
  id: z.int(),
  type: z.enum(PROCESS_TYPES),
  status: z.enum(['open', 'completed', 'cancelled']),
  created_at: Instant,
  meta: z.strictObject({
    club: IdName.nullable(),
    currentClub: IdName.nullable(),
    currentTeam: IdName.nullable(),
    newClub: IdName.nullable(),
    newTeam: IdName.nullable(),
    /** The viewer started it (their own request, not one an admin started about them): 'Antrag zurückziehen'. */
    canWithdraw: z.boolean(),
  }),
  requiredApprovals: z.array(RequiredApproval),
});
export type MemberProcessDTO = z.infer<typeof MemberProcess>;

export const MembershipTeam = z.strictObject({
  id: z.int(),
  name: z.string(),
  local_name: z.string().nullable(),
  gender: z.enum(TEAM_GENDERS),
  min_age: z.int(),
  max_age: z.int(),
  sport: MembershipSport,
  country_code: z.string(),
});
export type MembershipTeamDTO = z.infer<typeof MembershipTeam>;

/** A subscription the member may choose, with the billing intervals (months) it offers. */
const MembershipSubscriptionOption = z.strictObject({
  id: z.int(),
  name: z.string(),
  available_intervals: z.array(z.int()),
});

/** One of the signed-in member's own memberships (GET /api/self/players/{id}, the member's PUT /api/players/{id}). */
export const Membership = z.strictObject({
  id: z.int(),
  player_id: z.int(),
  person_id: z.int(),
  sport: MembershipSport,
  sport_id: z.int(),
  club: z.strictObject({ id: z.int(), name: z.string(), avatarState: z.enum(['ok', 'none']) }),
  club_name: z.string(),
  team: MembershipTeam.nullable(),
  association: z.strictObject({ association_id: z.int(), name: z.string(), abbreviation: z.string() }),
  league: z.strictObject({ id: z.int(), league_name: z.string() }).nullable(),
  jersey_number: z.string().nullable(),
  positions: z.array(z.enum(PLAYER_POSITIONS)),
  is_alumni: z.boolean(),
  subscription: z.strictObject({ id: z.int(), name: z.string(), billing_interval: z.int().nullable() }).nullable(),
  available_subscriptions: z.array(MembershipSubscriptionOption),
  /** Sports of the club, for reactivating an alumni membership. */
  club_sports: z.array(MembershipSport),
  process: MemberProcess.nullable(),
  /**
   * Whether a process about this membership is open (`process` is it). The name is the API's
   * (docs/product.md#api-calls); unlike the admin's person details, here it is only a flag.
   */
  pendingProcess: z.boolean(),
  active_from: Day,
  active_to: Day.nullable(),
  team_history: z.array(z.strictObject({ team: IdName, active_from: Day, active_to: Day.nullable() })),
});
export type MembershipDTO = z.infer<typeof Membership>;

export const License = z.strictObject({
  id: z.int(),
  name: z.string(),
  abbreviation: z.string(),
  caption: z.string().nullable(),
  color: z.string(),
  level: z.int(),
  levels: z.array(z.strictObject({ level: z.int(), caption: z.string(), color: z.string() })),
  pivot: z.strictObject({ valid_from: Day, valid_to: Day.nullable() }),
});
export type LicenseDTO = z.infer<typeof License>;

/** Personal statistics (docs/product.md#home), per league or tournament of the current season. */
export const PersonalStat = z.strictObject({
  league_id: z.int().nullable(),
  tournament_id: z.int().nullable(),
  league_name: z.string(),
  season_name: z.string(),
  games_played: z.int(),
  goals: z.int(),
  assists: z.int(),
  fouls: z.int(),
  ref_games: z.int(),
});
export type PersonalStatDTO = z.infer<typeof PersonalStat>;

/** A game (docs/product.md#statistics), as the personal schedule lists it. */
export const ScheduleGame = z.strictObject({
  id: z.int(),
  number: z.int(),
  kickoff_time: Instant,
  started_at: Instant.nullable(),
  is_live: z.boolean(),
  is_finished: z.boolean(),
  duration: z.number().nullable(),
  ellapsed_time: z.number().nullable(),
  location: z.string().nullable(),
  /** Postponed or cancelled games stay in the schedule, marked (docs/product.md#game-day). */
  status: z.enum(['scheduled', 'postponed', 'cancelled']),
  status_reason: z.string().nullable(),
  home_team_id: z.int(),
  home_team_name: z.string(),
  away_team_id: z.int(),
  away_team_name: z.string(),
  /** No score before the start, as statistics show it. */
  home_score: z.int().nullable(),
  away_score: z.int().nullable(),
  league_id: z.int().nullable(),
  tournament_id: z.int().nullable(),
  competition_name: z.string(),
  /** Why the game is in the user's schedule. */
  role: z.enum(['player', 'official']),
});
export type ScheduleGameDTO = z.infer<typeof ScheduleGame>;

export const GameTask = z.strictObject({
  id: z.int(),
  type: z.enum(['confirm_lineup', 'sign_score_sheet', 'keep_score_sheet']),
  created_at: Instant,
  /** Open more than 24 h after the end of regular play (shared/game-tasks.ts). */
  overdue: z.boolean(),
  game: z.strictObject({
    id: z.int(),
    number: z.int(),
    kickoff_time: Instant,
    home_team_name: z.string(),
    away_team_name: z.string(),
    competition_name: z.string(),
    league_id: z.int().nullable(),
    tournament_id: z.int().nullable(),
  }),
});
export type GameTaskDTO = z.infer<typeof GameTask>;

export const SELF_INCLUDES = ['licenses', 'contactData', 'personalStats', 'upcomingGames', 'gameTasks'] as const;
export type SelfIncludeName = (typeof SELF_INCLUDES)[number];

/** GET /api/self?include=licenses,contactData,personalStats,upcomingGames,gameTasks */
export const SelfIncludeQuery = z.object({ include: includeParam(SELF_INCLUDES) });

/** GET /api/self/players/{id}?include=team,club,league (always included; the parameter is accepted for the client). */
export const OwnMembershipQuery = z.object({ include: includeParam(['team', 'club', 'league'] as const) });

/** What GET /api/self adds for each `include` asked for. */
export const SelfIncludes = z.strictObject({
  licenses: z.array(License).optional(),
  contactData: ContactData.optional(),
  personalStats: z.array(PersonalStat).optional(),
  upcomingGames: z.array(ScheduleGame).optional(),
  gameTasks: z.array(GameTask).optional(),
});
export type SelfIncludesDTO = z.infer<typeof SelfIncludes>;

/** GET /api/self: the signed-in user with the includes asked for. */
export const SelfWithIncludes = z.strictObject({ ...Self.shape, ...SelfIncludes.shape });
export type SelfWithIncludesDTO = z.infer<typeof SelfWithIncludes>;

export const Announcement = z.strictObject({
  id: z.int(),
  title: z.string(),
  /** Written by association admins: trusted HTML. */
  body_html: z.string(),
  published_at: Instant,
});
export type AnnouncementDTO = z.infer<typeof Announcement>;

/** GET /api/self/dashboard */
export const SelfDashboard = z.strictObject({
  announcements: z.array(Announcement),
  game_tasks_count: z.int(),
  active_memberships: z.int(),
});
export type SelfDashboardDTO = z.infer<typeof SelfDashboard>;

/** Link to a game's details in the public statistics (league or tournament). */
export function gameDetailsPath(game: { id: number; league_id: number | null; tournament_id: number | null }): string {
  if (game.league_id !== null) return `/stats/leagues/${game.league_id}/games/${game.id}`;
  if (game.tournament_id !== null) return `/stats/tournaments/${game.tournament_id}/games/${game.id}`;
  return '/stats';
}
