// The member routes of clubs, joining, memberships and game tasks (docs/product.md#member-area), under the main layout.
import { Navigate, type RouteObject } from 'react-router';
import { page } from '../lazy';

export const memberClubRoutes: RouteObject[] = [
  { path: '/clubs', lazy: page(() => import('./ClubSearchPage'), 'ClubSearchPage') },
  { path: '/clubs/:clubID', lazy: page(() => import('./ClubDetailsPage'), 'ClubDetailsPage') },
  { path: '/clubs/:clubID/teams/:teamID', lazy: page(() => import('./TeamDetailsPage'), 'TeamDetailsPage') },
  { path: '/clubs/:clubID/join', lazy: page(() => import('./JoinPage'), 'JoinPage') },
  {
    path: '/memberships/:playerID',
    lazy: page(() => import('../memberships/MembershipLayout'), 'MembershipLayout'),
    children: [
      { index: true, element: <Navigate to="profile" replace /> },
      {
        path: 'profile',
        lazy: page(() => import('../memberships/MembershipProfilePage'), 'MembershipProfilePage'),
        children: [
          { path: 'contact/:contactID', lazy: page(() => import('../memberships/ClubContactPage'), 'ClubContactPage') },
          { path: 'field/:fieldID', lazy: page(() => import('../memberships/ClubFieldPage'), 'ClubFieldPage') },
        ],
      },
      { path: 'edit', lazy: page(() => import('../memberships/MembershipEditPage'), 'MembershipEditPage') },
      { path: 'switch', lazy: page(() => import('../memberships/MembershipSwitchPage'), 'MembershipSwitchPage') },
      {
        path: 'subscription',
        lazy: page(() => import('../memberships/MembershipSubscriptionPage'), 'MembershipSubscriptionPage'),
      },
    ],
  },
  { path: '/game-tasks', lazy: page(() => import('../game-tasks/GameTasksPage'), 'GameTasksPage') },
];
