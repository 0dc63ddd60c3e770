// Frame of the pages without a session (login, password lost/reset, re-login, error): a centred card.
import { Box, Container, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconShieldHalfFilled } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../ui/LanguageSwitcher';
import classes from './SessionLayout.module.css';

export function SessionLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="var(--mantine-color-default-hover)" className={classes.frame}>
      <Container size={440} px="md">
        <Group justify="space-between" mb="lg" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size="lg" aria-hidden>
              <IconShieldHalfFilled size={20} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t('appName')}
            </Text>
          </Group>
          <LanguageSwitcher />
        </Group>
        <Paper withBorder shadow="sm" radius="md" className={classes.card} component="main">
          <Outlet />
        </Paper>
      </Container>
    </Box>
  );
}
