// The main menu (docs/product.md#main-menu), each entry shown only to those it is meant for.
import { Badge, NavLink, Stack } from '@mantine/core';
import {
  IconBell,
  IconChartBar,
  IconClipboardList,
  IconExternalLink,
  IconHome,
  IconLock,
  IconLogout,
  IconShieldCheck,
  IconShoppingBag,
  IconTournament,
  IconUserEdit,
} from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { GAME_MANAGEMENT_LINK } from '../../shared/constants';
import { can, isAdmin, isCustomer, isPlayer } from '../../shared/permissions';
import type { SelfDTO as Self } from '../../shared/schemas/self';
import { useSignOut } from './use-sign-out';

interface MenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  /** In-app route, handled by the router. */
  to?: string;
  /** Page served outside this app (customer portal): a full page load. */
  href?: string;
  badge?: number;
  visible: boolean;
  /** Instead of following `to` at once (signing out warns first when score-sheet entries wait). */
  onClick?: (event: MouseEvent) => void;
}

interface MainMenuProps {
  self: Self;
  onNavigate: () => void;
}

export function MainMenu({ self, onNavigate }: MainMenuProps) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const { signOut, warning } = useSignOut();
  const tasks = self.game_tasks_count ?? 0;
  const entries: MenuEntry[] = [
    { key: 'home', label: t('home'), icon: <IconHome size={18} />, to: '/home', visible: true },
    { key: 'admin', label: t('admin'), icon: <IconShieldCheck size={18} />, to: '/admin/dashboard', visible: isAdmin(self) },
    {
      key: 'customer',
      label: t('customerPortal'),
      icon: <IconShoppingBag size={18} />,
      href: '/customer',
      visible: isCustomer(self),
    },
    {
      key: 'tasks',
      label: t('gameTasks'),
      icon: <IconClipboardList size={18} />,
      to: '/game-tasks',
      badge: tasks,
      visible: true,
    },
    {
      key: 'games',
      label: t('games'),
      icon: <IconTournament size={18} />,
      to: GAME_MANAGEMENT_LINK,
      visible: can(self, 'games.list'),
    },
    { key: 'stats', label: t('stats'), icon: <IconChartBar size={18} />, to: '/stats', visible: isPlayer(self) },
    { key: 'profile', label: t('profile'), icon: <IconUserEdit size={18} />, to: '/profile', visible: true },
    {
      key: 'notifications',
      label: t('notifications'),
      icon: <IconBell size={18} />,
      to: '/notifications',
      visible: true,
    },
    { key: 'privacy', label: t('privacy'), icon: <IconLock size={18} />, to: '/privacy', visible: true },
    {
      key: 'logout',
      label: t('logout'),
      icon: <IconLogout size={18} />,
      to: '/logout',
      visible: true,
      onClick: (event) => {
        onNavigate();
        signOut(event);
      },
    },
  ];

  return (
    <Stack gap={2} component="nav" aria-label={t('label')}>
      {entries
        .filter((entry) => entry.visible)
        .map((entry) => {
          const badge =
            entry.badge && entry.badge > 0 ? (
              <Badge size="sm" circle aria-label={t('gameTasksCount', { count: entry.badge })}>
                {entry.badge}
              </Badge>
            ) : undefined;
          if (entry.href) {
            return (
              <NavLink
                key={entry.key}
                component="a"
                href={entry.href}
                label={entry.label}
                leftSection={entry.icon}
                rightSection={<IconExternalLink size={14} aria-hidden />}
              />
            );
          }
          return (
            <NavLink
              key={entry.key}
              component={RouterNavLink}
              to={entry.to ?? '/'}
              active={entry.to !== undefined && pathname.startsWith(entry.to)}
              label={entry.label}
              leftSection={entry.icon}
              rightSection={badge}
              onClick={entry.onClick ?? onNavigate}
            />
          );
        })}
      {warning}
    </Stack>
  );
}
