// admin.clubs.export (/admin/club/export): the result count of the current search, the contact persons as an Excel
// download (streamed by the server, after a check of the recent password entry) and a back link.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExportButton } from '../../../ui/admin/ExportButton';
import { usePageTitle } from '../../../ui/use-page-title';
import { contactsExportUrl, useAdminClubList } from './api';

export function ClubExportPage() {
  const { t } = useTranslation('adminClubs');
  usePageTitle(t('export.title'));
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const { data } = useAdminClubList(q);
  const total = data?.meta.total_results;
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h3">
        {t('export.title')}
      </Title>
      <Card withBorder padding="md">
        <Text mb="sm" data-testid="export-count">
          {total === undefined ? '…' : t('export.count', { count: total })}
        </Text>
        <ExportButton href={contactsExportUrl(q)} label={t('export.contactsXlsx')} disabled={!total} />
        <Group mt="md">
          <Anchor component={Link} to={`/admin/clubs${q ? `?${new URLSearchParams({ q })}` : ''}`} size="sm">
            {t('export.back')}
          </Anchor>
        </Group>
      </Card>
    </Stack>
  );
}
