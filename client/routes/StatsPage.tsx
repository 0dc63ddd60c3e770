// Statistics overview (spec: statistics.overview), first cut: the page frame guests and members share.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../ui/use-page-title';

export function StatsPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('stats.title'));
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
