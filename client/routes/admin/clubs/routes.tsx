// The admin club routes (docs/product.md#club-administration), children of /admin.
import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../lazy';

export const clubAdminRoutes: RouteObject[] = [
  { path: 'clubs', lazy: page(() => import('./ClubListPage'), 'ClubListPage') },
  { path: 'club/export', lazy: page(() => import('./ClubExportPage'), 'ClubExportPage') },
  {
    path: 'clubs/:clubID',
    lazy: page(() => import('./ClubDetailsLayout'), 'ClubDetailsLayout'),
    children: [
      { index: true, element: <Navigate to="teams" replace /> },
      { path: 'teams', lazy: page(() => import('./TeamsTab'), 'TeamsTab') },
      { path: 'officials', lazy: page(() => import('./OfficialsTab'), 'OfficialsTab') },
      { path: 'officials/new', lazy: page(() => import('./ContactNewPage'), 'ContactNewPage') },
      { path: 'officials/:personID', lazy: page(() => import('./ContactPage'), 'ContactPage') },
      { path: 'fields', lazy: page(() => import('./FieldsTab'), 'FieldsTab') },
      { path: 'fields/new', lazy: page(() => import('./FieldPage'), 'FieldPage') },
      { path: 'fields/:fieldID', lazy: page(() => import('./FieldPage'), 'FieldPage') },
      { path: 'info', lazy: page(() => import('./InfoTab'), 'InfoTab') },
    ],
  },
];
