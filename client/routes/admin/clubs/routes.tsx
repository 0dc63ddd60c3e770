// The admin club routes (spec section 2, "Club routes"), children of /admin.
import { Navigate, type RouteObject } from 'react-router';
import { ClubDetailsLayout } from './ClubDetailsLayout';
import { ClubExportPage } from './ClubExportPage';
import { ClubListPage } from './ClubListPage';
import { ContactNewPage } from './ContactNewPage';
import { ContactPage } from './ContactPage';
import { FieldPage } from './FieldPage';
import { FieldsTab } from './FieldsTab';
import { InfoTab } from './InfoTab';
import { OfficialsTab } from './OfficialsTab';
import { TeamsTab } from './TeamsTab';

export const clubAdminRoutes: RouteObject[] = [
  { path: 'clubs', Component: ClubListPage },
  { path: 'club/export', Component: ClubExportPage },
  {
    path: 'clubs/:clubID',
    Component: ClubDetailsLayout,
    children: [
      { index: true, element: <Navigate to="teams" replace /> },
      { path: 'teams', Component: TeamsTab },
      { path: 'officials', Component: OfficialsTab },
      { path: 'officials/new', Component: ContactNewPage },
      { path: 'officials/:personID', Component: ContactPage },
      { path: 'fields', Component: FieldsTab },
      { path: 'fields/new', Component: FieldPage },
      { path: 'fields/:fieldID', Component: FieldPage },
      { path: 'info', Component: InfoTab },
    ],
  },
];
