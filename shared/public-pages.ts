// The public pages' names (the app's route components), in a module of their own: the build's chunk groups read them
// (client/build/chunks.ts), and the server, which links a served page's stylesheets (server/pages/page-code.ts).

/**
 * The statistics pages (not the guests' "Meine Teams", seldom opened: a chunk of its own): the build puts their code, with what only they use of the libraries, into one "public" chunk
 * (docs/decisions/052-public-first-visit.md).
 */
export const STATISTICS_PAGES: ReadonlySet<string> = new Set([
  'StatsOverviewPage',
  'StatsViewerLayout',
  'GamesTab',
  'GameDetailsPage',
  'StandingsTab',
  'TeamPage',
  'PointsTab',
  'FoulsTab',
  'GoaliesTab',
]);

/**
 * The public pages (statistics, the guests' "Meine Teams", sign-in): their Mantine styles are in the first stylesheet
 * (client/styles.ts). Every other page loads the whole stylesheet beside its code (client/styles-full.ts), so a page
 * added later is styled without anyone listing it; a served one (/register, /password/lost) links it.
 */
export const PUBLIC_PAGES: ReadonlySet<string> = new Set(['LoginPage', 'GuestTeamsPage', ...STATISTICS_PAGES]);
