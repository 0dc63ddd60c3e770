// The dashboard's licence expiry card: referees whose licence has expired or ends within 7, 30 or 60 days, each
// count opening the referee list with that filter.
import { Card, Group, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardDTO } from '../../../shared/schemas/admin';

export function LicenseExpiryCard({ counts }: { counts: NonNullable<DashboardDTO['license_expiry']> }) {
  const { t } = useTranslation('adminAudit');
  const items = [
    { key: 'expired', value: counts.expired, to: '/admin/referees?expired=1', label: t('expiry.expired') },
    { key: '7', value: counts.within_7, to: '/admin/referees?expires_within=7', label: t('expiry.within', { count: 7 }) },
    { key: '30', value: counts.within_30, to: '/admin/referees?expires_within=30', label: t('expiry.within', { count: 30 }) },
    { key: '60', value: counts.within_60, to: '/admin/referees?expires_within=60', label: t('expiry.within', { count: 60 }) },
  ];
  return (
    <Card withBorder padding="sm" data-testid="license-expiry-card">
      <Title order={2} size="h5" mb="xs">
        {t('expiry.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {items.map((item) => (
          <UnstyledButton key={item.key} component={Link} to={item.to} data-testid={`license-expiry-${item.key}`}>
            <Group gap={6} wrap="nowrap">
              <Text fw={700} size="lg" c={item.key === 'expired' && item.value > 0 ? 'red' : undefined}>
                {item.value}
              </Text>
              <Text size="sm" c="dimmed">
                {item.label}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
