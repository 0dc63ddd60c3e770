// A person's own statistics per league or tournament of the current season (docs/product.md#home),
// computed in SQL: games played (line-up or an event), goals, assists, fouls and games officiated, in finished games
// only, forfeits aside (the one rule of the public statistics: countsForPlayersSql).
import type { PersonalStatDTO } from '../../../shared/schemas/memberships';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { countsForPlayersSql } from '../stats';

interface Row {
  competition_id: number;
  kind: 'league' | 'tournament';
  league_name: string;
  season_name: string;
  games_played: number;
  goals: number;
  assists: number;
  fouls: number;
  ref_games: number;
}

export async function personalStats(personId: number): Promise<PersonalStatDTO[]> {
  // The person's membership ids as an array (not IN (SELECT ...)): the OR over the scorer and the assist column
  // then becomes two index scans; as a sub-select it read every event of the database (docs/benchmarks.md).
  const mine = Prisma.sql`ANY(ARRAY(SELECT id FROM memberships WHERE person_id = ${personId}))`;
  const rows = await db().$queryRaw<Row[]>`
    WITH cur AS (
      SELECT g.id, g.competition_id
      FROM games g JOIN competitions c ON c.id = g.competition_id AND g.season_id = c.default_season_id
      WHERE ${countsForPlayersSql('g')}
    ),
    appeared AS (
      SELECT l.game_id FROM game_lineups l WHERE l.membership_id = ${mine}
      UNION
      SELECT e.game_id FROM game_events e
      WHERE e.membership_id = ${mine} OR e.assist_membership_id = ${mine}
    ),
    played AS (
      SELECT cur.competition_id, count(*)::int AS games_played
      FROM cur JOIN appeared a ON a.game_id = cur.id GROUP BY cur.competition_id
    ),
    events AS (
      SELECT cur.competition_id,
        count(*) FILTER (WHERE e.type = 'goal' AND e.membership_id = ${mine})::int AS goals,
        count(*) FILTER (WHERE e.type = 'goal' AND e.assist_membership_id = ${mine})::int AS assists,
        count(*) FILTER (WHERE e.type = 'foul' AND e.membership_id = ${mine})::int AS fouls
      FROM game_events e JOIN cur ON cur.id = e.game_id
      WHERE e.membership_id = ${mine} OR e.assist_membership_id = ${mine}
      GROUP BY cur.competition_id
    ),
    officiated AS (
      SELECT cur.competition_id, count(*)::int AS ref_games
      FROM game_officials o JOIN cur ON cur.id = o.game_id
      WHERE o.person_id = ${personId}
      GROUP BY cur.competition_id
    )
    SELECT c.id AS competition_id, c.kind::text AS kind, c.name AS league_name, s.name AS season_name,
      coalesce(p.games_played, 0) AS games_played, coalesce(e.goals, 0) AS goals, coalesce(e.assists, 0) AS assists,
      coalesce(e.fouls, 0) AS fouls, coalesce(o.ref_games, 0) AS ref_games
    FROM competitions c
    JOIN seasons s ON s.id = c.default_season_id
    LEFT JOIN played p ON p.competition_id = c.id
    LEFT JOIN events e ON e.competition_id = c.id
    LEFT JOIN officiated o ON o.competition_id = c.id
    WHERE p.competition_id IS NOT NULL OR e.competition_id IS NOT NULL OR o.competition_id IS NOT NULL
    ORDER BY c.kind, c.name, c.id`;
  return rows.map((r) => ({
    league_id: r.kind === 'league' ? r.competition_id : null,
    tournament_id: r.kind === 'tournament' ? r.competition_id : null,
    league_name: r.league_name,
    season_name: r.season_name,
    games_played: r.games_played,
    goals: r.goals,
    assists: r.assists,
    fouls: r.fouls,
    ref_games: r.ref_games,
  }));
}
