// The players' statement of a category's season: each player's games, goals, assists and fouls, aggregated in SQL.
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';
import { teamOfficialSql } from '../access';
import { countsForPlayersSql } from './game-state.sql';

export interface PlayerRow {
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
 * as in the standings, forfeits aside: countsForPlayersSql).
 * Games played counts games with the player in the line-up or with an event of theirs (docs/product.md#statistics-rules).
 * A team official (a coach, access/team-official.sql.ts) is no player, whatever a line-up or an event says.
 */
export async function playerRows(competitionId: number, seasonId: number, teamId: number | null): Promise<PlayerRow[]> {
  // Prepared (plan-cache.ts): planning this statement took 1 to 4 ms of every cold points, fouls or roster answer.
  return db().$queryRaw<PlayerRow[]>(
    cached(Prisma.sql`
    WITH sg AS (
      SELECT g.id, g.kickoff_time, g.home_team_id, g.away_team_id FROM games g
      WHERE g.competition_id = ${competitionId} AND g.season_id = ${seasonId} AND ${countsForPlayersSql('g')}
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
    LEFT JOIN totals x ON x.mid = p.mid AND x.team_id = p.team_id
    WHERE NOT ${teamOfficialSql('m')}`),
  );
}
