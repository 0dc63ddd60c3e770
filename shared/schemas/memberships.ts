// A member's own memberships and the start page's data (docs/product.md#memberships, #home: membership, process, licence,
// Personal stats, Game; GET /api/self includes and GET /api/self/dashboard).
import type { PLAYER_POSITIONS } from '../constants';
import type { SubscriptionOptionDTO } from './clubs';
import { includeParam } from './clubs';
import type { ContactDataDTO } from './self';
import type { SportRefDTO, TeamGenderName } from './teams';
import { z } from 'zod';

export type PlayerPositionName = (typeof PLAYER_POSITIONS)[number];
export type ProcessTypeName = 'move' | 'alumni' | 'retire';
export type ApproverGroupName = 'association' | 'new-club' | 'new-league' | 'old-club' | 'old-league';

export interface RequiredApprovalDTO {
  id: number;
  approver: ApproverGroupName;
  /** Whose approval it is: the club, league or association named by the approver group. */
  context: { type: 'club' | 'league' | 'association'; id: number; name: string } | null;
  caption: string;
  state: 'pending' | 'given' | 'skipped';
  given_at: string | null;
}

/** An open process as its subject sees it. */
export interface MemberProcessDTO {
  id: number;
  type: ProcessTypeName;
  status: 'open' | 'completed' | 'cancelled';
  created_at: string;
  meta: {
    club: { id: number; name: string } | null;
    currentClub: { id: number; name: string } | null;
    currentTeam: { id: number; name: string } | null;
    newClub: { id: number; name: string } | null;
    newTeam: { id: number; name: string } | null;
    /** The viewer started it (their own request, not one an admin started about them): 'Antrag zurückziehen'. */
    canWithdraw: boolean;
  };
  requiredApprovals: RequiredApprovalDTO[];
}

export interface MembershipTeamDTO {
  id: number;
  name: string;
  local_name: string | null;
  gender: TeamGenderName;
  min_age: number;
  max_age: number;
  sport: SportRefDTO;
  country_code: string;
}

export interface MembershipDTO {
  id: number;
  player_id: number;
  person_id: number;
  sport: SportRefDTO;
  sport_id: number;
  club: { id: number; name: string; avatarState: 'ok' | 'none' };
  club_name: string;
  team: MembershipTeamDTO | null;
  association: { association_id: number; name: string; abbreviation: string };
  league: { id: number; league_name: string } | null;
  jersey_number: string | null;
  positions: PlayerPositionName[];
  is_alumni: boolean;
  subscription: { id: number; name: string; billing_interval: number | null } | null;
  available_subscriptions: SubscriptionOptionDTO[];
  /** Sports of the club, for reactivating an alumni membership. */
  club_sports: SportRefDTO[];
  process: MemberProcessDTO | null;
  pendingProcess: boolean;
  active_from: string;
  active_to: string | null;
  team_history: { team: { id: number; name: string }; active_from: string; active_to: string | null }[];
}

export interface LicenseDTO {
  id: number;
  name: string;
  abbreviation: string;
  caption: string | null;
  color: string;
  level: number;
  levels: { level: number; caption: string; color: string }[];
  pivot: { valid_from: string; valid_to: string | null };
}

/** Personal statistics (docs/product.md#home), per league or tournament of the current season. */
export interface PersonalStatDTO {
  league_id: number | null;
  tournament_id: number | null;
  league_name: string;
  season_name: string;
  games_played: number;
  goals: number;
  assists: number;
  fouls: number;
  ref_games: number;
}

/** A game (docs/product.md#statistics), as the personal schedule lists it. */
export interface ScheduleGameDTO {
  id: number;
  number: number;
  kickoff_time: string;
  started_at: string | null;
  is_live: boolean;
  is_finished: boolean;
  duration: number | null;
  ellapsed_time: number | null;
  location: string | null;
  home_team_id: number;
  home_team_name: string;
  away_team_id: number;
  away_team_name: string;
  home_score: number;
  away_score: number;
  league_id: number | null;
  tournament_id: number | null;
  competition_name: string;
  /** Why the game is in the user's schedule. */
  role: 'player' | 'official';
}

export interface GameTaskDTO {
  id: number;
  type: 'confirm_lineup' | 'sign_score_sheet';
  created_at: string;
  game: {
    id: number;
    number: number;
    kickoff_time: string;
    home_team_name: string;
    away_team_name: string;
    competition_name: string;
    league_id: number | null;
    tournament_id: number | null;
  };
}

export const SELF_INCLUDES = ['licenses', 'contactData', 'personalStats', 'upcomingGames', 'gameTasks'] as const;
export type SelfIncludeName = (typeof SELF_INCLUDES)[number];

/** GET /api/self?include=licenses,contactData,personalStats,upcomingGames,gameTasks */
export const SelfIncludeQuery = z.object({ include: includeParam(SELF_INCLUDES) });

/** GET /api/self/players/{id}?include=team,club,league (always included; the parameter is accepted for the client). */
export const OwnMembershipQuery = z.object({ include: includeParam(['team', 'club', 'league'] as const) });

export interface SelfIncludesDTO {
  licenses?: LicenseDTO[];
  contactData?: ContactDataDTO;
  personalStats?: PersonalStatDTO[];
  upcomingGames?: ScheduleGameDTO[];
  gameTasks?: GameTaskDTO[];
}

export interface AnnouncementDTO {
  id: number;
  title: string;
  /** Written by association admins: trusted HTML. */
  body_html: string;
  published_at: string;
}

/** GET /api/self/dashboard */
export interface SelfDashboardDTO {
  announcements: AnnouncementDTO[];
  game_tasks_count: number;
  active_memberships: number;
}

/** Link to a game's details in the public statistics (league or tournament). */
export function gameDetailsPath(game: { id: number; league_id: number | null; tournament_id: number | null }): string {
  if (game.league_id !== null) return `/stats/leagues/${game.league_id}/games/${game.id}`;
  if (game.tournament_id !== null) return `/stats/tournaments/${game.tournament_id}/games/${game.id}`;
  return '/stats';
}
