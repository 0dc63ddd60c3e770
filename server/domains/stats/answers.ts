// The statistics answers, each cached (cache.ts) under the version stamp of the data it is made from (version.ts).
import {
  type StatsAssociationDTO,
  type StatsFoulsDTO,
  type StatsGamesDTO,
  type StatsGoaliesDTO,
  type StatsGroupsDTO,
  type StatsPointsDTO,
  type StatsTeamDTO,
  type StatsViewDTO,
  isStatsType,
  kindOfType,
} from '../../../shared/schemas/stats';
import { db } from '../../db/client';
import { notFound } from '../../errors';
import { answerOf, statsCache, textAnswer, type CachedAnswer } from './cache';
import { loadCategory, loadCategoryWith, type LoadedCategory } from './category.sql';
import { gameDetails, listGames } from './games';
import { gamesTextSql, seasonLiveSql } from './games.sql';
import { foulsRanking, goaliesRanking, pointsLeaders, roster } from './players';
import { liveStandingsViewSql, standingsTables, type StandingsView } from './standings.sql';
import { associationsStamp, categoryStamp, gameStamp, MAX_ID, publicVersion } from './version.sql';

export type CategoryView = 'games' | 'groups' | 'points' | 'fouls' | 'goalies';

interface Resolved {
  id: number;
  seasonId: number | null;
  stamp: string;
}

/** The category behind `/stats/{type}/{id}` and the season asked for (or the default): 404 when unknown. */
async function resolve(type: string, id: number, seasonId: number | undefined): Promise<Resolved> {
  if (!isStatsType(type)) throw notFound('Category type');
  const found = await categoryStamp(id, seasonId);
  if (!found || found.kind !== kindOfType(type)) throw notFound('Category');
  return { id, seasonId: found.seasonId, stamp: found.stamp };
}

function view(loaded: LoadedCategory, hasLive: boolean, asOf: Date, stamp: string): StatsViewDTO {
  return {
    category: loaded.category,
    season: loaded.season,
    has_live: hasLive,
    as_of: asOf.toISOString(),
    version: publicVersion(stamp),
  };
}

/**
 * An answer whose last field is JSON text already (PostgreSQL wrote it): the rest serialized as answerOf does, the
 * text put in place of the last field's value, never parsed.
 */
function answerWithLast<T extends StatsViewDTO>(value: T, last: keyof T & string, text: string, live: boolean): CachedAnswer {
  const head = JSON.stringify({ data: { ...value, [last]: null } });
  const tail = `"${last}":null}}`;
  if (!head.endsWith(tail)) throw new Error(`${last} is not the last field of the answer`);
  return textAnswer(`${head.slice(0, -'null}}'.length)}${text}}}`, live, madeOf(value));
}

/**
 * What a computed view is made from, for its ETag: the data's version and the time of the computation (the body
 * holds both, `version` and `as_of`), so no body needs hashing.
 */
const madeOf = (view: StatsViewDTO) => `${view.version}-${Date.parse(view.as_of).toString(36)}`;

/**
 * A view computed afresh: after the stamp, the category and what the view reads from PostgreSQL come in one
 * statement (loadCategoryWith): the games as JSON text, or the tables and the standings aggregate; the players'
 * totals of points and fouls in a second one. A category without a season reads only itself.
 */
async function computeView(kind: CategoryView, r: Resolved): Promise<CachedAnswer> {
  const asOf = new Date();
  const seasonId = r.seasonId;
  if (seasonId === null) {
    const loaded = await loadCategory(r.id, null);
    const base = view(loaded, false, asOf, r.stamp);
    if (kind === 'games') return answerWithLast<StatsGamesDTO>({ ...base, games: [] }, 'games', '[]', false);
    if (kind === 'groups')
      return answerOf({ ...base, points_rule: loaded.pointsRule, groups: [] } satisfies StatsGroupsDTO, false, madeOf(base));
    if (kind === 'goalies') return answerOf({ ...base, goalies: [] } satisfies StatsGoaliesDTO, false, madeOf(base));
    return answerOf({ ...base, players: [] } satisfies StatsPointsDTO | StatsFoulsDTO, false, madeOf(base));
  }
  if (kind === 'games') {
    const { loaded, extra } = await loadCategoryWith<{ games: string; live: boolean }>(
      r.id,
      seasonId,
      gamesTextSql(r.id, seasonId, asOf),
    );
    const { games, live } = extra;
    return answerWithLast<StatsGamesDTO>({ ...view(loaded, live, asOf, r.stamp), games: [] }, 'games', games, live);
  }
  if (kind === 'groups') {
    const { loaded, extra } = await loadCategoryWith<StandingsView & { live: boolean }>(
      r.id,
      seasonId,
      liveStandingsViewSql(r.id, seasonId),
    );
    const answer: StatsGroupsDTO = {
      ...view(loaded, extra.live, asOf, r.stamp),
      points_rule: loaded.pointsRule,
      groups: standingsTables(extra),
    };
    return answerOf(answer, extra.live, madeOf(answer));
  }
  const { loaded, extra } = await loadCategoryWith<{ live: boolean }>(r.id, seasonId, seasonLiveSql(r.id, seasonId));
  const base = view(loaded, extra.live, asOf, r.stamp);
  if (kind === 'points') {
    const answer: StatsPointsDTO = { ...base, players: await pointsLeaders(r.id, seasonId) };
    return answerOf(answer, extra.live, madeOf(answer));
  }
  if (kind === 'goalies') {
    const answer: StatsGoaliesDTO = { ...base, goalies: await goaliesRanking(r.id, seasonId) };
    return answerOf(answer, extra.live, madeOf(answer));
  }
  const answer: StatsFoulsDTO = { ...base, players: await foulsRanking(r.id, seasonId) };
  return answerOf(answer, extra.live, madeOf(answer));
}

/** GET /stats/{type}/{id}/games|groups|points|fouls|goalies */
export async function categoryAnswer(kind: CategoryView, type: string, id: number, seasonId?: number): Promise<CachedAnswer> {
  const r = await resolve(type, id, seasonId);
  return statsCache.get(`${kind}:${r.id}:${r.seasonId}`, r.stamp, () => computeView(kind, r));
}

/** GET /stats/{type}/{id}/teams/{teamID}: the team's games and roster in the season. */
export async function teamAnswer(type: string, id: number, teamId: number, seasonId?: number): Promise<CachedAnswer> {
  const r = await resolve(type, id, seasonId);
  if (teamId > MAX_ID) throw notFound('Team');
  return statsCache.get(`team:${r.id}:${r.seasonId}:${teamId}`, r.stamp, async () => {
    // The team must play in the category (in any season): in one of its tables or games.
    const team = await db().team.findFirst({
      where: {
        id: teamId,
        OR: [
          { groupEntries: { some: { group: { competitionId: r.id } } } },
          { homeGames: { some: { competitionId: r.id } } },
          { awayGames: { some: { competitionId: r.id } } },
        ],
      },
      select: { id: true, name: true },
    });
    if (!team) throw notFound('Team');
    const asOf = new Date();
    const loaded = await loadCategory(r.id, r.seasonId);
    const seasonId = loaded.season?.id;
    const [games, players] = seasonId
      ? await Promise.all([listGames(r.id, seasonId, asOf, team.id), roster(r.id, seasonId, team.id)])
      : [[], []];
    const live = games.some((g) => g.is_live);
    const answer: StatsTeamDTO = { ...view(loaded, live, asOf, r.stamp), team: { ...team, games, roster: players } };
    return answerOf(answer, live);
  });
}

/** GET /stats/games/{gameID} */
export async function gameAnswer(gameId: number): Promise<CachedAnswer> {
  const found = await gameStamp(gameId);
  if (!found) throw notFound('Game');
  return statsCache.get(`game:${gameId}`, found.stamp, async () => {
    const details = await gameDetails(gameId, new Date());
    return answerOf(details, details.game.is_live);
  });
}

/** GET /stats/associations: every association with its leagues and tournaments. */
export async function associationsAnswer(): Promise<CachedAnswer> {
  const stamp = await associationsStamp();
  return statsCache.get('associations', stamp, async () => {
    const associations = await db().association.findMany({
      where: { competitions: { some: {} } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        name: true,
        competitions: { orderBy: [{ name: 'asc' }, { id: 'asc' }], select: { id: true, name: true, kind: true } },
      },
    });
    const answer: StatsAssociationDTO[] = associations.map((a) => ({
      id: a.id,
      name: a.name,
      leagues: a.competitions.filter((c) => c.kind === 'league').map(({ id, name }) => ({ id, name })),
      tournaments: a.competitions.filter((c) => c.kind === 'tournament').map(({ id, name }) => ({ id, name })),
    }));
    return answerOf(answer, false);
  });
}
