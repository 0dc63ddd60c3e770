// The route table (docs/product.md#areas); loaders gate by session before a page renders. Pages load on first use
// (lazy.ts): the shell is the first download, each area's code follows when a route needs it.
import { createBrowserRouter, matchRoutes, Navigate, type HydrationState, type RouteObject } from 'react-router';
import { logout, optionalSession, redirectIfSignedIn, requireAdmin, requireSession } from '../api/session';
import { PublicLayout } from '../layouts/PublicLayout';
import { SessionLayout } from '../layouts/SessionLayout';
import { PageLoader } from '../ui/PageLoader';
import { adminRoutes } from './admin/routes';
import { ErrorPage } from './ErrorPage';
import { gamesRoutes } from './games/routes';
import { page } from './lazy';
import { memberClubRoutes } from './clubs/routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { statsRoutes } from './stats/routes';

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
              { path: '/login', lazy: page(() => import('./LoginPage'), 'LoginPage') },
              { path: '/register', lazy: page(() => import('./member/RegisterPage'), 'RegisterPage') },
              { path: '/password/lost', lazy: page(() => import('./PasswordLostPage'), 'PasswordLostPage') },
              { path: '/password/reset/:token', lazy: page(() => import('./PasswordResetPage'), 'PasswordResetPage') },
            ],
          },
          { path: '/reLogin', lazy: page(() => import('./ReLoginPage'), 'ReLoginPage') },
          { path: '/confirmEmail/:token', lazy: page(() => import('./EmailChangePage'), 'ConfirmEmailPage') },
          { path: '/reportEmailChange/:token', lazy: page(() => import('./EmailChangePage'), 'ReportEmailChangePage') },
          { path: '/error', Component: ErrorPage },
        ],
      },
      { path: '/logout', loader: logout },
      // The score sheet is kept on a phone at the table: a page of its own, without the member menu around it.
      {
        path: '/sheet/:gameId',
        loader: requireSession,
        lazy: page(() => import('./score-sheet/ScoreSheetPage'), 'ScoreSheetPage'),
      },
      {
        // The member frame is code of its own: a guest reading the statistics never loads it.
        loader: requireSession,
        lazy: page(() => import('../layouts/MainLayout'), 'MainLayout'),
        children: [
          { path: '/home', lazy: page(() => import('./home/HomePage'), 'HomePage') },
          ...memberClubRoutes,
          { path: '/profile', lazy: page(() => import('./member/ProfilePage'), 'ProfilePage') },
          { path: '/profile/bankInfo', lazy: page(() => import('./member/BankInfoPage'), 'BankInfoPage') },
          { path: '/contactData', lazy: page(() => import('./member/ContactDataPage'), 'ContactDataPage') },
          { path: '/privacy', lazy: page(() => import('./privacy/PrivacyPage'), 'PrivacyPage') },
          { path: '/terms', lazy: page(() => import('./member/TermsPage'), 'TermsPage') },
          { path: '/terms/:termID', lazy: page(() => import('./member/TermDetailsPage'), 'TermDetailsPage') },
          { path: '/report-abuse/:personID', lazy: page(() => import('./member/ReportAbusePage'), 'ReportAbusePage') },
          { path: '/customer', lazy: page(() => import('./ExternalAppPage'), 'CustomerPortalPage') },
          // Game management is part of the portal now (decision 015); old links to its notice page land in it.
          { path: '/apps/games', element: <Navigate to="/games" replace /> },
          { path: '/games', lazy: page(() => import('./games/GamesLayout'), 'GamesLayout'), children: gamesRoutes },
          {
            // The admin area asks the server once when entered, not again for every filter change in its URLs.
            path: '/admin',
            loader: requireAdmin,
            shouldRevalidate: ({ currentUrl }) => !currentUrl.pathname.startsWith('/admin'),
            lazy: page(() => import('./admin/AdminLayout'), 'AdminLayout'),
            children: [{ index: true, element: <Navigate to="/admin/dashboard" replace /> }, ...adminRoutes],
          },
        ],
      },
      {
        // Statistics are public (docs/product.md#statistics); members keep their menu around them.
        path: '/stats',
        loader: optionalSession,
        Component: PublicLayout,
        children: statsRoutes,
      },
      // The login page itself sends a signed-in user home.
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

/**
 * The browser's router. A page the server rendered hands over its loaders' data (`hydration`); its lazy routes are
 * loaded before the router starts, so the first render draws the server's HTML instead of the loading fallback.
 */
export async function createAppRouter(hydration?: HydrationState) {
  if (hydration) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const load = route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(route, { ...(await load()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, hydration ? { hydrationData: hydration } : undefined);
}
