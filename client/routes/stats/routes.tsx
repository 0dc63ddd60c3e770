// Routes of the public statistics under /stats (docs/product.md#statistics).
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { page } from '../lazy';

/** /stats/{type}/{id} opens the games tab, keeping a chosen season. */
function ToGames() {
  const { search } = useLocation();
  return <Navigate to={`games${search}`} replace />;
}

export const statsRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./StatsOverviewPage'), 'StatsOverviewPage') },
  {
    path: ':type/:id',
    lazy: page(() => import('./StatsViewerLayout'), 'StatsViewerLayout'),
    children: [
      { index: true, Component: ToGames },
      { path: 'games', lazy: page(() => import('./GamesTab'), 'GamesTab') },
      { path: 'games/:gameID', lazy: page(() => import('./GameDetailsPage'), 'GameDetailsPage') },
      { path: 'teams', lazy: page(() => import('./StandingsTab'), 'StandingsTab') },
      { path: 'teams/:teamID', lazy: page(() => import('./TeamPage'), 'TeamPage') },
      { path: 'points', lazy: page(() => import('./PointsTab'), 'PointsTab') },
      { path: 'fouls', lazy: page(() => import('./FoulsTab'), 'FoulsTab') },
    ],
  },
];
