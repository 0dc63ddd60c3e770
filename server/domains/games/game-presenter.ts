// A game of the game management area and a generated schedule (docs/product.md#game-day): field by field, never the row.
import type { PageMeta } from '../../../shared/contract';
import type { GameListQuery, ScheduledGameDTO, ScheduleResultDTO } from '../../../shared/schemas/games';
import type { ScheduledGameRow } from './rows';
import type { ScheduleOutcome } from './group-schedule';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentScheduledGame(g: ScheduledGameRow): ScheduledGameDTO {
  return {
    id: g.id,
    number: g.number,
    competition: { id: g.competition.id, name: g.competition.name, kind: g.competition.kind },
    season: { id: g.season.id, name: g.season.name },
    group: g.group ? { id: g.group.id, name: g.group.name } : null,
    kickoff_time: g.kickoffTime.toISOString(),
    status: g.status,
    status_reason: g.statusReason,
    home_team: { id: g.homeTeam.id, name: g.homeTeam.name, club_id: g.homeTeam.clubId },
    away_team: { id: g.awayTeam.id, name: g.awayTeam.name, club_id: g.awayTeam.clubId },
    field: g.field ? { id: g.field.id, name: g.field.name } : null,
    location: g.location,
    started_at: iso(g.startedAt),
    finished_at: iso(g.finishedAt),
    home_score: g.homeScore,
    away_score: g.awayScore,
    editable: g.startedAt === null && g.finishedAt === null,
  };
}

export function presentGameList(
  query: GameListQuery,
  { rows, total }: { rows: ScheduledGameRow[]; total: number },
): { data: ScheduledGameDTO[]; meta: PageMeta } {
  const size = query.page_size;
  const { page, page_size: _size, ...filter } = query;
  return {
    data: rows.map(presentScheduledGame),
    meta: {
      page,
      page_size: size,
      max_page: size === 0 ? 0 : Math.max(0, Math.ceil(total / size) - 1),
      filter,
      order_by: 'kickoff_time',
      total_results: total,
    },
  };
}

export function presentSchedule(outcome: ScheduleOutcome): ScheduleResultDTO {
  return {
    dry_run: outcome.dryRun,
    replaced: outcome.replaced,
    games: outcome.games.map((g) => ({
      id: g.id,
      number: g.number,
      round: g.round,
      kickoff_time: g.kickoff.toISOString(),
      home_team_id: g.homeTeamId,
      home_team_name: g.homeTeamName,
      away_team_id: g.awayTeamId,
      away_team_name: g.awayTeamName,
      field_id: g.fieldId,
      location: g.location,
    })),
  };
}
