// The admin area's routes (docs/product.md#admin-area), children of /admin under the main layout.
// Clubs and processes pages add their entries to this list.
import type { RouteObject } from 'react-router';
import { page } from '../lazy';
import { clubAdminRoutes } from './clubs/routes';
import { processRoutes } from './processes/routes';

export const adminRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('./DashboardPage'), 'DashboardPage') },
  { path: 'avatar-reports', lazy: page(() => import('./AvatarReportsPage'), 'AvatarReportsPage') },
  { path: 'member', lazy: page(() => import('./MemberListPage'), 'MemberListPage') },
  { path: 'member/advancedSearch', lazy: page(() => import('./AdvancedSearchPage'), 'AdvancedSearchPage') },
  { path: 'member/export', lazy: page(() => import('./ExportPages'), 'MemberExportPage') },
  { path: 'members/new', lazy: page(() => import('./MemberNewPage'), 'MemberNewPage') },
  { path: 'members/:id', lazy: page(() => import('./MemberDetailsPage'), 'MemberDetailsPage') },
  { path: 'members/:id/contactData', lazy: page(() => import('./ContactDataPage'), 'ContactDataPage') },
  { path: 'members/:id/merge/:other', lazy: page(() => import('./MergePage'), 'MergePage') },
  { path: 'members/:id/history', lazy: page(() => import('./HistoryPage'), 'HistoryPage') },
  { path: 'members/:id/history/:view', lazy: page(() => import('./HistoryPage'), 'HistoryPage') },
  { path: 'members/:id/players/:playerID', lazy: page(() => import('./PlayerDetailsPage'), 'PlayerDetailsPage') },
  {
    path: 'members/:id/internationalPlayers/:playerID',
    lazy: page(() => import('./InternationalPlayerPage'), 'InternationalPlayerPage'),
  },
  { path: 'audit-log', lazy: page(() => import('./AuditLogPage'), 'AuditLogPage') },
  { path: 'referees', lazy: page(() => import('./RefereeListPage'), 'RefereeListPage') },
  { path: 'referees/export', lazy: page(() => import('./ExportPages'), 'RefereeExportPage') },
  { path: 'referees/:refereeID', lazy: page(() => import('./RefereeDetailsPage'), 'RefereeDetailsPage') },
  ...clubAdminRoutes,
  ...processRoutes,
];
