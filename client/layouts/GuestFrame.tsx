// The frame of the public pages for a guest: the app's name (to the statistics), the language and "Anmelden" in a
// fixed top bar, the page below. Members get their own frame (MainLayout) with the menu and their avatar.
import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconShieldHalfFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../ui/LanguageSwitcher';
import classes from './GuestFrame.module.css';

export function GuestFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'menu']);
  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/stats" aria-label={t('appName')}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon size="md" radius="md" aria-hidden>
                <IconShieldHalfFilled size={18} />
              </ThemeIcon>
              <Text fw={700} visibleFrom="xs">
                {t('appName')}
              </Text>
            </Group>
          </UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <Text component={Link} to="/login" size="sm" fw={500} c="var(--mantine-primary-color-filled)">
              {t('menu:signIn')}
            </Text>
          </Group>
        </Group>
      </header>
      <main className={classes.main}>{children}</main>
    </div>
  );
}
