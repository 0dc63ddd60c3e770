// Version stamps of the statistics data, read in one cheap query: the count and the sum of PostgreSQL's row
// versions (xmin) of every table an answer is made from. Any insert, update or delete changes the stamp,
// whichever instance or tool made it, so cached answers are dropped at once (docs/decisions/005).
import { db } from '../../db/client';

export interface CategoryStamp {
  kind: 'league' | 'tournament';
  /** The season asked for, else the default season, else the newest season with groups or games. */
  seasonId: number | null;
  stamp: string;
}

/** Largest value of PostgreSQL's int4 ids: bigger numbers cannot name a row. */
export const MAX_ID = 2_147_483_647;

/** The stamp of one category and season; null when the category does not exist. */
export async function categoryStamp(id: number, seasonId: number | undefined): Promise<CategoryStamp | null> {
  if (id > MAX_ID || (seasonId !== undefined && seasonId > MAX_ID)) return null;
  const rows = await db().$queryRaw<{ kind: 'league' | 'tournament'; seasonId: number | null; stamp: string }[]>`
    WITH c AS (
      SELECT c.id, c.kind::text AS kind, c.xmin::text AS x, c.association_id,
             coalesce(${seasonId ?? null}::int, c.default_season_id, (
               SELECT s.id FROM seasons s
               WHERE s.id IN (SELECT gr.season_id FROM groups gr WHERE gr.competition_id = c.id
                              UNION SELECT g.season_id FROM games g WHERE g.competition_id = c.id)
               ORDER BY s.starts_on DESC, s.id DESC LIMIT 1)) AS season_id
      FROM competitions c WHERE c.id = ${id}
    ), sg AS (
      SELECT g.id, g.xmin::text::bigint AS x, g.home_team_id, g.away_team_id
      FROM games g JOIN c ON g.competition_id = c.id AND g.season_id = c.season_id
    ), st AS (
      SELECT gt.team_id, gt.xmin::text::bigint AS x
      FROM group_teams gt JOIN groups gr ON gr.id = gt.group_id JOIN c ON gr.competition_id = c.id AND gr.season_id = c.season_id
    )
    SELECT c.kind, c.season_id AS "seasonId", concat_ws('|', c.x,
      (SELECT a.xmin::text FROM associations a WHERE a.id = c.association_id),
      (SELECT count(*) || ':' || coalesce(sum(s.xmin::text::bigint), 0) FROM seasons s),
      (SELECT count(*) FROM games g WHERE g.competition_id = c.id),
      (SELECT count(*) || ':' || coalesce(sum(gr.xmin::text::bigint), 0) FROM groups gr WHERE gr.competition_id = c.id),
      (SELECT count(*) || ':' || coalesce(sum(st.x), 0) FROM st),
      (SELECT count(*) || ':' || coalesce(sum(sg.x), 0) FROM sg),
      (SELECT count(*) || ':' || coalesce(sum(e.xmin::text::bigint), 0) FROM game_events e JOIN sg ON sg.id = e.game_id),
      (SELECT count(*) || ':' || coalesce(sum(l.xmin::text::bigint), 0) FROM game_lineups l JOIN sg ON sg.id = l.game_id),
      (SELECT count(*) || ':' || coalesce(sum(t.xmin::text::bigint), 0) FROM teams t
        WHERE t.id IN (SELECT home_team_id FROM sg UNION SELECT away_team_id FROM sg UNION SELECT team_id FROM st))
    ) AS stamp
    FROM c`;
  return rows[0] ?? null;
}

/** The stamp of one game (its row, events, line-ups, teams, group, season and category); null when unknown. */
export async function gameStamp(id: number): Promise<{ competitionId: number; stamp: string } | null> {
  if (id > MAX_ID) return null;
  const rows = await db().$queryRaw<{ competitionId: number; stamp: string }[]>`
    SELECT g.competition_id AS "competitionId", concat_ws('|', g.xmin::text, c.xmin::text, s.xmin::text, ht.xmin::text,
      at.xmin::text, gr.xmin::text,
      (SELECT count(*) || ':' || coalesce(sum(e.xmin::text::bigint), 0) FROM game_events e WHERE e.game_id = g.id),
      (SELECT count(*) || ':' || coalesce(sum(l.xmin::text::bigint), 0) FROM game_lineups l WHERE l.game_id = g.id)
    ) AS stamp
    FROM games g
    JOIN competitions c ON c.id = g.competition_id
    JOIN seasons s ON s.id = g.season_id
    JOIN teams ht ON ht.id = g.home_team_id
    JOIN teams at ON at.id = g.away_team_id
    LEFT JOIN groups gr ON gr.id = g.group_id
    WHERE g.id = ${id}`;
  return rows[0] ?? null;
}

/** The stamp of the associations overview: associations and competitions. */
export async function associationsStamp(): Promise<string> {
  const rows = await db().$queryRaw<{ stamp: string }[]>`
    SELECT concat_ws('|',
      (SELECT count(*) || ':' || coalesce(sum(a.xmin::text::bigint), 0) FROM associations a),
      (SELECT count(*) || ':' || coalesce(sum(c.xmin::text::bigint), 0) FROM competitions c)
    ) AS stamp`;
  return rows[0]!.stamp;
}
