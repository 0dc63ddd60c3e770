// Frame for pages guests may see too (statistics): the member frame with a session, a slim header without.
import { lazy, Suspense } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import type { SessionStateDTO } from '../../shared/schemas/auth';
import { PageLoader } from '../ui/PageLoader';
import { GuestFrame } from './GuestFrame';

// The member frame (and the whole stylesheet it needs) loads for members only: never for a guest, never on the server.
const MainLayout = lazy(() =>
  Promise.all([import('./MainLayout'), import('../styles-full')]).then(([m]) => ({ default: m.MainLayout })),
);

export function PublicLayout() {
  const session = useLoaderData<SessionStateDTO>();
  if (session.has_session) {
    return (
      <Suspense fallback={<PageLoader />}>
        <MainLayout publicPage />
      </Suspense>
    );
  }
  return (
    <GuestFrame>
      <Outlet />
    </GuestFrame>
  );
}
