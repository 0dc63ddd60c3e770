// Breadcrumb of the statistics screens: start page > statistics > category > team or game.
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

export function StatsBreadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('stats');
  const all: Crumb[] = [{ label: t('breadcrumb.home'), to: '/home' }, ...items];
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {all.map((crumb, i) =>
          crumb.to && i < all.length - 1 ? (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={`${i}-${crumb.label}`} size="sm" c="dimmed" aria-current="page" truncate="end" maw={260}>
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
