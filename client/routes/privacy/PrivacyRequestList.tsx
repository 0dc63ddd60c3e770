// "Meine Anträge": the member's own requests to correct or erase their data, newest first, with their status, the
// changes asked for, and a withdrawal while a request is still open.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivacyRequestDTO } from '../../../shared/schemas/privacy';
import { formatDate } from '../../lib/datetime';
import { useSaving } from '../../lib/use-saving';
import { ConfirmModal } from '../../ui/clubs/ConfirmModal';
import { showSuccess } from '../../ui/toast';
import { withdrawRequest } from './api';

const STATUS_COLORS = { open: 'yellow', completed: 'teal', cancelled: 'gray' } as const;

function RequestRow({ request, onWithdraw }: { request: PrivacyRequestDTO; onWithdraw: () => void }) {
  const { t } = useTranslation('privacy');
  const dates = [t('requests.requestedAt', { date: formatDate(request.created_at) })];
  if (request.completed_at) dates.push(t('requests.completedAt', { date: formatDate(request.completed_at) }));
  return (
    <Card withBorder padding="sm" component="li" data-testid="privacy-request">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{t(`requests.${request.type}`)}</Text>
            <Badge variant="light" color={STATUS_COLORS[request.status]}>
              {t(`requests.status.${request.status}`)}
            </Badge>
          </Group>
          {request.can_withdraw && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconArrowBackUp size={14} aria-hidden />}
              onClick={onWithdraw}
              style={{ flexShrink: 0 }}
            >
              {t('requests.withdraw')}
            </Button>
          )}
        </Group>
        {request.changes.map((change) => (
          <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('requests.change', { field: t(`fields.${change.field}`), old: change.old ?? '–', new: change.new })}
          </Text>
        ))}
        {request.note && (
          <Text size="sm" c="dimmed" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            „{request.note}“
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {dates.join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}

export function PrivacyRequestList({ requests }: { requests: PrivacyRequestDTO[] }) {
  const { t } = useTranslation('privacy');
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const [busy, whileBusy] = useSaving();
  const withdraw = async () => {
    if (withdrawing === null) return;
    await whileBusy(async () => {
      await withdrawRequest(withdrawing);
      showSuccess(t('requests.withdrawn'));
    });
    setWithdrawing(null);
  };
  return (
    <section aria-labelledby="privacy-requests">
      <Title order={2} size="h4" id="privacy-requests" mb="xs">
        {t('requests.title')}
      </Title>
      {requests.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('requests.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} onWithdraw={() => setWithdrawing(request.id)} />
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={withdrawing !== null}
        title={t('requests.withdrawTitle')}
        message={t('requests.withdrawConfirm')}
        confirmLabel={t('requests.withdraw')}
        cancelLabel={t('erase.cancel')}
        busy={busy}
        onConfirm={() => void withdraw()}
        onClose={() => setWithdrawing(null)}
      />
    </section>
  );
}
