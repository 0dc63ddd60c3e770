// admin.processes.details (/admin/processes/{id}): the person, the meta (club, current club/team, new club/team) and
// each required approval with its approver group, caption and state; approve and force-approve by permission.
// After an action the list (and the badge) reload and the user returns to it.
import { Anchor, Badge, Breadcrumbs, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconBolt, IconCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProcessAction, ProcessApprovalDTO } from '../../../../shared/schemas/processes';
import { formatDate } from '../../../lib/datetime';
import { ConfirmModal } from '../../../ui/clubs/ConfirmModal';
import { parseRouteId } from '../../../api/resource';
import { NotFoundPage } from '../../../ui/NotFoundPage';
import { PageLoader } from '../../../ui/PageLoader';
import { showSuccess } from '../../../ui/toast';
import { UserAvatar } from '../../../ui/UserAvatar';
import { usePageTitle } from '../../../ui/use-page-title';
import { actOnProcess, reloadProcesses, useProcess } from './api';
import { ProcessChanges } from './ProcessChanges';
import { useSaving } from '../../../lib/use-saving';
import { personName } from '../../../../shared/person-name';

const STATE_COLORS = { pending: 'yellow', given: 'teal', skipped: 'gray' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

function Approval({ approval }: { approval: ProcessApprovalDTO }) {
  const { t } = useTranslation('processes');
  const by = approval.given_by ? personName(approval.given_by) : null;
  const date = formatDate(approval.given_at);
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={6}
      px="sm"
      data-testid="approval"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      bg={approval.canApprove ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {approval.caption
            ? t('labelValue', { ns: 'common', label: t(`approvers.${approval.approver}`), value: approval.caption })
            : t(`approvers.${approval.approver}`)}
        </Text>
        {approval.canApprove ? (
          <Text size="xs" c="dimmed">
            {t('approvals.yours')}
          </Text>
        ) : by ? (
          <Text size="xs" c="dimmed">
            {approval.state === 'skipped'
              ? t('approvals.skippedBy', { name: by, date })
              : t('approvals.givenBy', { name: by, date })}
          </Text>
        ) : null}
      </div>
      <Badge variant="light" color={STATE_COLORS[approval.state]} style={{ flexShrink: 0 }}>
        {t(`states.${approval.state}`)}
      </Badge>
    </Group>
  );
}

/** The toast after each action. */
const DONE = { approve: 'actions.approved', 'force-approve': 'actions.forced', withdraw: 'actions.withdrawn' } as const;

export function ProcessDetailsPage() {
  const { t } = useTranslation('processes');
  const id = parseRouteId(useParams().id);
  const navigate = useNavigate();
  const { data: process, notFound } = useProcess(id);
  const [busy, whileBusy] = useSaving();
  const [confirm, setConfirm] = useState<'force-approve' | 'withdraw' | null>(null);
  usePageTitle(
    process
      ? t('labelValue', {
          ns: 'common',
          label: t(`types.${process.type}`),
          value: personName(process.person),
        })
      : t('title'),
  );
  if (id === null || notFound) return <NotFoundPage back={{ to: '/admin/processes', label: t('back') }} />;
  if (!process) return <PageLoader />;

  const act = async (action: ProcessAction) => {
    const done = await whileBusy(async () => {
      await actOnProcess(process.id, action);
      showSuccess(t(DONE[action]));
      setConfirm(null);
      await reloadProcesses();
      await navigate('/admin/processes');
    });
    if (!done) {
      // Shown by the central handler (ProcessCompleted, ApprovalAlreadyGiven, NotApprover).
      await reloadProcesses();
    }
  };
  const none = t('meta.none');
  const name = personName(process.person);
  const { meta } = process;
  // A privacy request is about the person, not a membership: club, team and sport say nothing there.
  const aboutData = process.type === 'rectify' || process.type === 'erase';

  return (
    <Stack gap="md" maw={880}>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/processes" size="sm">
          {t('back')}
        </Anchor>
        <Text size="sm">{t(`types.${process.type}`)}</Text>
      </Breadcrumbs>
      <Group gap="md" wrap="nowrap">
        <UserAvatar
          personId={process.person.id}
          firstname={process.person.firstname}
          lastname={process.person.lastname}
          avatarState={process.person.avatar_state}
          size={56}
          radius="xl"
        />
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            {t('labelValue', { ns: 'common', label: t(`types.${process.type}`), value: name })}
          </Title>
          <Group gap={6} mt={4}>
            <Badge
              variant="light"
              color={process.status === 'open' ? 'yellow' : process.status === 'completed' ? 'teal' : 'gray'}
            >
              {t(`status.${process.status}`)}
            </Badge>
            {process.forced && (
              <Badge variant="light" color="grape">
                {t('forcedBadge')}
              </Badge>
            )}
            {meta.canViewPerson && (
              <Anchor component={Link} to={`/admin/members/${process.person.id}`} size="sm">
                {t('openMember')}
              </Anchor>
            )}
          </Group>
        </div>
      </Group>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          {!aboutData && <Fact label={t('meta.currentClub')}>{meta.currentClub?.name ?? none}</Fact>}
          {!aboutData && <Fact label={t('meta.currentTeam')}>{meta.currentTeam?.name ?? none}</Fact>}
          {process.type === 'move' && <Fact label={t('meta.newClub')}>{meta.newClub?.name ?? none}</Fact>}
          {process.type === 'move' && <Fact label={t('meta.newTeam')}>{meta.newTeam?.name ?? none}</Fact>}
          {!aboutData && <Fact label={t('meta.sport')}>{process.sport?.name ?? none}</Fact>}
          <Fact label={t('meta.association')}>{process.association.name}</Fact>
          <Fact label={t('meta.startedBy')}>{process.started_by ? personName(process.started_by) : none}</Fact>
          <Fact label={t('meta.created')}>{formatDate(process.created_at)}</Fact>
          {process.completed_at && <Fact label={t('meta.completed')}>{formatDate(process.completed_at)}</Fact>}
        </SimpleGrid>
      </Card>
      <ProcessChanges process={process} />
      <section aria-labelledby="process-approvals">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h5" id="process-approvals">
            {t('approvals.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('progress', { done: process.approvals_done, total: process.approvals_total })}
          </Text>
        </Group>
        <Card withBorder padding={0}>
          {(process.requiredApprovals ?? []).map((a) => (
            <Approval key={a.id} approval={a} />
          ))}
        </Card>
      </section>
      {(meta.canApprove || meta.canForceApprove || meta.canWithdraw) && (
        <Group gap="sm">
          {meta.canApprove && (
            <Button leftSection={<IconCheck size={16} aria-hidden />} loading={busy} onClick={() => void act('approve')}>
              {t('actions.approve')}
            </Button>
          )}
          {meta.canForceApprove && (
            <Button
              variant="light"
              color="grape"
              leftSection={<IconBolt size={16} aria-hidden />}
              onClick={() => setConfirm('force-approve')}
            >
              {t('actions.forceApprove')}
            </Button>
          )}
          {meta.canWithdraw && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => setConfirm('withdraw')}
            >
              {t('actions.withdraw')}
            </Button>
          )}
        </Group>
      )}
      <ConfirmModal
        opened={confirm !== null}
        title={t(confirm === 'withdraw' ? 'actions.withdrawTitle' : 'actions.forceTitle')}
        message={t(confirm === 'withdraw' ? 'actions.withdrawConfirm' : 'actions.forceConfirm')}
        confirmLabel={t(confirm === 'withdraw' ? 'actions.withdraw' : 'actions.forceApprove')}
        cancelLabel={t('actions.cancel')}
        busy={busy}
        onConfirm={() => confirm && void act(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
