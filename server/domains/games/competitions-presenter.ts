// Seasons, competitions, penalty types and groups as the game management answers them (shared/schemas/competitions.ts):
// field by field from rows the services loaded, never a query.
import type {
  CandidateTeamDTO,
  CompetitionDTO,
  CompetitionListItemDTO,
  GroupDTO,
  PenaltyTypeDTO,
  SeasonDTO,
} from '../../../shared/schemas/competitions';
import type { CompetitionListRow, CompetitionRow, GroupRow, SeasonRow } from './rows';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function presentSeason(s: SeasonRow): SeasonDTO {
  return { id: s.id, name: s.name, starts_on: isoDay(s.startsOn), ends_on: isoDay(s.endsOn) };
}

export function presentCompetitionListItem(c: CompetitionListRow, editable: boolean): CompetitionListItemDTO {
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    sport: { id: c.sport.id, key: c.sport.key, name: c.sport.name },
    association: { id: c.association.id, name: c.association.name },
    default_season_id: c.defaultSeasonId,
    editable,
  };
}

export function presentPenalty(p: CompetitionRow['penaltyTypes'][number]): PenaltyTypeDTO {
  return { id: p.id, kind: p.foulKind, name: p.name, seconds: p.seconds, in_use: p._count.events > 0 };
}

export function presentTeam(t: { id: number; name: string; club: { id: number; name: string } }): CandidateTeamDTO {
  return { id: t.id, name: t.name, club: { id: t.club.id, name: t.club.name } };
}

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, 'de') || a.id - b.id;

export function presentGroup(g: GroupRow): GroupDTO {
  return {
    id: g.id,
    competition_id: g.competitionId,
    season_id: g.seasonId,
    name: g.name,
    position: g.position,
    teams: g.teams
      .map((entry) => entry.team)
      .sort(byName)
      .map(presentTeam),
    games_count: g._count.games,
  };
}

export function presentCompetition(c: CompetitionRow, editable: boolean): CompetitionDTO {
  return {
    ...presentCompetitionListItem(c, editable),
    points_win: c.pointsWin,
    points_tie: c.pointsTie,
    points_loss: c.pointsLoss,
    period_count: c.periodCount,
    period_seconds: c.periodSeconds,
    required_license_id: c.requiredLicenseId,
    start_window_minutes: c.startWindowMinutes,
    forfeit_goals: c.forfeitGoals,
    abandoned_rule: c.abandonedRule,
    min_age: c.minAge,
    max_age: c.maxAge,
    track_shots: c.trackShots,
    overtime_minutes: c.overtimeMinutes,
    shootout: c.shootout,
    license_options: c.association.licenses.map((l) => ({ id: l.id, name: l.name })),
    penalties: c.penaltyTypes.map(presentPenalty),
    groups: c.groups.map(presentGroup),
  };
}
