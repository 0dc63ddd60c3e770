// Frame for pages guests may see too (statistics): the member frame with a session, a slim header without.
import { AppShell } from '@mantine/core';
import { Outlet, useLoaderData } from 'react-router';
import type { SessionStateDTO } from '../../shared/schemas/auth';
import { MainLayout } from './MainLayout';
import { TopBar } from './TopBar';

export function PublicLayout() {
  const session = useLoaderData<SessionStateDTO>();
  if (session.has_session) return <MainLayout publicPage />;
  return (
    <AppShell header={{ height: 56 }} padding={{ base: 'sm', sm: 'md' }}>
      <AppShell.Header>
        <TopBar self={undefined} />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
