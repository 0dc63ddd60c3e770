// A category (league or tournament) with its seasons, and the season an answer is about.
import type { StatsCategoryDTO, StatsSeasonDTO } from '../../../shared/schemas/stats';
import { typeOfKind } from '../../../shared/schemas/stats';
import { db } from '../../db/client';
import { notFound } from '../../errors';

export interface LoadedCategory {
  category: StatsCategoryDTO;
  season: StatsSeasonDTO | null;
  pointsRule: { win: number; tie: number; loss: number };
  sportKey: string;
}

/**
 * The category and the season `seasonId` (already resolved to the default by the version stamp).
 * A season in which the category has neither groups nor games, and that is not its default, is unknown here.
 */
export async function loadCategory(id: number, seasonId: number | null): Promise<LoadedCategory> {
  const competition = await db().competition.findUnique({
    where: { id },
    select: {
      id: true,
      kind: true,
      name: true,
      pointsWin: true,
      pointsTie: true,
      pointsLoss: true,
      defaultSeasonId: true,
      association: { select: { id: true, name: true } },
      sport: { select: { key: true } },
    },
  });
  if (!competition) throw notFound('Category');
  const seasons = await db().season.findMany({
    where: {
      OR: [
        { groups: { some: { competitionId: id } } },
        { games: { some: { competitionId: id } } },
        ...(competition.defaultSeasonId ? [{ id: competition.defaultSeasonId }] : []),
      ],
    },
    orderBy: [{ startsOn: 'desc' }, { id: 'desc' }],
    select: { id: true, name: true },
  });
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
    sportKey: competition.sport.key,
  };
}
