// The app's name and shield in a top bar, a link to where a reader starts (members' home, guests' statistics).
import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconShieldHalfFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AppNameLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t('appName')}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="md" aria-hidden>
          <IconShieldHalfFilled size={18} />
        </ThemeIcon>
        <Text fw={700} visibleFrom="xs">
          {t('appName')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
