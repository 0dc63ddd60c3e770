// The frame of the public pages for a guest: the app's name (to the statistics), the language and "Anmelden" in a
// fixed top bar, the page below. Members get their own frame (MainLayout) with the menu and their avatar.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../ui/LanguageSwitcher';
import { AppNameLink } from './AppNameLink';
import classes from './GuestFrame.module.css';

export function GuestFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'menu']);
  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <AppNameLink to="/stats" />
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
