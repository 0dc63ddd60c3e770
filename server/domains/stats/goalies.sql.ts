// The goalies' statement of a category's season: time in net, shots and goals against, aggregated in SQL.
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';
import { teamOfficialSql } from '../access';
import { countsForPlayersSql } from './game-state.sql';

export interface GoalieRow {
  playerId: number;
  teamId: number;
  team: string;
  name: string;
  erased: boolean;
  jerseyNumber: string | null;
  gamesPlayed: number;
  seconds: number;
  shotsAgainst: number;
  goalsAgainst: number;
}

/**
 * One row per goalie and team in the season's finished games (docs/decisions/051-goalies-overtime-and-shootout.md):
 * a side's goalie in net is its line-up's starting goalie from 0:00, then whoever its goalie changes name (none: an
 * empty net), each stint until the next change or the game clock's end. Against a stint count the other side's goals
 * and shots (a shot is one the goalie saved, a goal is a shot on goal of its own) in its time; a shootout's attempts
 * count for nobody. A team official is no goalie, whatever a line-up says.
 */
export async function goalieRows(competitionId: number, seasonId: number): Promise<GoalieRow[]> {
  return db().$queryRaw<GoalieRow[]>(
    cached(Prisma.sql`
    WITH sg AS (
      SELECT g.id, g.home_team_id, g.away_team_id, g.clock_seconds, g.kickoff_time FROM games g
      WHERE g.competition_id = ${competitionId} AND g.season_id = ${seasonId} AND ${countsForPlayersSql('g')}
    ), changes AS (
      SELECT l.game_id, l.team_id, 0 AS at, l.membership_id AS mid, 0 AS seq
      FROM game_lineups l JOIN sg ON sg.id = l.game_id WHERE l.starting_goalie
      UNION ALL
      SELECT e.game_id, CASE WHEN e.away_team THEN sg.away_team_id ELSE sg.home_team_id END, e.event_time, e.membership_id, e.id
      FROM game_events e JOIN sg ON sg.id = e.game_id WHERE e.type = 'goalie_change'
    ), stints AS (
      SELECT c.game_id, c.team_id, c.mid, c.at AS from_s,
             lead(c.at) OVER (PARTITION BY c.game_id, c.team_id ORDER BY c.at, c.seq) AS next_s,
             greatest(sg.clock_seconds, c.at) AS game_end
      FROM changes c JOIN sg ON sg.id = c.game_id
    ), against AS (
      SELECT s.game_id, s.team_id, s.mid, greatest(0, coalesce(s.next_s, s.game_end) - s.from_s) AS seconds,
             count(e.id) FILTER (WHERE e.type = 'goal')::int AS goals,
             count(e.id)::int AS shots
      FROM stints s
      JOIN sg ON sg.id = s.game_id
      LEFT JOIN game_events e ON e.game_id = s.game_id AND e.type IN ('goal', 'shot')
        AND e.away_team = (s.team_id = sg.home_team_id)
        AND e.event_time >= s.from_s AND (s.next_s IS NULL OR e.event_time < s.next_s)
      WHERE s.mid IS NOT NULL
      GROUP BY s.game_id, s.team_id, s.mid, s.from_s, s.next_s, s.game_end
    ), totals AS (
      SELECT mid, team_id, count(DISTINCT game_id) FILTER (WHERE seconds > 0)::int AS games_played,
             sum(seconds)::int AS seconds, sum(shots)::int AS shots, sum(goals)::int AS goals
      FROM against GROUP BY mid, team_id
    )
    SELECT x.mid AS "playerId", x.team_id AS "teamId", t.name AS team,
           coalesce(nullif(trim(pe.public_short_name), ''), pe.firstname || ' ' || pe.lastname) AS name,
           pe.erased_at IS NOT NULL AS erased, m.jersey_number AS "jerseyNumber",
           x.games_played AS "gamesPlayed", x.seconds, x.shots AS "shotsAgainst", x.goals AS "goalsAgainst"
    FROM totals x
    JOIN memberships m ON m.id = x.mid
    JOIN persons pe ON pe.id = m.person_id
    JOIN teams t ON t.id = x.team_id
    WHERE NOT ${teamOfficialSql('m')}`),
  );
}
