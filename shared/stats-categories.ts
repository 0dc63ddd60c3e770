// The statistics' category kinds and tabs, without zod: the browser's statistics pages need these constants, not the
// answers' schemas (shared/schemas/stats.ts re-exports them).

/** The two kinds of category in URLs; the database calls them competitions of kind league | tournament. */
export const STATS_TYPES = ['leagues', 'tournaments'] as const;
export type StatsType = (typeof STATS_TYPES)[number];
export const STATS_TABS = ['games', 'teams', 'points', 'fouls', 'goalies'] as const;
export type StatsTab = (typeof STATS_TABS)[number];

export const isStatsType = (value: string): value is StatsType => (STATS_TYPES as readonly string[]).includes(value);
export const kindOfType = (type: StatsType): 'league' | 'tournament' => (type === 'leagues' ? 'league' : 'tournament');
export const typeOfKind = (kind: 'league' | 'tournament'): StatsType => (kind === 'league' ? 'leagues' : 'tournaments');
