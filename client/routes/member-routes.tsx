// The member and admin areas' pages (docs/product.md#areas), inside the member frame (router.tsx). A module of its own:
// the router loads it on the first navigation into these areas, so a guest reading the statistics never downloads
// the tables (router.tsx, patchMemberArea).
import { Navigate, type RouteObject } from 'react-router';
import { requireAdmin } from '../api/session';
import { adminRoutes } from './admin/routes';
import { memberClubRoutes } from './clubs/routes';
import { gamesRoutes } from './games/routes';
import { page } from './lazy';

export const memberAreaRoutes: RouteObject[] = [
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
];
