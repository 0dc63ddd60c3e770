// The players' statement of a category's season: each player's games, goals, assists and fouls, aggregated in SQL.
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';
import { teamOfficialSql } from '../access';

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
 * Read from the totals the database keeps per player and season (docs/decisions/053-player-season-totals.md);
 * names, erasure and whether someone is a team official (a coach, access/team-official.sql.ts, never a player,
 * whatever a line-up or an event says) as they are now.
 */
export async function playerRows(competitionId: number, seasonId: number, teamId: number | null): Promise<PlayerRow[]> {
  // Prepared (plan-cache.ts): planning this statement took 1 to 4 ms of every cold points, fouls or roster answer.
  return db().$queryRaw<PlayerRow[]>(
    cached(Prisma.sql`
    SELECT x.membership_id AS "playerId", x.team_id AS "teamId", t.name AS team,
           coalesce(nullif(trim(pe.public_short_name), ''), pe.firstname || ' ' || pe.lastname) AS name,
           pe.erased_at IS NOT NULL AS erased,
           coalesce(x.jersey_number, m.jersey_number) AS "jerseyNumber",
           x.games_played AS "gamesPlayed", x.goals, x.assists, x.technical, x.personal, x.penalty_seconds AS timeout
    FROM player_season_totals x
    JOIN memberships m ON m.id = x.membership_id
    JOIN persons pe ON pe.id = m.person_id
    JOIN teams t ON t.id = x.team_id
    WHERE x.competition_id = ${competitionId} AND x.season_id = ${seasonId}
      AND (${teamId}::int IS NULL OR x.team_id = ${teamId}::int)
      AND NOT ${teamOfficialSql('m')}`),
  );
}
