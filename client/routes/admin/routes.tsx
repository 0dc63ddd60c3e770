// The admin area's routes (spec section 2, "Admin area"), children of /admin under the main layout.
// Clubs and processes pages (issue 6) add their entries to this list.
import type { RouteObject } from 'react-router';
import { AdvancedSearchPage } from './AdvancedSearchPage';
import { ContactDataPage } from './ContactDataPage';
import { DashboardPage } from './DashboardPage';
import { MemberExportPage, RefereeExportPage } from './ExportPages';
import { HistoryPage } from './HistoryPage';
import { InternationalPlayerPage } from './InternationalPlayerPage';
import { MemberDetailsPage } from './MemberDetailsPage';
import { MemberListPage } from './MemberListPage';
import { MemberNewPage } from './MemberNewPage';
import { PlayerDetailsPage } from './PlayerDetailsPage';
import { RefereeDetailsPage } from './RefereeDetailsPage';
import { RefereeListPage } from './RefereeListPage';
import { clubAdminRoutes } from './clubs/routes';
import { processRoutes } from './processes/routes';

export const adminRoutes: RouteObject[] = [
  { path: 'dashboard', Component: DashboardPage },
  { path: 'member', Component: MemberListPage },
  { path: 'member/advancedSearch', Component: AdvancedSearchPage },
  { path: 'member/export', Component: MemberExportPage },
  { path: 'members/new', Component: MemberNewPage },
  { path: 'members/:id', Component: MemberDetailsPage },
  { path: 'members/:id/contactData', Component: ContactDataPage },
  { path: 'members/:id/history', Component: HistoryPage },
  { path: 'members/:id/history/:view', Component: HistoryPage },
  { path: 'members/:id/players/:playerID', Component: PlayerDetailsPage },
  { path: 'members/:id/internationalPlayers/:playerID', Component: InternationalPlayerPage },
  { path: 'referees', Component: RefereeListPage },
  { path: 'referees/export', Component: RefereeExportPage },
  { path: 'referees/:refereeID', Component: RefereeDetailsPage },
  ...clubAdminRoutes,
  ...processRoutes,
];
