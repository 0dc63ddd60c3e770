// admin.member.export and admin.referees.export: the result count and the downloads (opened in a new window)
// of the current filters, and a back link.
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PersonListItemDTO } from '../../../shared/schemas/persons';
import type { RefereeDTO } from '../../../shared/schemas/referees';
import { usePageTitle } from '../../ui/use-page-title';
import { memberApiParams, memberExportUrl, memberSearch, readMemberQuery, usePagedList } from './api';
import { refereeQuery } from './RefereeListPage';

function Download({ href, label }: { href: string; label: string }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant="light"
      leftSection={<IconDownload size={16} />}
      justify="start"
      // Long labels wrap on a phone instead of being cut off.
      h="auto"
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.35 } }}
    >
      {label}
    </Button>
  );
}

export function MemberExportPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('export.members'));
  const [params] = useSearchParams();
  const query = readMemberQuery(params);
  const list = usePagedList<PersonListItemDTO>(`/api/persons?${memberApiParams(query)}`, 1);
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h3">
        {t('export.members')}
      </Title>
      <Card withBorder padding="md">
        <Text mb="sm" data-testid="export-count">
          {list.total === undefined ? '…' : t('export.count', { count: list.total })}
        </Text>
        <Stack gap="xs">
          <Download href={memberExportUrl(query, 'emails-csv')} label={t('export.emailsCsv')} />
          <Download href={memberExportUrl(query, 'full-xlsx')} label={t('export.fullXlsx')} />
        </Stack>
        <Group mt="md">
          <Anchor component={Link} to={`/admin/member${memberSearch(query)}`} size="sm">
            {t('common.back')}
          </Anchor>
        </Group>
      </Card>
    </Stack>
  );
}

export function RefereeExportPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('export.referees'));
  const [params] = useSearchParams();
  const query = refereeQuery(params);
  const suffix = query ? `&${query}` : '';
  const list = usePagedList<RefereeDTO>(`/api/referees${query ? `?${query}` : ''}`, 1);
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h3">
        {t('export.referees')}
      </Title>
      <Card withBorder padding="md">
        <Text mb="sm" data-testid="export-count">
          {list.total === undefined ? '…' : t('export.count', { count: list.total })}
        </Text>
        <Stack gap="xs">
          <Download href={`/api/referees?format=csv&page_size=0${suffix}`} label={t('export.refereesCsv')} />
          <Download href={`/api/referees?format=emails-csv&page_size=0${suffix}`} label={t('export.emailsCsv')} />
          <Download href={`/api/referees?format=full-xlsx&page_size=0${suffix}`} label={t('export.fullXlsx')} />
        </Stack>
        <Group mt="md">
          <Anchor component={Link} to={`/admin/referees${query ? `?${query}` : ''}`} size="sm">
            {t('common.back')}
          </Anchor>
        </Group>
      </Card>
    </Stack>
  );
}
