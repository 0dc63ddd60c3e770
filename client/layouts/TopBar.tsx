// Top bar of the main layout: burger (phones), app name, language, and the user's avatar and first name.
import { ActionIcon, Burger, Group, Indicator, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LanguageCode } from '../../shared/constants';
import type { SelfDTO as Self } from '../../shared/schemas/self';
import { LanguageSwitcher } from '../ui/LanguageSwitcher';
import { AppNameLink } from './AppNameLink';
import { UserAvatar } from '../ui/UserAvatar';
import { useSignOut } from './use-sign-out';

interface TopBarProps {
  self: Self | undefined;
  menuOpened?: boolean;
  onToggleMenu?: () => void;
  onLanguageChange?: (language: LanguageCode) => void;
  /** Terms wait for consent: the profile is behind the gate, so the avatar links nowhere and signing out is here. */
  gated?: boolean;
}

function avatar(self: Self) {
  return (
    <>
      <UserAvatar
        personId={self.id}
        firstname={self.firstname}
        lastname={self.lastname}
        avatarState={self.avatar_state}
        version={self.avatar_version}
        size={32}
        radius="xl"
      />
      <Text size="sm" fw={500} maw={140} truncate="end" aria-hidden>
        {self.firstname}
      </Text>
    </>
  );
}

export function TopBar({ self, menuOpened, onToggleMenu, onLanguageChange, gated = false }: TopBarProps) {
  const { t } = useTranslation(['common', 'menu']);
  const { signOut, warning } = useSignOut();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {onToggleMenu && (
          // On phones the menu is folded away, so the dot hints at open tasks behind it.
          <Indicator disabled={!self?.game_tasks_count || menuOpened} size={9} offset={4} hiddenFrom="sm">
            <Burger
              opened={menuOpened ?? false}
              onClick={onToggleMenu}
              size="sm"
              aria-label={t('menu:toggle')}
              aria-expanded={menuOpened ?? false}
            />
          </Indicator>
        )}
        <AppNameLink to={self ? '/home' : '/stats'} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitcher onChange={onLanguageChange} />
        {self && gated ? (
          <Group gap={4} wrap="nowrap">
            <Group gap="xs" wrap="nowrap" px={6} py={4}>
              {avatar(self)}
            </Group>
            {/* The browser's own tooltip (title): no Tooltip code in the public pages' first chunks. */}
            <ActionIcon
              component={Link}
              to="/logout"
              onClick={signOut}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('menu:logout')}
              title={t('menu:logout')}
            >
              <IconLogout size={20} aria-hidden />
            </ActionIcon>
            {warning}
          </Group>
        ) : self ? (
          <UnstyledButton component={Link} to="/profile" px={6} py={4}>
            {/* Named "Profil von Erika öffnen" and the picture's name; the first name beside it is for the eyes. */}
            <VisuallyHidden>{t('menu:openProfile', { name: self.firstname })}</VisuallyHidden>
            <Group gap="xs" wrap="nowrap">
              {avatar(self)}
            </Group>
          </UnstyledButton>
        ) : (
          <Text component={Link} to="/login" size="sm" fw={500} c="var(--mantine-primary-color-filled)">
            {t('menu:signIn')}
          </Text>
        )}
      </Group>
    </Group>
  );
}
