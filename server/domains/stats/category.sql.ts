// A category (league or tournament) with its seasons, and the season an answer is about.
import { type StatsCategoryDTO, type StatsSeasonDTO, typeOfKind } from '../../../shared/schemas/stats';
import { readRows } from '../../db/raw';
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';
import { notFound } from '../../errors';

export interface LoadedCategory {
  category: StatsCategoryDTO;
  season: StatsSeasonDTO | null;
  pointsRule: { win: number; tie: number; loss: number };
  sportKey: string;
}

interface Row {
  id: number;
  kind: 'league' | 'tournament';
  name: string;
  pointsWin: number;
  pointsTie: number;
  pointsLoss: number;
  defaultSeasonId: number | null;
  association: { id: number; name: string };
  sportKey: string;
  seasons: StatsSeasonDTO[];
}

/**
 * The category with its association, sport and seasons (every cold statistics answer starts with it): the seasons
 * in which it has groups or games, and its default season, newest first.
 */
const categorySelect = (id: number) => Prisma.sql`
    SELECT c.id, c.kind::text AS kind, c.name, c.points_win AS "pointsWin", c.points_tie AS "pointsTie",
      c.points_loss AS "pointsLoss", c.default_season_id AS "defaultSeasonId",
      json_build_object('id', a.id, 'name', a.name) AS association, sp.key AS "sportKey",
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.starts_on DESC, s.id DESC), '[]'::json)
       FROM seasons s
       WHERE s.id = c.default_season_id
          OR EXISTS (SELECT 1 FROM groups gr WHERE gr.competition_id = c.id AND gr.season_id = s.id)
          OR EXISTS (SELECT 1 FROM games g WHERE g.competition_id = c.id AND g.season_id = s.id)) AS seasons
    FROM competitions c JOIN associations a ON a.id = c.association_id JOIN sports sp ON sp.id = c.sport_id
    WHERE c.id = ${id}`;

/** The category's row as the answers need it; 404 for a season it neither has nor defaults to. */
function loadedOf(competition: Row, seasonId: number | null): LoadedCategory {
  const { seasons } = competition;
  const season = seasonId === null ? null : (seasons.find((s) => s.id === seasonId) ?? null);
  if (seasonId !== null && !season) throw notFound('Season');
  return {
    category: {
      id: competition.id,
      type: typeOfKind(competition.kind),
      name: competition.name,
      association: competition.association,
      seasons,
      season_id: competition.defaultSeasonId,
    },
    season,
    pointsRule: { win: competition.pointsWin, tie: competition.pointsTie, loss: competition.pointsLoss },
    sportKey: competition.sportKey,
  };
}

/**
 * The category and the season `seasonId` (already resolved to the default by the version stamp), in one prepared
 * statement. A season in which the category has neither groups nor games, and that is not its default, is unknown here.
 */
export async function loadCategory(id: number, seasonId: number | null): Promise<LoadedCategory> {
  const [competition] = await readRows<Row>(cached(categorySelect(id)));
  if (!competition) throw notFound('Category');
  return loadedOf(competition, seasonId);
}

/**
 * The category as loadCategory reads it, and in the same prepared statement what a view computes from it: `view`
 * is a query of one row whose columns come back as `extra` (it may use the category's columns as `cat."pointsWin"`
 * and so on). A cold answer then costs its stamp and this one statement: every further statement cost the server a
 * round trip, a socket write and Prisma's handling of its rows (docs/benchmarks.md, "Second speed bar").
 */
export async function loadCategoryWith<X extends object>(
  id: number,
  seasonId: number,
  view: Prisma.Sql,
): Promise<{ loaded: LoadedCategory; extra: X }> {
  const [row] = await readRows<Row & X>(
    cached(Prisma.sql`SELECT cat.*, x.* FROM (${categorySelect(id)}) cat CROSS JOIN LATERAL (${view}) x`),
  );
  if (!row) throw notFound('Category');
  return { loaded: loadedOf(row, seasonId), extra: row };
}
