// Admin dashboard (spec: admin.dashboard), first cut: its title card; the loader checked admin rights.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../ui/use-page-title';

export function AdminDashboardPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('admin.dashboardTitle'));
  return (
    <Stack gap="md" maw={1200}>
      <Card withBorder padding="lg">
        <Title order={1} size="h2">
          {t('admin.dashboardTitle')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('admin.dashboardIntro')}
        </Text>
      </Card>
    </Stack>
  );
}
