// The personal schedule of the start page: live and coming games of the person's teams and of the games they
// officiate, soonest first (docs/product.md#home: "a schedule with live indicator").
import type { ScheduleGameDTO } from '../../../shared/schemas/memberships';
import { presentGameState } from '../stats';

export const SCHEDULE_LIMIT = 10;
/** A game whose kickoff passed this long ago without a start no longer counts as coming. */
export const OVERDUE_MS = 3 * 60 * 60 * 1000;

/** A game row as the schedule shows it; `mine` are the person's teams (the rest they officiate). */
export interface ScheduleGameRow {
  id: number;
  number: number;
  kickoffTime: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  location: string | null;
  status: ScheduleGameDTO['status'];
  statusReason: string | null;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  duration: number | null;
  period: number;
  clockSeconds: number;
  clockRunningSince: Date | null;
  homeTeam: { name: string };
  awayTeam: { name: string };
  competition: { id: number; kind: 'league' | 'tournament'; name: string; periodCount: number; periodSeconds: number };
}

/** A game in the schedule: the clock and score as statistics show them (presentGameState), and why it is listed. */
export function scheduleGameOf(g: ScheduleGameRow, mine: Set<number>, now: Date): ScheduleGameDTO {
  const state = presentGameState(g, now);
  return {
    id: g.id,
    number: g.number,
    kickoff_time: g.kickoffTime.toISOString(),
    started_at: state.started_at,
    is_live: state.is_live,
    is_finished: state.is_finished,
    duration: state.duration,
    ellapsed_time: state.ellapsed_time,
    location: g.location,
    status: g.status,
    status_reason: g.statusReason,
    home_team_id: g.homeTeamId,
    home_team_name: g.homeTeam.name,
    away_team_id: g.awayTeamId,
    away_team_name: g.awayTeam.name,
    home_score: state.home_score,
    away_score: state.away_score,
    league_id: g.competition.kind === 'league' ? g.competition.id : null,
    tournament_id: g.competition.kind === 'tournament' ? g.competition.id : null,
    competition_name: g.competition.name,
    role: mine.has(g.homeTeamId) || mine.has(g.awayTeamId) ? 'player' : 'official',
  };
}
