// Routes of the public statistics under /stats (spec section 2, "Public statistics routes").
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { FoulsTab } from './FoulsTab';
import { GameDetailsPage } from './GameDetailsPage';
import { GamesTab } from './GamesTab';
import { PointsTab } from './PointsTab';
import { StandingsTab } from './StandingsTab';
import { StatsOverviewPage } from './StatsOverviewPage';
import { StatsViewerLayout } from './StatsViewerLayout';
import { TeamPage } from './TeamPage';

/** /stats/{type}/{id} opens the games tab, keeping a chosen season. */
function ToGames() {
  const { search } = useLocation();
  return <Navigate to={`games${search}`} replace />;
}

export const statsRoutes: RouteObject[] = [
  { index: true, Component: StatsOverviewPage },
  {
    path: ':type/:id',
    Component: StatsViewerLayout,
    children: [
      { index: true, Component: ToGames },
      { path: 'games', Component: GamesTab },
      { path: 'games/:gameID', Component: GameDetailsPage },
      { path: 'teams', Component: StandingsTab },
      { path: 'teams/:teamID', Component: TeamPage },
      { path: 'points', Component: PointsTab },
      { path: 'fouls', Component: FoulsTab },
    ],
  },
];
