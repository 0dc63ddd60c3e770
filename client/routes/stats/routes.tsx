// Routes of the public statistics under /stats (docs/product.md#statistics).
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { page } from '../lazy';

/** /stats/{type}/{id} opens the games tab, keeping a chosen season (a redirect, so the server answers it too). */
function toGames({ request }: LoaderFunctionArgs): Response {
  const { pathname, search } = new URL(request.url);
  return redirect(`${pathname.replace(/\/$/, '')}/games${search}`);
}

export const statsRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./StatsOverviewPage'), 'StatsOverviewPage') },
  { path: 'my-teams', lazy: page(() => import('./GuestTeamsPage'), 'GuestTeamsPage') },
  {
    path: ':type/:id',
    lazy: page(() => import('./StatsViewerLayout'), 'StatsViewerLayout'),
    children: [
      { index: true, loader: toGames },
      { path: 'games', lazy: page(() => import('./GamesTab'), 'GamesTab') },
      { path: 'games/:gameID', lazy: page(() => import('./GameDetailsPage'), 'GameDetailsPage') },
      { path: 'teams', lazy: page(() => import('./StandingsTab'), 'StandingsTab') },
      { path: 'teams/:teamID', lazy: page(() => import('./TeamPage'), 'TeamPage') },
      { path: 'points', lazy: page(() => import('./PointsTab'), 'PointsTab') },
      { path: 'fouls', lazy: page(() => import('./FoulsTab'), 'FoulsTab') },
      { path: 'goalies', lazy: page(() => import('./GoaliesTab'), 'GoaliesTab') },
    ],
  },
];
