// "Meine Daten" (/privacy, Datenschutz in the main menu): what the association stores, the data export, the
// requests to correct one's name or email and to be erased (processes the association approves), the member's own
// requests, and the consents given.
import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSelf } from '../../api/hooks';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/use-page-title';
import { usePrivacyRequests } from './api';
import { ConsentList } from './ConsentList';
import { DataExportCard } from './DataExportCard';
import { EraseForm } from './EraseForm';
import { PrivacyRequestList } from './PrivacyRequestList';
import { RectifyForm } from './RectifyForm';

const STORED = ['profile', 'contact', 'bank', 'memberships', 'games', 'consents', 'processes', 'calendar'] as const;

export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  usePageTitle(t('title'));
  const { data: self } = useSelf();
  const { data: requests } = usePrivacyRequests();
  if (!self || !requests) return <PageLoader />;
  const openOf = (type: 'rectify' | 'erase') => requests.some((r) => r.type === type && r.status === 'open');

  return (
    <Stack gap="lg" maw={1040}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" mt={4} maw={760}>
          {t('intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg" component="section" aria-labelledby="privacy-stored">
          <Title order={2} size="h4" id="privacy-stored" mb="sm">
            {t('stored.title')}
          </Title>
          <List size="sm" spacing={4}>
            {STORED.map((key) => (
              <List.Item key={key}>{t(`stored.${key}`)}</List.Item>
            ))}
          </List>
        </Card>
        <DataExportCard />
      </SimpleGrid>
      <PrivacyRequestList requests={requests} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RectifyForm self={self} blocked={openOf('rectify') ? 'rectify' : openOf('erase') ? 'other' : null} />
        <EraseForm blocked={openOf('erase') ? 'erase' : openOf('rectify') ? 'other' : null} />
      </SimpleGrid>
      <ConsentList />
    </Stack>
  );
}
