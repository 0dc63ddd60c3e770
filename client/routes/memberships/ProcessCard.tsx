// The open process of a membership as its member sees it: what was asked, when, and each required approval.
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MemberProcessDTO } from '../../../shared/schemas/memberships';
import { formatDate } from '../home/format';

const STATE_COLORS = { pending: 'yellow', given: 'teal', skipped: 'gray' } as const;

export function ProcessCard({ process }: { process: MemberProcessDTO }) {
  const { t } = useTranslation('clubs');
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
                {t(`membership.approvers.${a.approver}`)}
                {a.caption ? `: ${a.caption}` : ''}
              </Text>
              <Badge size="sm" variant="light" color={STATE_COLORS[a.state]}>
                {t(`membership.process.${a.state}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          {t('membership.process.hint')}
        </Text>
      </Stack>
    </Alert>
  );
}
