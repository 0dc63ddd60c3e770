// Player statistics of a category's season, aggregated in SQL: points leaders, fouls ranking and team rosters.
import type { FoulRecordDTO, GoalieRecordDTO, PointsRecordDTO, RosterEntryDTO } from '../../../shared/schemas/stats';
import { goalieRows } from './goalies.sql';
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

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * Goalies by save share, then goals against per 60 minutes (both from what they faced in net, goalies.sql.ts); a
 * goalie without shots against last. Equal ones share a rank.
 */
export async function goaliesRanking(competitionId: number, seasonId: number): Promise<GoalieRecordDTO[]> {
  const rows = (await goalieRows(competitionId, seasonId)).map((r) => ({
    ...r,
    saves: r.shotsAgainst - r.goalsAgainst,
    savePct: r.shotsAgainst > 0 ? round((r.shotsAgainst - r.goalsAgainst) / r.shotsAgainst, 3) : null,
    gaa: r.seconds > 0 ? round((r.goalsAgainst * 3600) / r.seconds, 2) : null,
  }));
  const key = (r: (typeof rows)[number]) => [r.savePct ?? -1, -(r.gaa ?? Number.MAX_VALUE)] as const;
  rows.sort((a, b) => key(b)[0] - key(a)[0] || key(b)[1] - key(a)[1] || compareNames(a.name, b.name) || a.playerId - b.playerId);
  return withRanks(rows, (a, b) => a.savePct === b.savePct && a.gaa === b.gaa).map((r) => ({
    rank: r.rank,
    player_id: r.playerId,
    name: r.name,
    erased: r.erased,
    jersey_number: r.jerseyNumber,
    team: r.team,
    team_id: r.teamId,
    games_played: r.gamesPlayed,
    seconds_played: r.seconds,
    shots_against: r.shotsAgainst,
    goals_against: r.goalsAgainst,
    saves: r.saves,
    save_percentage: r.savePct,
    goals_against_average: r.gaa,
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
