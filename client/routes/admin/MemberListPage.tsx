// admin.member.list.main (/admin/member, "Mitglieder"): count, list with load-more, and the sidebar with quick
// search (250 ms), reset, advanced search, actions, sort and the filter boxes. The query lives in the URL.
import { Anchor, Button, Card, Grid, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconAdjustments, IconDownload, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT, QUICK_SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import { can } from '../../../shared/permissions';
import type { FilterOptionDTO } from '../../../shared/schemas/persons';
import { FILTER_BOX_SUBJECTS, type FilterBoxSubject } from '../../../shared/schemas/rql';
import { useSelf } from '../../api/hooks';
import { FilterBox } from '../../ui/admin/FilterBox';
import { usePageTitle } from '../../ui/use-page-title';
import { ActiveFilters } from './ActiveFilters';
import {
  memberSearch,
  readMemberQuery,
  useAdminOptions,
  useMemberFilters,
  useMemberList,
  type MemberQuery,
  type Term,
} from './api';
import { listScrollKey, type ListReturn } from './list-return';
import { combineRql } from '../../../shared/rql';
import { MemberSelectionBar } from './selection/ListSelection';
import { useSelection } from './selection/use-selection';
import { keepColumns, useShownColumns } from './list-views/api';
import { ColumnChooser } from './list-views/ColumnChooser';
import { MemberTable } from './list-views/MemberTable';
import { SavedViews } from './list-views/SavedViews';

function selectedOf(terms: Term[], subject: string): string[] {
  return terms.flatMap((term) => {
    if (term.subject !== subject) return [];
    if (term.op === 'eq' && term.value !== null) return [term.value];
    if (term.op === 'in') return term.values.filter((v): v is string => v !== null);
    return [];
  });
}

/** Toggling a box option rewrites that subject's eq/in term; other criteria stay as they are. */
export function toggleTerm(terms: Term[], subject: string, value: string): Term[] {
  const current = selectedOf(terms, subject);
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const rest = terms.filter(
    (t) => !(t.subject === subject && (t.op === 'eq' || t.op === 'in') && !(t.op === 'eq' && t.value === null)),
  );
  if (next.length === 0) return rest;
  return [...rest, next.length === 1 ? { op: 'eq', subject, value: next[0]! } : { op: 'in', subject, values: next }];
}

/**
 * Keeps the scroll position of the list per query (sessionStorage), and scrolls back to it when a member's details
 * send the admin back ("Zurück" with restoreScroll), once the rows that were loaded are there again.
 */
function useScrollReturn(search: string, restore: boolean, list: { items: unknown[]; loading: boolean }) {
  const restored = useRef(!restore);
  useEffect(() => {
    // Not before the old position is back: a list still loading is short and clamps the scroll.
    const save = () => restored.current && sessionStorage.setItem(listScrollKey(search), String(window.scrollY));
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [search]);
  useEffect(() => {
    if (restored.current || list.loading || list.items.length === 0) return;
    restored.current = true;
    const y = Number(sessionStorage.getItem(listScrollKey(search)) ?? 0);
    if (y > 0) window.scrollTo({ top: y });
  }, [search, list.loading, list.items.length]);
}

export function MemberListPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('list.title'));
  const { data: self } = useSelf();
  const [params, setParams] = useSearchParams();
  const query = readMemberQuery(params);
  const list = useMemberList(query, PAGE_SIZE_DEFAULT, 'aclLabels,tags', query.page + 1);
  const columns = useShownColumns(query);
  const { data: filters } = useMemberFilters(query);
  const { data: options } = useAdminOptions();
  const [search, setSearch] = useState(query.q);
  const location = useLocation();
  const back: ListReturn = { listSearch: location.search };
  // Back to where the admin was: through "Zurück" on a member's details, or the browser's back button.
  const navigation = useNavigationType();
  const returning = (location.state as { restoreScroll?: boolean } | null)?.restoreScroll === true || navigation === 'POP';
  useScrollReturn(location.search, returning, list);
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [sidebar, setSidebar] = useState(false);
  const selection = useSelection(memberSearch({ ...query, orderBy: 'persons.lastname', desc: false }));
  const mayBulk = can(self, 'persons.update');

  // A changed search starts at its first page and is no saved view any more.
  const apply = (next: Partial<MemberQuery>) => {
    setParams(new URLSearchParams(memberSearch({ ...query, page: 0, view: undefined, ...next })), { replace: true });
  };
  const debouncedSearch = useDebouncedCallback((q: string) => apply({ q: q.trim() }), QUICK_SEARCH_DEBOUNCE_MS);

  const optionLabel = (subject: FilterBoxSubject) => (o: FilterOptionDTO) => {
    switch (subject) {
      case 'gender':
        return t(`gender.${o.value as 'male' | 'female'}`);
      case 'position':
        return t(`positions.${o.value as 'attack'}`);
      case 'admin':
        return t(`roles.${o.label as 'none'}`);
      case 'alumni':
        return o.value === '1' ? t('labels.alumni') : t('labels.active');
      case 'team':
        return `${o.label} (${[o.gender && o.gender !== 'none' ? t(`gender.${o.gender as 'male'}`) : null, o.sport].filter(Boolean).join(', ')})`;
      default:
        return o.label;
    }
  };

  const canExport = can(self, 'persons.export') && (list.total ?? 0) > 0;
  const sidebarContent = (
    <Stack gap="md">
      <TextInput
        aria-label={t('list.quickSearch')}
        placeholder={t('list.quickSearch')}
        leftSection={<IconSearch size={14} />}
        size="xs"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          debouncedSearch(e.currentTarget.value);
        }}
      />
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconX size={12} />}
          onClick={() => {
            setSearch('');
            setParams(new URLSearchParams(), { replace: true });
          }}
        >
          {t('list.reset')}
        </Button>
        {can(self, 'clubs.list') && (
          <Anchor component={Link} to={`/admin/member/advancedSearch${memberSearch(query)}`} size="xs">
            {t('list.advancedSearch')}
          </Anchor>
        )}
      </Group>
      {(can(self, 'persons.create') || canExport) && (
        <Stack gap={4}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('list.actions')}
          </Text>
          {can(self, 'persons.create') && (
            <Button
              component={Link}
              to="/admin/members/new"
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} />}
              justify="start"
            >
              {t('list.create')}
            </Button>
          )}
          {canExport && (
            <Button
              component={Link}
              to={`/admin/member/export${memberSearch(query)}`}
              size="compact-sm"
              variant="light"
              leftSection={<IconDownload size={14} />}
              justify="start"
            >
              {t('list.export')}
            </Button>
          )}
        </Stack>
      )}
      <Stack gap={4}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {t('list.sort')}
        </Text>
        <SegmentedControl
          size="xs"
          value={query.orderBy}
          onChange={(v) => apply({ orderBy: v as MemberQuery['orderBy'] })}
          data={[
            { value: 'persons.lastname', label: t('list.sortLastname') },
            { value: 'persons.created_at', label: t('list.sortCreated') },
          ]}
        />
        <SegmentedControl
          size="xs"
          value={query.desc ? 'desc' : 'asc'}
          onChange={(v) => apply({ desc: v === 'desc' })}
          data={[
            { value: 'asc', label: t('list.asc') },
            { value: 'desc', label: t('list.desc') },
          ]}
        />
      </Stack>
      {FILTER_BOX_SUBJECTS.map((subject) => (
        <FilterBox
          key={subject}
          title={t(`subjects.${subject}`)}
          options={filters?.[subject] ?? []}
          selected={selectedOf(query.terms, subject)}
          label={optionLabel(subject)}
          onToggle={(value) => apply({ terms: toggleTerm(query.terms, subject, value) })}
        />
      ))}
    </Stack>
  );

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 1, md: 1 }}>
        {wide ? (
          <Card withBorder padding="sm">
            {sidebarContent}
          </Card>
        ) : (
          <Stack gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconAdjustments size={14} />}
              onClick={() => setSidebar((v) => !v)}
              aria-expanded={sidebar}
            >
              {t('list.filters')}
              {query.terms.length > 0 ? ` (${query.terms.length})` : ''}
            </Button>
            {sidebar && (
              <Card withBorder padding="sm">
                {sidebarContent}
              </Card>
            )}
          </Stack>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 2, md: 2 }}>
        <Group justify="space-between" mb="xs">
          <Title order={1} size="h3">
            {t('list.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="member-count">
            {list.total === undefined ? '…' : t('list.count', { count: list.total })}
          </Text>
        </Group>
        <ActiveFilters
          terms={query.terms}
          q={query.q}
          filters={filters}
          options={options}
          optionLabel={optionLabel}
          onRemove={(index) => apply({ terms: query.terms.filter((_, i) => i !== index) })}
          onClearSearch={() => {
            setSearch('');
            apply({ q: '' });
          }}
        />
        <SavedViews query={query} columns={columns} onSaved={(view) => apply({ ...query, view: view.id })} />
        {mayBulk && (
          <MemberSelectionBar
            state={selection}
            onChanged={list.reload}
            pageIds={list.items.map((p) => p.id)}
            total={list.total}
            search={{ ...(combineRql(query.terms) ? { rql: combineRql(query.terms) } : {}), ...(query.q ? { q: query.q } : {}) }}
            tags={options?.tags ?? []}
            canExport={canExport}
          />
        )}
        <Group justify="flex-end" mb={4}>
          <ColumnChooser
            columns={columns}
            onChange={(next) => {
              void keepColumns(next);
              // The admin's own columns now: an open view with columns of its own is left.
              if (query.view) apply({ ...query });
            }}
          />
        </Group>
        {list.items.length === 0 && !list.loading ? (
          <Card withBorder padding={0}>
            <Text c="dimmed" p="md" size="sm">
              {t('common.noData')}
            </Text>
          </Card>
        ) : (
          <MemberTable
            items={list.items}
            columns={columns}
            back={back}
            onResize={(next) => void keepColumns(next)}
            {...(mayBulk ? { selection } : {})}
          />
        )}
        {list.hasMore && (
          <Group justify="center" mt="sm">
            <Button
              variant="default"
              onClick={() => {
                list.loadMore();
                apply({ ...query, page: query.page + 1, view: query.view });
              }}
              loading={list.loadingMore}
            >
              {t('list.loadMore')}
            </Button>
          </Group>
        )}
      </Grid.Col>
    </Grid>
  );
}
