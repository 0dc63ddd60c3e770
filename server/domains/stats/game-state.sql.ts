// The game-state rules (live, finished) in TypeScript with their SQL twins beside them.
import { Prisma } from '../../db/generated/client';

/** A game is live from its start until it is finished (docs/product.md#statistics-rules). */
export const isLive = (g: { startedAt: Date | null; finishedAt: Date | null }) => g.startedAt !== null && g.finishedAt === null;

/** The same rule in SQL for the games row aliased `alias`. */
export const liveSql = (alias: string) => Prisma.raw(`(${alias}.started_at IS NOT NULL AND ${alias}.finished_at IS NULL)`);

/**
 * The one "finished game" rule: only finished games count for standings, points, fouls and games played (docs/product.md#statistics-rules);
 * a live game shows apart until then. `finishedSql('g')` is the same rule in SQL for the games row aliased `g`.
 */
export const isFinished = (g: { finishedAt: Date | null }) => g.finishedAt !== null;

export const finishedSql = (alias: string) => Prisma.raw(`${alias}.finished_at IS NOT NULL`);

/**
 * The games that count for the players' statistics (goals, assists, fouls, games played): finished and not a forfeit,
 * whose score is a ruling, not play (docs/product.md#game-day). The players' kept totals count by the same rule
 * (SQL function game_counts_for_players, migration player_season_totals): a change here changes it there.
 */
export const countsForPlayersSql = (alias: string) =>
  Prisma.raw(`(${alias}.finished_at IS NOT NULL AND ${alias}.outcome IS DISTINCT FROM 'forfeit')`);
