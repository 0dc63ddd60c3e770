// The member routes of clubs, joining, memberships and game tasks (spec section 2), under the main layout.
import { Navigate, type RouteObject } from 'react-router';
import { GameTasksPage } from '../game-tasks/GameTasksPage';
import { ClubContactPage } from '../memberships/ClubContactPage';
import { ClubFieldPage } from '../memberships/ClubFieldPage';
import { MembershipEditPage } from '../memberships/MembershipEditPage';
import { MembershipLayout } from '../memberships/MembershipLayout';
import { MembershipProfilePage } from '../memberships/MembershipProfilePage';
import { MembershipSubscriptionPage } from '../memberships/MembershipSubscriptionPage';
import { MembershipSwitchPage } from '../memberships/MembershipSwitchPage';
import { ClubDetailsPage } from './ClubDetailsPage';
import { ClubSearchPage } from './ClubSearchPage';
import { JoinPage } from './JoinPage';
import { TeamDetailsPage } from './TeamDetailsPage';

export const memberClubRoutes: RouteObject[] = [
  { path: '/clubs', Component: ClubSearchPage },
  { path: '/clubs/:clubID', Component: ClubDetailsPage },
  { path: '/clubs/:clubID/teams/:teamID', Component: TeamDetailsPage },
  { path: '/clubs/:clubID/join', Component: JoinPage },
  {
    path: '/memberships/:playerID',
    Component: MembershipLayout,
    children: [
      { index: true, element: <Navigate to="profile" replace /> },
      {
        path: 'profile',
        Component: MembershipProfilePage,
        children: [
          { path: 'contact/:contactID', Component: ClubContactPage },
          { path: 'field/:fieldID', Component: ClubFieldPage },
        ],
      },
      { path: 'edit', Component: MembershipEditPage },
      { path: 'switch', Component: MembershipSwitchPage },
      { path: 'subscription', Component: MembershipSubscriptionPage },
    ],
  },
  { path: '/game-tasks', Component: GameTasksPage },
];
