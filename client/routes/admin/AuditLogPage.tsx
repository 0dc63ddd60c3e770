// admin.auditLog (/admin/audit-log): the one audit log, filtered by actor, member, kind of change and days, newest
// first with "load more" (keyset), each field change old -> new, and the undo of a person's field change.
import { Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import useSWRInfinite from 'swr/infinite';
import { contract } from '../../../shared/contract';
import { personName } from '../../../shared/person-name';
import { AUDIT_KINDS, type AuditLogEntryDTO, type AuditLogQuery } from '../../../shared/schemas/audit-log';
import { api, urlOf } from '../../api/endpoints';
import { formatDate, formatTime } from '../../lib/datetime';
import { useSaving } from '../../lib/use-saving';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { actionKey } from './history-entry';
import { formatValue, known } from './HistoryPage';

const FILTERS = ['actor_id', 'person_id', 'kind', 'from', 'to'] as const;
type Filter = Partial<Record<(typeof FILTERS)[number], string>>;

function readFilter(params: URLSearchParams): Filter {
  const filter: Filter = {};
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  return filter;
}

type PageQuery = Omit<AuditLogQuery, 'page_size'> & { page_size?: number };

/** The log's pages: each asks after the last entry of the one before. */
function useAuditLog(filter: Filter) {
  const queryOf = (cursor: string | null): PageQuery => ({
    ...(filter as Omit<AuditLogQuery, 'page_size' | 'cursor'>),
    ...(cursor ? { cursor } : {}),
  });
  const result = useSWRInfinite(
    (_index, previous: { meta: { next_cursor: string | null } } | null) => {
      if (previous && !previous.meta.next_cursor) return null;
      return urlOf(contract.auditLog.list, { query: queryOf(previous?.meta.next_cursor ?? null) as AuditLogQuery });
    },
    (address: string) => {
      const cursor = new URL(address, window.location.origin).searchParams.get('cursor');
      return api.auditLog.list({ query: queryOf(cursor) as AuditLogQuery });
    },
    { revalidateFirstPage: false },
  );
  const pages = result.data ?? [];
  const last = pages[pages.length - 1];
  return {
    entries: pages.flatMap((p) => p.data),
    hasMore: Boolean(last?.meta.next_cursor),
    loading: result.isLoading,
    loadMore: () => void result.setSize(result.size + 1),
    reload: () => void result.mutate(),
  };
}

function EntryRow({ entry, onUndone }: { entry: AuditLogEntryDTO; onUndone: () => void }) {
  const { t } = useTranslation('adminAudit');
  const { t: ta } = useTranslation('admin');
  const [saving, whileSaving] = useSaving();
  const key = actionKey(entry.action);
  const undo = (field: string) =>
    whileSaving(async () => {
      await api.auditLog.undo({ params: { id: entry.id }, body: { field } });
      showSuccess(t('log.undone'));
      onUndone();
    });
  return (
    <Table.Tr data-testid="audit-entry">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDate(entry.created_at)}{' '}
        <Text span size="xs" c="dimmed">
          {formatTime(entry.created_at)}
        </Text>
      </Table.Td>
      <Table.Td>{entry.actor ? personName(entry.actor) : ta('history.system')}</Table.Td>
      <Table.Td>
        {entry.subject ? (
          <Link to={`/admin/members/${entry.subject.id}`}>{personName(entry.subject)}</Link>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`kind.${entry.entity as (typeof AUDIT_KINDS)[number]}`, { defaultValue: entry.entity })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {key ? ta(`history.action.${key}`) : entry.action}
        </Text>
      </Table.Td>
      <Table.Td>
        {entry.changes.map((c) => (
          <Group key={c.field} gap={6} wrap="nowrap" data-testid="audit-change">
            <Text size="xs" style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
              <Text span fw={500} size="xs">
                {known(`admin:history.field.${c.field}`, c.field)}:
              </Text>{' '}
              {formatValue(ta, c.field, c.old, entry.names)} → {formatValue(ta, c.field, c.new, entry.names)}
            </Text>
            {c.undoable && (
              <Button size="compact-xs" variant="subtle" flex="none" loading={saving} onClick={() => void undo(c.field)}>
                {t('log.undo')}
              </Button>
            )}
          </Group>
        ))}
      </Table.Td>
    </Table.Tr>
  );
}

export function AuditLogPage() {
  const { t } = useTranslation('adminAudit');
  usePageTitle(t('log.title'));
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const log = useAuditLog(filter);
  const update = (key: (typeof FILTERS)[number], value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const idBox = (key: 'actor_id' | 'person_id') => (
    <TextInput
      size="xs"
      w={140}
      label={t(`log.${key}`)}
      value={filter[key] ?? ''}
      inputMode="numeric"
      onChange={(e) => update(key, /^\d{1,10}$/.test(e.currentTarget.value) ? e.currentTarget.value : null)}
    />
  );
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {t('log.title')}
      </Title>
      <Group gap="sm" align="end">
        {idBox('actor_id')}
        {idBox('person_id')}
        <Select
          size="xs"
          w={200}
          label={t('log.kind')}
          clearable
          data={AUDIT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          value={filter.kind ?? null}
          onChange={(v) => update('kind', v)}
          data-testid="audit-kind"
        />
        <TextInput
          size="xs"
          type="date"
          label={t('log.from')}
          value={filter.from ?? ''}
          onChange={(e) => update('from', e.currentTarget.value || null)}
        />
        <TextInput
          size="xs"
          type="date"
          label={t('log.to')}
          value={filter.to ?? ''}
          onChange={(e) => update('to', e.currentTarget.value || null)}
        />
      </Group>
      <Card withBorder padding={0}>
        {/* Scrolls sideways where the five columns do not fit (a phone): the changes are the last column. */}
        <Table.ScrollContainer minWidth={820} type="native">
          <Table striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('log.when')}</Table.Th>
                <Table.Th>{t('log.actor')}</Table.Th>
                <Table.Th>{t('log.subject')}</Table.Th>
                <Table.Th>{t('log.action')}</Table.Th>
                <Table.Th>{t('log.changes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.entries.map((e) => (
                <EntryRow key={e.id} entry={e} onUndone={log.reload} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {log.entries.length === 0 && !log.loading && (
          <Text c="dimmed" p="md" size="sm">
            {t('log.empty')}
          </Text>
        )}
      </Card>
      {log.hasMore && (
        <Group justify="center">
          <Button variant="default" onClick={log.loadMore}>
            {t('log.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
