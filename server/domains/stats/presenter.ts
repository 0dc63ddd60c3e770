// Games and game events of the public statistics (docs/product.md#statistics): field by field, never the row.
import { isFinished, isLive } from './game-state.sql';
import type { GameEventRow, GameRow } from './rows';
import { regularPlaySeconds } from '../../../shared/game-day';
import { readGameClock } from '../../../shared/game-clock';
import type { GameCorrectionNoteDTO, GameEventDTO, StatsGameDTO } from '../../../shared/schemas/stats';

const seconds = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/** What a game's clock and score are made from: its start, finish, game clock, score and the competition's regular play. */
export interface GameStateRow {
  startedAt: Date | null;
  finishedAt: Date | null;
  /** The game clock's seconds at the finish. */
  duration: number | null;
  period: number;
  clockSeconds: number;
  clockRunningSince: Date | null;
  homeScore: number;
  awayScore: number;
  competition: { periodCount: number; periodSeconds: number; overtimeMinutes?: number };
}

/**
 * A game's clock and score as every page shows them (statistics, the personal schedule, the start page): no score
 * before the start (dashes, docs/product.md#statistics), and the game clock as the score sheet keeps it
 * (shared/game-clock.ts: stopped at its period's end while the game stays live until someone finishes it). A finished
 * game lasted its clock's seconds; one without (entered afterwards) the time from its start to its finish.
 */
export function presentGameState(g: GameStateRow, asOf: Date) {
  const live = isLive(g);
  const finished = isFinished(g);
  const started = g.startedAt !== null || finished;
  const duration = finished && g.startedAt ? (g.duration ?? seconds(g.startedAt, g.finishedAt!)) : null;
  const clock = live ? readGameClock(g, g.competition, asOf) : null;
  return {
    started_at: g.startedAt?.toISOString() ?? null,
    is_live: live,
    is_finished: finished,
    duration,
    ellapsed_time: clock ? clock.elapsed : duration,
    period: clock ? g.period : null,
    clock_running: clock?.running ?? false,
    home_score: started ? g.homeScore : null,
    away_score: started ? g.awayScore : null,
  };
}

export function presentGame(g: GameRow, asOf: Date): StatsGameDTO {
  const state = presentGameState(g, asOf);
  return {
    id: g.id,
    number: g.number,
    kickoff_time: g.kickoffTime.toISOString(),
    started_at: state.started_at,
    finished_at: g.finishedAt?.toISOString() ?? null,
    is_live: state.is_live,
    is_finished: state.is_finished,
    duration: state.duration,
    ellapsed_time: state.ellapsed_time,
    regular_length: regularPlaySeconds(g.competition),
    period: state.period,
    period_length: g.competition.periodSeconds,
    clock_running: state.clock_running,
    status: g.status,
    status_reason: g.statusReason,
    outcome: g.outcome,
    forfeit_side: g.forfeitSide,
    extra_time: g.extraTime,
    location: g.location,
    group_name: g.group?.name ?? null,
    home_team_id: g.homeTeamId,
    home_team_name: g.homeTeam.name,
    away_team_id: g.awayTeamId,
    away_team_name: g.awayTeam.name,
    home_score: state.home_score,
    away_score: state.away_score,
    league_id: g.competition.kind === 'league' ? g.competitionId : null,
    tournament_id: g.competition.kind === 'tournament' ? g.competitionId : null,
    season_id: g.seasonId,
  };
}

export function presentEvent(e: GameEventRow): GameEventDTO {
  return {
    id: e.id,
    type: e.type as GameEventDTO['type'],
    event_time: e.eventTime,
    away_team: e.awayTeam,
    team_id: e.teamId,
    jersey_number: e.jerseyNumber ?? e.playerJersey,
    player_name: e.playerName,
    player_erased: e.playerName !== null && e.playerErased,
    assist_name: e.assistName,
    assist_erased: e.assistName !== null && e.assistErased,
    assist_jersey_number: e.assistName ? e.assistJersey : null,
    foul_kind: e.type === 'foul' ? e.foulKind : null,
    penalty_seconds: e.type === 'foul' ? e.penaltySeconds : null,
    scored: e.type === 'shootout' ? e.scored : null,
  };
}

/** A correction of a locked score sheet on the public game page: its reason and when, not who or what changed. */
export function presentCorrectionNote(c: { reason: string; createdAt: Date }): GameCorrectionNoteDTO {
  return { reason: c.reason, created_at: c.createdAt.toISOString() };
}
