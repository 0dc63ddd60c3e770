// admin.processes.list (/admin/processes, "Prozesse"): the processes the user may approve or see, oldest running
// first, with their progress and a mark on those waiting for the user; finished ones on the second view.
import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ProcessDTO } from '../../../../shared/schemas/processes';
import { formatDate } from '../../../lib/datetime';
import { UserAvatar } from '../../../ui/UserAvatar';
import { usePageTitle } from '../../../ui/use-page-title';
import classes from '../admin.module.css';
import { useProcessList } from './api';
import { ChangeLines } from './ProcessChanges';
import { sortName } from '../../../../shared/person-name';

/** "Hamburg → Berlin" for a switch, the club otherwise. */
export function processClubs(p: ProcessDTO): string {
  const from = p.meta.currentClub?.name ?? '–';
  return p.type === 'move' ? `${from} → ${p.meta.newClub?.name ?? '–'}` : from;
}

function ProcessRow({ process }: { process: ProcessDTO }) {
  const { t } = useTranslation('processes');
  return (
    <UnstyledButton component={Link} to={`/admin/processes/${process.id}`} className={classes.row} data-testid="process-row">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <UserAvatar
          personId={process.person.id}
          firstname={process.person.firstname}
          lastname={process.person.lastname}
          avatarState={process.person.avatar_state}
          size={32}
          radius="xl"
          mt={2}
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm" truncate>
              {sortName(process.person)}
            </Text>
            {process.meta.canApprove ? (
              <Badge size="sm" color="orange" style={{ flexShrink: 0 }}>
                {t('toApprove')}
              </Badge>
            ) : process.status !== 'open' ? (
              <Badge size="sm" variant="light" color={process.status === 'completed' ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
                {t(`status.${process.status}`)}
              </Badge>
            ) : null}
          </Group>
          <Group gap={6} wrap="wrap">
            <Badge size="xs" variant="light" color="gray">
              {t(`types.${process.type}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('progress', { done: process.approvals_done, total: process.approvals_total })}
            </Text>
          </Group>
          <ChangeLines process={process} />
          <Text size="xs" c="dimmed" lineClamp={2}>
            {[processClubs(process), process.sport?.name, t('since', { date: formatDate(process.created_at) })]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <IconArrowRight size={14} aria-hidden style={{ flexShrink: 0, opacity: 0.5, alignSelf: 'center' }} />
      </Group>
    </UnstyledButton>
  );
}

export function ProcessListPage() {
  const { t } = useTranslation('processes');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'closed' ? 'closed' : 'open';
  const list = useProcessList(status);
  return (
    <Stack gap="sm" maw={960}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {t('title')}
        </Title>
        <Group gap="sm">
          <Text size="sm" c="dimmed" data-testid="process-count">
            {list.total === undefined ? '…' : t('count', { count: list.total })}
          </Text>
          <SegmentedControl
            size="xs"
            aria-label={t('filter.label')}
            value={status}
            onChange={(value) =>
              setParams(value === 'closed' ? new URLSearchParams({ status: value }) : new URLSearchParams(), { replace: true })
            }
            data={[
              { value: 'open', label: t('filter.open') },
              { value: 'closed', label: t('filter.closed') },
            ]}
          />
        </Group>
      </Group>
      <Card withBorder padding={0}>
        {list.items.length === 0 && !list.loading ? (
          <Text c="dimmed" p="md" size="sm" data-testid="process-empty">
            {status === 'open' ? t('empty') : t('emptyClosed')}
          </Text>
        ) : (
          list.items.map((p) => <ProcessRow key={p.id} process={p} />)
        )}
      </Card>
      {list.hasMore && (
        <Group justify="center">
          <Button variant="default" onClick={list.loadMore} loading={list.loadingMore}>
            {t('loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
