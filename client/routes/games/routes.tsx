// Routes of the game management area under /games (docs/product.md#game-day), children of GamesLayout. Each part
// (competitions, schedule, import, officials) owns its lines here.
import { Navigate, type RouteObject } from 'react-router';
import { page } from '../lazy';

export const gamesRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/games/competitions" replace /> },
  { path: 'competitions', lazy: page(() => import('./competitions/CompetitionsPage'), 'CompetitionsPage') },
  {
    path: 'competitions/:competitionId',
    lazy: page(() => import('./competitions/CompetitionPage'), 'CompetitionPage'),
  },
  { path: 'schedule', lazy: page(() => import('./schedule/SchedulePage'), 'SchedulePage') },
  { path: 'import', lazy: page(() => import('./import/ImportPage'), 'ImportPage') },
  { path: 'officials', lazy: page(() => import('./officials/OfficialsPage'), 'OfficialsPage') },
  { path: 'officials/:gameId', lazy: page(() => import('./officials/GameOfficialsPage'), 'GameOfficialsPage') },
];
