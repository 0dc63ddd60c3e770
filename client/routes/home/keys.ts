// The start page's data key: kept apart from the page, so pages that refresh it do not import the page itself.
export const HOME_KEY = '/api/self?include=licenses,personalStats,upcomingGames,gameTasks';
