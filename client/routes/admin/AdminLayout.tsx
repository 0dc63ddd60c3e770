// The admin area's frame: its navigation by permission (docs/product.md#admin-area) above the page.
import { Badge, Group, Stack, UnstyledButton } from '@mantine/core';
import {
  IconBuilding,
  IconGauge,
  IconGavel,
  IconHistory,
  IconListCheck,
  IconPhotoExclamation,
  IconUsers,
} from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { can } from '../../../shared/permissions';
import { useSelf } from '../../api/hooks';
import { useApprovableCount } from '../../api/process-badge';
import { useAvatarReports } from './avatar-reports-api';
import classes from './admin.module.css';

interface Entry {
  to: string;
  label: string;
  icon: ReactNode;
  visible: boolean;
  badge?: number | null;
  /** The badge's accessible name (a plural key of admin.json); the processes' by default. */
  badgeLabel?: 'nav.approvable' | 'nav.avatarReportsOpen';
}

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { data: self } = useSelf();
  const approvable = useApprovableCount();
  const { data: avatarReports } = useAvatarReports(can(self, 'persons.update'));
  const nav = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls: the current entry (e.g. "Prozesse" at the end) is brought into view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && nav.current && nav.current.scrollWidth > nav.current.clientWidth) {
      nav.current.scrollLeft = current.offsetLeft - nav.current.offsetLeft - 16;
    }
  }, [pathname]);
  const entries: Entry[] = [
    { to: '/admin/dashboard', label: t('nav.dashboard'), icon: <IconGauge size={16} />, visible: true },
    { to: '/admin/member', label: t('nav.members'), icon: <IconUsers size={16} />, visible: can(self, 'persons.list') },
    { to: '/admin/referees', label: t('nav.referees'), icon: <IconGavel size={16} />, visible: can(self, 'referees.list') },
    { to: '/admin/clubs', label: t('nav.clubs'), icon: <IconBuilding size={16} />, visible: can(self, 'clubs.list') },
    {
      to: '/admin/audit-log',
      label: t('nav.auditLog', { ns: 'adminAudit' }),
      icon: <IconHistory size={16} />,
      visible: can(self, 'persons.list'),
    },
    { to: '/admin/processes', label: t('nav.processes'), icon: <IconListCheck size={16} />, visible: true, badge: approvable },
    {
      to: '/admin/avatar-reports',
      label: t('nav.avatarReports'),
      icon: <IconPhotoExclamation size={16} />,
      visible: can(self, 'persons.update'),
      badge: avatarReports?.length,
      badgeLabel: 'nav.avatarReportsOpen' as const,
    },
  ];
  return (
    <Stack gap="sm">
      <Group ref={nav} gap={4} component="nav" aria-label={t('nav.label')} className={classes.nav} wrap="nowrap">
        {entries
          .filter((e) => e.visible)
          .map((e) => (
            <UnstyledButton key={e.to} component={NavLink} to={e.to} className={classes.navLink}>
              <Group gap={6} wrap="nowrap">
                {e.icon}
                <span>{e.label}</span>
                {e.badge ? (
                  <Badge size="xs" circle aria-label={t(e.badgeLabel ?? 'nav.approvable', { count: e.badge })}>
                    {e.badge}
                  </Badge>
                ) : null}
              </Group>
            </UnstyledButton>
          ))}
      </Group>
      <Outlet />
    </Stack>
  );
}
