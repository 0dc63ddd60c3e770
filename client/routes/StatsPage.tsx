// Statistics overview (spec: statistics.overview), first cut: the page frame guests and members share.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function StatsPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="md" maw={1200}>
      <Card withBorder padding="lg">
        <Title order={1} size="h2">
          {t('stats.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('stats.intro')}
        </Text>
      </Card>
    </Stack>
  );
}
