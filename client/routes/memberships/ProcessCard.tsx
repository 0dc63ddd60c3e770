// The open process of a membership as its member sees it: what was asked, when, and each required approval; the
// member may withdraw their own request, not one an admin started about them (decision 010).
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberProcessDTO } from '../../../shared/schemas/memberships';
import { api } from '../../api/endpoints';
import { useSaving } from '../../lib/use-saving';
import { ConfirmModal } from '../../ui/clubs/ConfirmModal';
import { showSuccess } from '../../ui/toast';
import { formatDate } from '../../lib/datetime';

const STATE_COLORS = { pending: 'yellow', given: 'teal', skipped: 'gray' } as const;

export function ProcessCard({ process, onWithdrawn }: { process: MemberProcessDTO; onWithdrawn: () => Promise<void> }) {
  const { t } = useTranslation('clubs');
  const [confirm, setConfirm] = useState(false);
  const [saving, whileSaving] = useSaving();
  const withdraw = () =>
    whileSaving(async () => {
      await api.processes.decide({ params: { id: process.id }, query: { action: 'withdraw' } });
      setConfirm(false);
      showSuccess(t('membership.process.withdrawn'));
      await onWithdrawn();
    });
  const title =
    process.type === 'move'
      ? t('membership.process.move', { club: process.meta.newClub?.name ?? '' })
      : t(`membership.process.${process.type}`);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconHourglass aria-hidden />}
      title={t('membership.process.title')}
      data-testid="pending-process"
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {title}{' '}
          <Text span size="sm" c="dimmed" fw={400}>
            ({t('membership.process.since', { date: formatDate(process.created_at) })})
          </Text>
        </Text>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {process.requiredApprovals.map((a) => (
            <Group key={a.id} component="li" gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm">
                {a.caption
                  ? t('labelValue', { ns: 'common', label: t(`membership.approvers.${a.approver}`), value: a.caption })
                  : t(`membership.approvers.${a.approver}`)}
              </Text>
              <Badge size="sm" variant="light" color={STATE_COLORS[a.state]} style={{ flexShrink: 0 }}>
                {t(`membership.process.${a.state}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          {t('membership.process.hint')}
        </Text>
        {process.meta.canWithdraw && (
          <Group>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowBackUp size={14} aria-hidden />}
              onClick={() => setConfirm(true)}
            >
              {t('membership.process.withdraw')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={confirm}
        title={t('membership.process.withdraw')}
        message={t('membership.process.withdrawConfirm')}
        confirmLabel={t('membership.process.withdraw')}
        cancelLabel={t('membership.process.cancel')}
        busy={saving}
        onConfirm={() => void withdraw()}
        onClose={() => setConfirm(false)}
      />
    </Alert>
  );
}
