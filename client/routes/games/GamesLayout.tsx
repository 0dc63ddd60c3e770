// The game management area (/games, docs/product.md#game-day): its navigation above the page. Each part of the area
// (competitions, schedule, import, officials) adds its entry to NAV and its routes to routes.tsx.
import { Group, Stack, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconFileImport, IconTrophy, IconUserCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { can } from '../../../shared/permissions';
import { useSelf } from '../../api/hooks';
import classes from './games.module.css';

interface Entry {
  to: string;
  /** A key of games.json's `nav`. */
  label: 'nav.competitions' | 'nav.schedule' | 'nav.import' | 'nav.officials';
  icon: ReactNode;
  /** Shown to holders of games.edit only (scheduling); the rest see what they may read. */
  edit: boolean;
}

const NAV: Entry[] = [
  { to: '/games/competitions', label: 'nav.competitions', icon: <IconTrophy size={16} aria-hidden />, edit: false },
  { to: '/games/schedule', label: 'nav.schedule', icon: <IconCalendarEvent size={16} aria-hidden />, edit: false },
  { to: '/games/import', label: 'nav.import', icon: <IconFileImport size={16} aria-hidden />, edit: true },
  { to: '/games/officials', label: 'nav.officials', icon: <IconUserCheck size={16} aria-hidden />, edit: true },
];

export function GamesLayout() {
  const { t } = useTranslation('games');
  const { data: self } = useSelf();
  const nav = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls: the current entry is brought into view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && nav.current && nav.current.scrollWidth > nav.current.clientWidth) {
      nav.current.scrollLeft = current.offsetLeft - nav.current.offsetLeft - 16;
    }
  }, [pathname]);
  const editor = can(self, 'games.edit');
  // The menu shows the area to games.list holders only; the server refuses everyone else's calls anyway.
  if (self && !can(self, 'games.list')) return <Navigate to="/home" replace />;
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {t('title')}
      </Title>
      <Group ref={nav} gap={4} component="nav" aria-label={t('nav.label')} className={classes.nav} wrap="nowrap">
        {NAV.filter((e) => editor || !e.edit).map((e) => (
          <UnstyledButton key={e.to} component={NavLink} to={e.to} className={classes.navLink}>
            <Group gap={6} wrap="nowrap">
              {e.icon}
              <span>{t(e.label)}</span>
            </Group>
          </UnstyledButton>
        ))}
      </Group>
      <Outlet />
    </Stack>
  );
}
