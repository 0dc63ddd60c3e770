// A category's season as an iCalendar feed (webcal), kept behind the category's stamp; the text is made by
// ../calendar-ics.ts, which the personal feed (../personal-feed.ts) shares.
import type { LanguageCode } from '../../../shared/constants';
import { isStatsType, kindOfType } from '../../../shared/schemas/stats';
import { db } from '../../db/client';
import { notFound } from '../../errors';
import { CATEGORY_GAME_SELECT } from './rows';
import { buildFeed } from './calendar-ics';
import { statsCache, textAnswer, type CachedAnswer } from './cache';
import { loadCategory } from './category.sql';
import { categoryStamp } from './version.sql';

/** A league's or tournament's games of one season (the default season unless one is asked for). */
export async function categoryFeed(
  type: string,
  id: number,
  seasonId: number | undefined,
  base: string,
  language: LanguageCode,
): Promise<CachedAnswer> {
  if (!isStatsType(type)) throw notFound('Category type');
  const found = await categoryStamp(id, seasonId);
  if (!found || found.kind !== kindOfType(type)) throw notFound('Category');
  const key = `ics:${id}:${found.seasonId}:${language}:${base}`;
  return statsCache.get(key, found.stamp, async () => {
    const { category, season } = await loadCategory(id, found.seasonId);
    const games = season
      ? await db().game.findMany({
          where: { competitionId: id, seasonId: season.id },
          orderBy: [{ kickoffTime: 'asc' }, { number: 'asc' }],
          select: { ...CATEGORY_GAME_SELECT, updatedAt: true, sequence: true, kickoffOpen: true },
        })
      : [];
    const name = [category.name, season?.name].filter(Boolean).join(' ');
    return textAnswer(buildFeed(name, games, base, language), false);
  });
}
