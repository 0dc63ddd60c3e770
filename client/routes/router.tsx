// The route table (docs/product.md#areas); loaders gate by session before a page renders. Pages load on first use
// (lazy.ts): the shell is the first download, each area's code follows when a route needs it.
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { logout, optionalSession, redirectIfSignedIn, requireSession } from '../api/session';
import { PublicLayout } from '../layouts/PublicLayout';
import { SessionLayout } from '../layouts/SessionLayout';
import { PageLoader } from '../ui/PageLoader';
import { ErrorPage } from './ErrorPage';
import { page } from './lazy';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { statsRoutes } from './stats/routes';

/** The member frame's route; its pages' routes (member-routes.tsx) join it on the first navigation that needs them. */
const MEMBER_AREA = 'member-area';

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
          // A scorer without an account: game code and PIN (decision 050).
          { path: '/scorer', lazy: page(() => import('./score-sheet/ScorerPage'), 'ScorerPage') },
        ],
      },
      { path: '/logout', loader: logout },
      // The score sheet is kept on a phone at the table: a page of its own, without the member menu around it.
      {
        path: '/sheet/:gameId',
        loader: requireSession,
        lazy: page(() => import('./score-sheet/ScoreSheetPage'), 'ScoreSheetPage'),
      },
      { path: '/scorer/:gameId', lazy: page(() => import('./score-sheet/ScorerPage'), 'ScorerSheetPage') },
      {
        // The member frame is code of its own: a guest reading the statistics never loads it. Its pages' routes too:
        // the first navigation into the member area asks for them (patchMemberArea below).
        id: MEMBER_AREA,
        loader: requireSession,
        lazy: page(() => import('../layouts/MainLayout'), 'MainLayout'),
        children: [],
      },
      {
        // Statistics are public (docs/product.md#statistics); members keep their menu around them.
        path: '/stats',
        loader: optionalSession,
        Component: PublicLayout,
        children: statsRoutes,
      },
      {
        // Notifications (decision 056): a guest's follows and push subscription live in the browser, so guests too.
        id: 'notifications',
        path: '/notifications',
        loader: optionalSession,
        Component: PublicLayout,
        children: [{ index: true, lazy: page(() => import('./follows/NotificationsPage'), 'NotificationsPage') }],
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
  return createBrowserRouter(routes, {
    ...(hydration ? { hydrationData: hydration } : {}),
    patchRoutesOnNavigation: patchMemberArea,
  });
}

let memberAreaPatched = false;
const OUTSIDE_MEMBER_AREA =
  /^\/(stats|login|register|password|reLogin|confirmEmail|reportEmailChange|error|logout|sheet|scorer|notifications)(\/|$)/;

/**
 * The member and admin areas' route tables are not in the first download (a guest's statistics page needs
 * none of them). The router asks here whenever an address matches nothing but the catch-all: the tables come once,
 * join the member frame's route, and the router matches again.
 */
const patchMemberArea: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  // The statistics and the session pages are in the first table (their parameters make the router ask too).
  if (memberAreaPatched || OUTSIDE_MEMBER_AREA.test(path)) return;
  const { memberAreaRoutes } = await import('./member-routes');
  if (memberAreaPatched) return;
  memberAreaPatched = true;
  patch(MEMBER_AREA, memberAreaRoutes);
};
