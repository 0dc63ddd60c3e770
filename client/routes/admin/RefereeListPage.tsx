// admin.referees.list.main (/admin/referees, "Schiedsrichterliste"): quick search (250 ms), licence badges,
// load-more and the export link.
import { Badge, Button, Card, Group, Stack, Switch, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QUICK_SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import { can } from '../../../shared/permissions';
import type { RefereeLicenseDTO } from '../../../shared/schemas/referees';
import { useSelf } from '../../api/hooks';
import { formatDate } from '../../lib/datetime';
import { UserAvatar } from '../../ui/UserAvatar';
import { usePageTitle } from '../../ui/use-page-title';
import { readRefereeQuery, refereeSearch, useRefereeList } from './api';
import classes from './admin.module.css';
import { RefereeSelectionBar } from './selection/ListSelection';
import { SelectableRowIf } from './selection/SelectableRow';
import { useSelection } from './selection/use-selection';
import { LicenseExpirySelect } from './LicenseExpirySelect';
import { RefereeCells, RefereeViewsBar, useRefereeColumns } from './list-views/RefereeViews';
import { sortName } from '../../../shared/person-name';

export function LicenseBadge({ license }: { license: RefereeLicenseDTO }) {
  const { t } = useTranslation('common');
  const level = license.levels.find((l) => l.level === license.level);
  return (
    <Badge
      size="sm"
      variant={license.is_valid ? 'filled' : 'outline'}
      color={level?.color ?? license.color}
      title={`${t('labelValue', { label: license.name, value: String(level?.caption ?? license.level) })} (${formatDate(license.start_date)} – ${license.end_date ? formatDate(license.end_date) : '∞'})`}
    >
      {license.abbreviation} {license.level}
    </Badge>
  );
}

export function RefereeListPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('referees.title'));
  const { data: self } = useSelf();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const query = readRefereeQuery(params);
  const list = useRefereeList(query);
  const selection = useSelection(refereeSearch(query));
  const mayBulk = can(self, 'referees.edit');
  const columns = useRefereeColumns(params);
  const update = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const debounced = useDebouncedCallback((q: string) => update('q', q.trim() || null), QUICK_SEARCH_DEBOUNCE_MS);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('referees.title')}
        </Title>
        <Text size="sm" c="dimmed" data-testid="referee-count">
          {list.total === undefined ? '…' : t('referees.count', { count: list.total })}
        </Text>
      </Group>
      <Group gap="sm">
        <TextInput
          size="xs"
          aria-label={t('list.quickSearch')}
          placeholder={t('list.quickSearch')}
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            debounced(e.currentTarget.value);
          }}
          w={260}
        />
        <Switch
          size="xs"
          label={t('referees.validOnly')}
          checked={params.get('valid') === '1'}
          onChange={(e) => update('valid', e.currentTarget.checked ? '1' : null)}
        />
        <LicenseExpirySelect params={params} setParams={setParams} />
        {can(self, 'referees.export') && (list.total ?? 0) > 0 && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconDownload size={14} />}
            component={Link}
            to={`/admin/referees/export${refereeSearch(query)}`}
          >
            {t('list.export')}
          </Button>
        )}
      </Group>
      <RefereeViewsBar params={params} setParams={setParams} columns={columns} />
      {mayBulk && (
        <RefereeSelectionBar
          state={selection}
          onChanged={list.reload}
          pageIds={list.items.map((r) => r.id)}
          total={list.total}
          search={{ ...(query.q ? { q: query.q } : {}), ...(query.valid ? { valid: true } : {}) }}
        />
      )}
      <Card withBorder padding={0}>
        {list.items.length === 0 && !list.loading ? (
          <Text c="dimmed" p="md" size="sm">
            {t('common.noData')}
          </Text>
        ) : (
          list.items.map((r) => (
            <SelectableRowIf key={r.id} on={mayBulk} id={r.id} label={sortName(r)} state={selection}>
              <UnstyledButton component={Link} to={`/admin/referees/${r.id}`} className={classes.row} data-testid="referee-row">
                <Group wrap="nowrap" gap="sm">
                  <UserAvatar
                    personId={r.id}
                    firstname={r.firstname}
                    lastname={r.lastname}
                    avatarState={r.avatar_state}
                    size={32}
                    radius="xl"
                  />
                  <Text fw={600} size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                    {sortName(r)}
                  </Text>
                  <RefereeCells
                    referee={r}
                    columns={columns}
                    licenses={r.refereeLicenses.map((l) => (
                      <LicenseBadge key={l.id} license={l} />
                    ))}
                  />
                </Group>
              </UnstyledButton>
            </SelectableRowIf>
          ))
        )}
      </Card>
      {list.hasMore && (
        <Group justify="center">
          <Button variant="default" onClick={list.loadMore} loading={list.loadingMore}>
            {t('list.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
