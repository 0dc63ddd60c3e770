// Statistics overview (docs/product.md#statistics): a card per association with its leagues and tournaments.
import { Card, Group, NavLink, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight, IconTournament, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StatsType } from '../../../shared/schemas/stats';
import { StatsBreadcrumbs } from '../../ui/stats/StatsBreadcrumbs';
import { NoData, TableSkeleton } from '../../ui/stats/StatsStates';
import { usePageTitle } from '../../ui/use-page-title';
import { contract } from '../../../shared/contract';
import { useStats } from './api';

function CategoryList({ type, items }: { type: StatsType; items: { id: number; name: string }[] }) {
  const { t } = useTranslation('stats');
  if (items.length === 0) return null;
  return (
    <section aria-label={t(`overview.${type}`)}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {t(`overview.${type}`)}
      </Text>
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.id}>
            <NavLink
              component={Link}
              to={`/stats/${type}/${item.id}/games`}
              label={item.name}
              leftSection={type === 'leagues' ? <IconTrophy size={18} aria-hidden /> : <IconTournament size={18} aria-hidden />}
              rightSection={<IconChevronRight size={16} aria-hidden />}
              py="sm"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </li>
        ))}
      </Stack>
    </section>
  );
}

export function StatsOverviewPage() {
  const { t } = useTranslation('stats');
  usePageTitle(t('title'));
  const { data } = useStats(contract.stats.associations, {});

  return (
    <Stack gap="md" maw={1200}>
      <StatsBreadcrumbs items={[{ label: t('title') }]} />
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('intro')}
        </Text>
      </div>
      {!data ? (
        <TableSkeleton />
      ) : data.length === 0 ? (
        <NoData />
      ) : (
        <div className="stats-cards">
          {data.map((association) => (
            <Card
              key={association.id}
              withBorder
              padding="md"
              component="article"
              aria-labelledby={`association-${association.id}`}
            >
              <Group gap="sm" mb="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  <IconTrophy size={20} />
                </ThemeIcon>
                <Title order={2} size="h4" id={`association-${association.id}`}>
                  {association.name}
                </Title>
              </Group>
              <Stack gap="sm">
                <CategoryList type="leagues" items={association.leagues} />
                <CategoryList type="tournaments" items={association.tournaments} />
              </Stack>
            </Card>
          ))}
        </div>
      )}
    </Stack>
  );
}
