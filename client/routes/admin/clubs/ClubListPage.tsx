// admin.clubs.list.main (/admin/clubs, "Vereine"): count, sidebar toggle, rows with logo, name and male/female member
// counts (active members by gender, alumni apart: together the member list's club filter count), load-more and
// scroll-to-top; the sidebar has the quick search (250 ms), reset and the export link. The
// list is one request with page size 0 (docs/product.md#ids-and-paging); load-more reveals it in steps of the default page size.
import { ActionIcon, Button, Card, Grid, Group, Stack, Text, TextInput, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import {
  IconDownload,
  IconGenderFemale,
  IconGenderMale,
  IconLayoutSidebar,
  IconSchool,
  IconSearch,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT, QUICK_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import type { ClubDTO } from '../../../../shared/schemas/clubs';
import { ClubLogo } from '../../../ui/clubs/ClubLogo';
import { ScrollTopButton } from '../../../ui/clubs/ScrollTopButton';
import { usePageTitle } from '../../../ui/use-page-title';
import classes from '../admin.module.css';
import { useAdminClubList } from './api';
import { ClubSelectionBar } from '../selection/ClubSelectionBar';
import { SelectableRowIf } from '../selection/SelectableRow';
import { useSelection } from '../selection/use-selection';
import { useSelf } from '../../../api/hooks';
import { can } from '../../../../shared/permissions';

function ClubRow({ club }: { club: Pick<ClubDTO, 'id' | 'name' | 'city' | 'avatarState' | 'memberCount'> }) {
  const { t } = useTranslation('adminClubs');
  const count = club.memberCount ?? { male: 0, female: 0, alumni: 0 };
  return (
    <UnstyledButton component={Link} to={`/admin/clubs/${club.id}`} className={classes.row} data-testid="club-row">
      <Group wrap="nowrap" gap="sm">
        <ClubLogo clubId={club.id} name={club.name} avatarState={club.avatarState} size={36} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={2}>
            {club.name}
          </Text>
          {club.city && (
            <Text size="xs" c="dimmed" truncate>
              {club.city}
            </Text>
          )}
        </Stack>
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Group
            gap={2}
            wrap="nowrap"
            aria-label={t('list.male', { count: count.male })}
            title={t('list.male', { count: count.male })}
          >
            <IconGenderMale size={16} aria-hidden />
            <Text size="sm" ta="right" miw={24}>
              {count.male}
            </Text>
          </Group>
          <Group
            gap={2}
            wrap="nowrap"
            aria-label={t('list.female', { count: count.female })}
            title={t('list.female', { count: count.female })}
          >
            <IconGenderFemale size={16} aria-hidden />
            <Text size="sm" ta="right" miw={24}>
              {count.female}
            </Text>
          </Group>
          {/* Alumni are members too (the member list's club filter counts them): shown apart, so the sum agrees. */}
          <Group
            gap={2}
            wrap="nowrap"
            aria-label={t('list.alumni', { count: count.alumni })}
            title={t('list.alumni', { count: count.alumni })}
            data-testid="club-alumni"
          >
            <IconSchool size={16} aria-hidden />
            <Text size="sm" ta="right" miw={24} c="dimmed">
              {count.alumni}
            </Text>
          </Group>
        </Group>
      </Group>
    </UnstyledButton>
  );
}

export function ClubListPage() {
  const { t } = useTranslation('adminClubs');
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const [shown, setShown] = useState(PAGE_SIZE_DEFAULT);
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [sidebarChoice, setSidebar] = useState<boolean | null>(null);
  const sidebar = sidebarChoice ?? wide;
  const { data, isLoading } = useAdminClubList(q);
  const clubs = data?.data ?? [];
  const total = data?.meta.total_results;
  const selection = useSelection(q);
  const { data: self } = useSelf();

  const apply = (next: string) => {
    setShown(PAGE_SIZE_DEFAULT);
    setParams(next ? new URLSearchParams({ q: next }) : new URLSearchParams(), { replace: true });
  };
  const debounced = useDebouncedCallback((value: string) => apply(value.trim()), QUICK_SEARCH_DEBOUNCE_MS);

  const sidebarContent = (
    <Stack gap="md">
      <TextInput
        size="xs"
        aria-label={t('list.quickSearch')}
        placeholder={t('list.quickSearch')}
        leftSection={<IconSearch size={14} />}
        value={search}
        maxLength={120}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          debounced(e.currentTarget.value);
        }}
      />
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconX size={12} />}
          onClick={() => {
            setSearch('');
            apply('');
          }}
        >
          {t('list.reset')}
        </Button>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconDownload size={12} />}
          component={Link}
          to={`/admin/club/export${q ? `?${new URLSearchParams({ q })}` : ''}`}
        >
          {t('list.export')}
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Grid gap="md">
      {sidebar && (
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder padding="sm" data-testid="club-sidebar">
            {sidebarContent}
          </Card>
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, md: sidebar ? 9 : 12 }}>
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={t('list.sidebar')}>
              <ActionIcon
                variant={sidebar ? 'light' : 'default'}
                aria-label={t('list.sidebar')}
                aria-expanded={sidebar}
                onClick={() => setSidebar(!sidebar)}
              >
                <IconLayoutSidebar size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Title order={1} size="h3">
              {t('list.title')}
            </Title>
          </Group>
          <Text size="sm" c="dimmed" data-testid="club-count">
            {total === undefined ? '…' : t('list.count', { count: total })}
          </Text>
        </Group>
        <ClubSelectionBar
          state={selection}
          pageIds={clubs.slice(0, shown).map((c) => c.id)}
          total={total}
          q={q}
          canMail={can(self, 'clubs.editProfile')}
        />
        <Card withBorder padding={0}>
          {clubs.length === 0 && !isLoading ? (
            <Text c="dimmed" p="md" size="sm">
              {t('list.empty')}
            </Text>
          ) : (
            clubs.slice(0, shown).map((club) => (
              <SelectableRowIf key={club.id} on id={club.id} label={club.name} state={selection}>
                <ClubRow club={club} />
              </SelectableRowIf>
            ))
          )}
        </Card>
        {clubs.length > shown && (
          <Group justify="center" mt="sm">
            <Button variant="default" onClick={() => setShown((n) => n + PAGE_SIZE_DEFAULT)}>
              {t('list.loadMore')}
            </Button>
          </Group>
        )}
        {/* Room below the last row for the scroll-to-top button (bottom 20 px + 44 px), so it covers no row. */}
        <div aria-hidden style={{ height: 72 }} />
        <ScrollTopButton label={t('list.scrollTop')} />
      </Grid.Col>
    </Grid>
  );
}
