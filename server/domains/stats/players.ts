// Player statistics of a category's season, aggregated in SQL: points leaders, fouls ranking and team rosters.
import type { FoulRecordDTO, PointsRecordDTO, RosterEntryDTO } from '../../../shared/schemas/stats';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';
import { finishedSql } from './game-state.sql';
import { compareNames, withRanks } from './rank';

interface PlayerRow {
  playerId: number;
  teamId: number;
  team: string;
  name: string;
  erased: boolean;
  jerseyNumber: string | null;
  gamesPlayed: number;
  goals: number;
  assists: number;
  technical: number;
  personal: number;
  timeout: number;
}

/**
 * One row per player and team they played for in the season's finished games (a live game counts once it is over,
 * as in the standings: finishedSql).
 * Games played counts games with the player in the line-up or with an event of theirs (docs/product.md#statistics-rules).
 */
async function playerRows(competitionId: number, seasonId: number, teamId: number | null): Promise<PlayerRow[]> {
  // Prepared (plan-cache.ts): planning this statement took 1 to 4 ms of every cold points, fouls or roster answer.
  return db().$queryRaw<PlayerRow[]>(
    cached(Prisma.sql`
    WITH sg AS (
      SELECT g.id, g.kickoff_time, g.home_team_id, g.away_team_id FROM games g
      WHERE g.competition_id = ${competitionId} AND g.season_id = ${seasonId} AND ${finishedSql('g')}
    ), ev AS (
      SELECT e.game_id, e.type, e.membership_id, e.assist_membership_id, e.foul_kind, e.penalty_seconds, e.jersey_number,
             coalesce(e.team_id, CASE WHEN e.away_team THEN sg.away_team_id ELSE sg.home_team_id END) AS team_id, sg.kickoff_time
      FROM game_events e JOIN sg ON sg.id = e.game_id
      WHERE e.type IN ('goal', 'foul')
    ), credits AS (
      SELECT game_id, membership_id AS mid, team_id, jersey_number, kickoff_time,
             (type = 'goal')::int AS goals, 0 AS assists,
             (type = 'foul' AND foul_kind = 'technical')::int AS technical,
             (type = 'foul' AND foul_kind = 'personal')::int AS personal,
             CASE WHEN type = 'foul' THEN coalesce(penalty_seconds, 0) ELSE 0 END AS timeout
      FROM ev WHERE membership_id IS NOT NULL
      UNION ALL
      SELECT game_id, assist_membership_id, team_id, NULL, kickoff_time, 0, 1, 0, 0, 0
      FROM ev WHERE type = 'goal' AND assist_membership_id IS NOT NULL
    ), appearances AS (
      SELECT l.game_id, l.membership_id AS mid, l.team_id, l.jersey_number, sg.kickoff_time
      FROM game_lineups l JOIN sg ON sg.id = l.game_id
      UNION ALL
      SELECT game_id, mid, team_id, jersey_number, kickoff_time FROM credits
    ), played AS (
      SELECT mid, team_id, count(DISTINCT game_id)::int AS games_played,
             (array_agg(jersey_number ORDER BY kickoff_time DESC) FILTER (WHERE jersey_number IS NOT NULL))[1] AS jersey
      FROM appearances
      WHERE ${teamId}::int IS NULL OR team_id = ${teamId}::int
      GROUP BY mid, team_id
    ), totals AS (
      SELECT mid, team_id, sum(goals)::int AS goals, sum(assists)::int AS assists, sum(technical)::int AS technical,
             sum(personal)::int AS personal, sum(timeout)::int AS timeout
      FROM credits GROUP BY mid, team_id
    )
    SELECT p.mid AS "playerId", p.team_id AS "teamId", t.name AS team,
           coalesce(nullif(trim(pe.public_short_name), ''), pe.firstname || ' ' || pe.lastname) AS name,
           pe.erased_at IS NOT NULL AS erased,
           coalesce(p.jersey, m.jersey_number) AS "jerseyNumber",
           p.games_played AS "gamesPlayed",
           coalesce(x.goals, 0) AS goals, coalesce(x.assists, 0) AS assists,
           coalesce(x.technical, 0) AS technical, coalesce(x.personal, 0) AS personal, coalesce(x.timeout, 0) AS timeout
    FROM played p
    JOIN memberships m ON m.id = p.mid
    JOIN persons pe ON pe.id = m.person_id
    JOIN teams t ON t.id = p.team_id
    LEFT JOIN totals x ON x.mid = p.mid AND x.team_id = p.team_id`),
  );
}

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
