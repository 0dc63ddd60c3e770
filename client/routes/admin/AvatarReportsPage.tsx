// admin.avatarReports (/admin/avatar-reports): the reported pictures in the admin's scope, each with its report count,
// first and last report, and release or remove behind a confirmation (decision 016).
import { Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AvatarReportAction, AvatarReportDTO } from '../../../shared/schemas/avatar-reports';
import { formatDateTime } from '../../lib/datetime';
import { ConfirmModal } from '../../ui/clubs/ConfirmModal';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { decideAvatarReport, useAvatarReports } from './avatar-reports-api';
import { useSaving } from '../../lib/use-saving';
import { personName } from '../../../shared/person-name';

function ReportCard({ report, onDecide }: { report: AvatarReportDTO; onDecide: (action: AvatarReportAction) => void }) {
  const { t } = useTranslation('admin');
  const name = personName(report.person);
  return (
    <Card withBorder padding="sm" data-testid="avatar-report">
      <Card.Section>
        <Image src={report.avatar_url} alt={t('avatarReports.pictureOf', { name })} h={220} fit="contain" bg="gray.1" />
      </Card.Section>
      <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap">
        <Anchor component={Link} to={`/admin/members/${report.person.id}`} fw={600} size="sm">
          {name}
        </Anchor>
        <Badge variant="light" color={report.hidden ? 'red' : 'yellow'} style={{ flexShrink: 0 }}>
          {report.hidden ? t('avatarReports.hidden') : t('avatarReports.visible')}
        </Badge>
      </Group>
      <Text size="sm" mt={4}>
        {t('avatarReports.reports', { count: report.report_count })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('labelValue', {
          ns: 'common',
          label: t('avatarReports.firstReported'),
          value: formatDateTime(report.first_reported_at),
        })}
      </Text>
      {report.report_count > 1 && (
        <Text size="xs" c="dimmed">
          {t('labelValue', {
            ns: 'common',
            label: t('avatarReports.lastReported'),
            value: formatDateTime(report.last_reported_at),
          })}
        </Text>
      )}
      <Group mt="sm" gap="xs" grow>
        <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={() => onDecide('release')}>
          {t('avatarReports.release')}
        </Button>
        <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDecide('remove')}>
          {t('avatarReports.remove')}
        </Button>
      </Group>
    </Card>
  );
}

export function AvatarReportsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('avatarReports.title'));
  const { data: reports } = useAvatarReports();
  const [pending, setPending] = useState<{ report: AvatarReportDTO; action: AvatarReportAction } | null>(null);
  const [busy, whileBusy] = useSaving();

  const decide = async () => {
    if (!pending) return;
    const done = await whileBusy(async () => {
      await decideAvatarReport(pending.report.person.id, pending.action);
      showSuccess(t(pending.action === 'release' ? 'avatarReports.released' : 'avatarReports.removed'));
      setPending(null);
    });
    if (!done) {
      // Shown by the central handler (Conflict: someone else decided first; the list has been reloaded).
      setPending(null);
    }
  };
  const name = pending ? personName(pending.report.person) : '';

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('avatarReports.title')}
      </Title>
      <Text size="sm" c="dimmed" maw={720}>
        {t('avatarReports.intro')}
      </Text>
      {!reports ? (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={340} />
          ))}
        </SimpleGrid>
      ) : reports.length === 0 ? (
        <Text c="dimmed">{t('avatarReports.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
          {reports.map((report) => (
            <ReportCard key={report.person.id} report={report} onDecide={(action) => setPending({ report, action })} />
          ))}
        </SimpleGrid>
      )}
      <ConfirmModal
        opened={pending !== null}
        title={t(pending?.action === 'remove' ? 'avatarReports.removeTitle' : 'avatarReports.releaseTitle')}
        message={t(pending?.action === 'remove' ? 'avatarReports.removeConfirm' : 'avatarReports.releaseConfirm', { name })}
        confirmLabel={t(pending?.action === 'remove' ? 'avatarReports.remove' : 'avatarReports.release')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onConfirm={() => void decide()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
