// The route table (spec section 2); loaders gate by session before a page renders.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { logout, optionalSession, redirectIfSignedIn, requireAdmin, requireSession } from '../api/session';
import { MainLayout } from '../layouts/MainLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { SessionLayout } from '../layouts/SessionLayout';
import { PageLoader } from '../ui/PageLoader';
import { AdminDashboardPage } from './AdminDashboardPage';
import { ErrorPage } from './ErrorPage';
import { HomePage } from './HomePage';
import { LoginPage } from './LoginPage';
import { PasswordLostPage } from './PasswordLostPage';
import { PasswordResetPage } from './PasswordResetPage';
import { ReLoginPage } from './ReLoginPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { StatsPage } from './StatsPage';

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: SessionLayout,
        children: [
          {
            loader: redirectIfSignedIn,
            children: [
              { path: '/login', Component: LoginPage },
              { path: '/password/lost', Component: PasswordLostPage },
              { path: '/password/reset/:token', Component: PasswordResetPage },
            ],
          },
          { path: '/reLogin', Component: ReLoginPage },
          { path: '/error', Component: ErrorPage },
        ],
      },
      { path: '/logout', loader: logout },
      {
        loader: requireSession,
        Component: MainLayout,
        children: [
          { path: '/home', Component: HomePage },
          { path: '/admin/dashboard', loader: requireAdmin, Component: AdminDashboardPage },
        ],
      },
      {
        // Statistics are public (spec section 1); members keep their menu around them.
        path: '/stats',
        loader: optionalSession,
        Component: PublicLayout,
        children: [{ index: true, Component: StatsPage }],
      },
      // The login page itself sends a signed-in user home.
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
