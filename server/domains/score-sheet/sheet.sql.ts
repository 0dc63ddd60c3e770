// The score sheet's statements: the score from the goal events, what the printed sheet adds to the game's stamp.
import { Prisma } from '../../db/generated/client';

/**
 * A forfeit's score is the competition's, not the goals': it is left as the ruling set it. The side with more scored
 * shootout attempts gets one goal more (docs/decisions/051-goalies-overtime-and-shootout.md).
 */
export const recomputeScoreSql = (gameId: number) => Prisma.sql`
  UPDATE games SET
    home_score = s.home_goals + (s.home_shootout > s.away_shootout)::int,
    away_score = s.away_goals + (s.away_shootout > s.home_shootout)::int
  FROM (
    SELECT count(*) FILTER (WHERE e.type = 'goal' AND NOT e.away_team) AS home_goals,
           count(*) FILTER (WHERE e.type = 'goal' AND e.away_team) AS away_goals,
           count(*) FILTER (WHERE e.type = 'shootout' AND e.scored AND NOT e.away_team) AS home_shootout,
           count(*) FILTER (WHERE e.type = 'shootout' AND e.scored AND e.away_team) AS away_shootout
    FROM game_events e WHERE e.game_id = ${gameId}
  ) s
  WHERE id = ${gameId} AND outcome IS DISTINCT FROM 'forfeit'`;

/** Whether the game is finished, and the row versions of its officials, scorers and its competition's penalty types. */
export const documentStampSql = (gameId: number, competitionId: number) => Prisma.sql`
  SELECT (SELECT g.finished_at IS NOT NULL FROM games g WHERE g.id = ${gameId}) AS finished, concat_ws('|',
    (SELECT count(*) || ':' || coalesce(sum(o.xmin::text::bigint), 0) FROM game_officials o WHERE o.game_id = ${gameId}),
    (SELECT count(*) || ':' || coalesce(sum(x.xmin::text::bigint), 0) FROM game_scorers x WHERE x.game_id = ${gameId}),
    (SELECT count(*) || ':' || coalesce(sum(p.xmin::text::bigint), 0) FROM penalty_types p
      WHERE p.competition_id = ${competitionId})) AS stamp`;
