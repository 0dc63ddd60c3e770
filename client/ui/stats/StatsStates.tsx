// Empty, not-found and loading states of the statistics screens.
import { Button, Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconChartBarOff, IconMoodSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** docs/product.md#statistics: an empty list shows 'Keine Daten zum Anzeigen'. */
export function NoData({ text }: { text?: string }) {
  const { t } = useTranslation('stats');
  return (
    <Card withBorder padding="lg">
      <EmptyState icon={<IconChartBarOff size={28} aria-hidden />} withIndicatorBackground title={text ?? t('empty')} />
    </Card>
  );
}

export function StatsNotFound() {
  const { t } = useTranslation('stats');
  return (
    <Card withBorder padding="lg" maw={640}>
      <EmptyState
        icon={<IconMoodSearch size={28} aria-hidden />}
        withIndicatorBackground
        title={t('notFound.title')}
        description={t('notFound.text')}
      >
        <Button component={Link} to="/stats" variant="light" mt="sm">
          {t('notFound.back')}
        </Button>
      </EmptyState>
    </Card>
  );
}

export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" aria-busy="true" aria-label={t('loading')}>
      <Stack gap="sm">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={28} radius="sm" />
        ))}
      </Stack>
    </Card>
  );
}
