// admin.member.export and admin.referees.export: the result count and the downloads of the current filters (after a
// check of the recent password entry), and a back link.
import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExportButton, type SkippedCounts } from '../../ui/admin/ExportButton';
import { usePageTitle } from '../../ui/use-page-title';
import {
  memberExportUrl,
  memberSearch,
  readMemberQuery,
  readRefereeQuery,
  refereeExportUrl,
  refereeSearch,
  useMemberList,
  useRefereeList,
} from './api';
import { exportColumnsOf } from '../../../shared/schemas/list-views';
import { useShownColumns } from './list-views/api';

/** After an e-mail export: how many persons it left out and why. */
function SkippedNote({ skipped }: { skipped: SkippedCounts | null }) {
  const { t } = useTranslation('admin');
  if (!skipped) return null;
  const nothing = skipped.withoutEmail === 0 && skipped.excluded === 0;
  return (
    <Alert color={nothing ? 'green' : 'yellow'} mt="sm" data-testid="export-skipped">
      {nothing
        ? t('export.skippedNone')
        : [
            skipped.withoutEmail > 0 ? t('export.skippedWithoutEmail', { count: skipped.withoutEmail }) : null,
            skipped.excluded > 0 ? t('export.skippedExcluded', { count: skipped.excluded }) : null,
          ]
            .filter(Boolean)
            .join(' ')}
    </Alert>
  );
}

export function MemberExportPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('export.members'));
  const [params] = useSearchParams();
  const query = readMemberQuery(params);
  const list = useMemberList(query, 1, '');
  // The XLSX writes the list's columns in their order (decision 058).
  const columns = useShownColumns(query);
  const [skipped, setSkipped] = useState<SkippedCounts | null>(null);
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
          <ExportButton href={memberExportUrl(query, 'emails-csv')} label={t('export.emailsCsv')} onSkipped={setSkipped} />
          <ExportButton href={memberExportUrl(query, 'full-xlsx', exportColumnsOf(columns))} label={t('export.fullXlsx')} />
        </Stack>
        <SkippedNote skipped={skipped} />
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
  const query = readRefereeQuery(params);
  const list = useRefereeList(query, 1);
  const [skipped, setSkipped] = useState<SkippedCounts | null>(null);
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
          <ExportButton href={refereeExportUrl(query, 'csv')} label={t('export.refereesCsv')} />
          <ExportButton href={refereeExportUrl(query, 'emails-csv')} label={t('export.emailsCsv')} onSkipped={setSkipped} />
          <ExportButton href={refereeExportUrl(query, 'full-xlsx')} label={t('export.fullXlsx')} />
        </Stack>
        <SkippedNote skipped={skipped} />
        <Text size="xs" c="dimmed" mt="sm" data-testid="csv-note">
          {t('export.csvForPrograms')}
        </Text>
        <Group mt="md">
          <Anchor component={Link} to={`/admin/referees${refereeSearch(query)}`} size="sm">
            {t('common.back')}
          </Anchor>
        </Group>
      </Card>
    </Stack>
  );
}
