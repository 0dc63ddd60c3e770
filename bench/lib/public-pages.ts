// The public pages the page benchmarks measure (bench/lighthouse.ts, bench/page-views.ts), found through the public API.

interface StatsAssociation {
  leagues: { id: number; name: string }[];
}

/** The pages to measure, found through the public API: the first league with a finished game. */
export async function findPages(base: string): Promise<{ page: string; url: string; gameId: number }[]> {
  const associations = (await (await fetch(`${base}/api/stats/associations`)).json()) as { data: StatsAssociation[] };
  for (const association of associations.data) {
    for (const league of association.leagues) {
      const games = (await (await fetch(`${base}/api/stats/leagues/${league.id}/games`)).json()) as {
        data: { games: { id: number; is_finished: boolean }[] };
      };
      const finished = games.data.games.find((g) => g.is_finished);
      if (!finished) continue;
      const pages = [
        { page: '/stats', url: `${base}/stats` },
        { page: 'games', url: `${base}/stats/leagues/${league.id}/games` },
        { page: 'Tabelle', url: `${base}/stats/leagues/${league.id}/teams` },
        { page: 'points', url: `${base}/stats/leagues/${league.id}/points` },
        { page: 'game details', url: `${base}/stats/leagues/${league.id}/games/${finished.id}` },
        { page: '/login', url: `${base}/login` },
        { page: '/register', url: `${base}/register` },
        { page: '/password/lost', url: `${base}/password/lost` },
      ];
      return pages.map((p) => ({ ...p, gameId: finished.id }));
    }
  }
  throw new Error('no league with a finished game');
}
