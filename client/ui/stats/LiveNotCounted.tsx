// A note beside player statistics while a game of the category is live: its goals and fouls count once it is
// finished (the one rule of standings and player statistics), so the live game shows apart instead.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LiveIndicator } from './LiveIndicator';

export function LiveNotCounted({ live, mb }: { live: boolean; mb?: string }) {
  const { t } = useTranslation('stats');
  if (!live) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="center" mb={mb} data-testid="live-not-counted">
      <LiveIndicator size="xs" />
      <Text size="sm" c="dimmed">
        {t('players.liveNotCounted')}
      </Text>
    </Group>
  );
}
