// The route table (spec section 2); loaders gate by session before a page renders.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { logout, optionalSession, redirectIfSignedIn, requireAdmin, requireSession } from '../api/session';
import { MainLayout } from '../layouts/MainLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { SessionLayout } from '../layouts/SessionLayout';
import { PageLoader } from '../ui/PageLoader';
import { AdminLayout } from './admin/AdminLayout';
import { adminRoutes } from './admin/routes';
import { ErrorPage } from './ErrorPage';
import { memberClubRoutes } from './clubs/routes';
import { HomePage } from './home/HomePage';
import { LoginPage } from './LoginPage';
import { BankInfoPage } from './member/BankInfoPage';
import { ContactDataPage } from './member/ContactDataPage';
import { ProfilePage } from './member/ProfilePage';
import { RegisterPage } from './member/RegisterPage';
import { ReportAbusePage } from './member/ReportAbusePage';
import { TermDetailsPage } from './member/TermDetailsPage';
import { TermsPage } from './member/TermsPage';
import { PasswordLostPage } from './PasswordLostPage';
import { PasswordResetPage } from './PasswordResetPage';
import { ReLoginPage } from './ReLoginPage';
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
              { path: '/login', Component: LoginPage },
              { path: '/register', Component: RegisterPage },
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
          ...memberClubRoutes,
          { path: '/profile', Component: ProfilePage },
          { path: '/profile/bankInfo', Component: BankInfoPage },
          { path: '/contactData', Component: ContactDataPage },
          { path: '/terms', Component: TermsPage },
          { path: '/terms/:termID', Component: TermDetailsPage },
          { path: '/report-abuse/:personID', Component: ReportAbusePage },
          {
            // The admin area asks the server once when entered, not again for every filter change in its URLs.
            path: '/admin',
            loader: requireAdmin,
            shouldRevalidate: ({ currentUrl }) => !currentUrl.pathname.startsWith('/admin'),
            Component: AdminLayout,
            children: [{ index: true, element: <Navigate to="/admin/dashboard" replace /> }, ...adminRoutes],
          },
        ],
      },
      {
        // Statistics are public (spec section 1); members keep their menu around them.
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
