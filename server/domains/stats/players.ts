// Player statistics of a category's season, aggregated in SQL: points leaders, fouls ranking and team rosters.
import type { FoulRecordDTO, PointsRecordDTO, RosterEntryDTO } from '../../../shared/schemas/stats';
import { playerRows, type PlayerRow } from './players.sql';
import { compareNames, withRanks } from './rank';

/** Points leaders: points = goals + assists; ranked by points, then goals; equal ones share a rank. */
export async function pointsLeaders(competitionId: number, seasonId: number): Promise<PointsRecordDTO[]> {
  const rows = (await playerRows(competitionId, seasonId, null)).map((r) => ({ ...r, points: r.goals + r.assists }));
  rows.sort((a, b) => b.points - a.points || b.goals - a.goals || compareNames(a.name, b.name) || a.playerId - b.playerId);
  return withRanks(rows, (a, b) => a.points === b.points && a.goals === b.goals).map((r) => ({
    ...rankedPlayer(r),
    games_played: r.gamesPlayed,
    goals: r.goals,
    assists: r.assists,
    points: r.points,
  }));
}

/** The columns every ranking of players starts with. */
function rankedPlayer(r: PlayerRow & { rank: number }) {
  const { rank, playerId, name, erased, jerseyNumber, team, teamId } = r;
  return { rank, player_id: playerId, name, erased, jersey_number: jerseyNumber, team, team_id: teamId };
}

/** Fouls ranking: players with at least one foul, by total penalty time, then number of fouls. */
export async function foulsRanking(competitionId: number, seasonId: number): Promise<FoulRecordDTO[]> {
  const rows = (await playerRows(competitionId, seasonId, null)).filter((r) => r.technical + r.personal > 0);
  const fouls = (r: PlayerRow) => r.technical + r.personal;
  rows.sort((a, b) => b.timeout - a.timeout || fouls(b) - fouls(a) || compareNames(a.name, b.name) || a.playerId - b.playerId);
  return withRanks(rows, (a, b) => a.timeout === b.timeout && fouls(a) === fouls(b)).map((r) => ({
    ...rankedPlayer(r),
    technical_count: r.technical,
    personal_count: r.personal,
    total_timeout: r.timeout,
  }));
}

/** A team's roster in the season: everyone who played for it, by jersey number. */
export async function roster(competitionId: number, seasonId: number, teamId: number): Promise<RosterEntryDTO[]> {
  const rows = await playerRows(competitionId, seasonId, teamId);
  const jersey = (r: PlayerRow) => (r.jerseyNumber && /^\d+$/.test(r.jerseyNumber) ? Number(r.jerseyNumber) : 1000);
  rows.sort((a, b) => jersey(a) - jersey(b) || compareNames(a.name, b.name) || a.playerId - b.playerId);
  return rows.map((r) => ({
    player_id: r.playerId,
    jersey_number: r.jerseyNumber,
    name: r.name,
    erased: r.erased,
    games_played: r.gamesPlayed,
    goals: r.goals,
    assists: r.assists,
    fouls: r.technical + r.personal,
    foul_timeout: r.timeout,
  }));
}
