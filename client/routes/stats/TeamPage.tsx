// Team page (docs/product.md#statistics): the team's games (own name muted, not linked) and the sortable roster.
import { Button, Card, Center, Group, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarPlus, IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicFollowButton } from '../../ui/follows/FollowButton';
import { formatClock } from '../../ui/stats/format';
import { GamesTable } from '../../ui/stats/GamesTable';
import { LiveNotCounted } from '../../ui/stats/LiveNotCounted';
import { StatsTable } from '../../ui/stats/StatsTable';
import { NoData, StatsNotFound, TableSkeleton } from '../../ui/stats/StatsStates';
import { usePhone } from '../../ui/stats/use-phone';
import { usePlayerName } from '../../ui/stats/player-name';
import { usePageTitle } from '../../ui/use-page-title';
import { teamCalendarPath, webcalUrl } from '../../../shared/calendar';
import { contract } from '../../../shared/contract';
import { toSupportedLanguage } from '../../i18n/languages';
import { siteHost } from '../../lib/render-context';
import { isNotFound } from '../../api/endpoints';
import { useStats } from './api';
import { useLiveCategory } from '../../lib/live';
import { nextSort, sortRoster, type RosterSort, type RosterSortKey } from './roster-sort';
import { useStatsViewer } from './StatsViewerLayout';

interface SortHeaderProps {
  label: string;
  /** Shown on phones instead of `label` (which stays the accessible name). */
  short?: string;
  phone: boolean;
  column: RosterSortKey | 'name';
  sort: RosterSort;
  onSort: (column: RosterSortKey | 'name') => void;
  align?: 'left' | 'right';
}

function SortHeader({ label, short, phone, column, sort, onSort, align = 'right' }: SortHeaderProps) {
  const { t } = useTranslation('stats');
  const active = column === 'name' ? sort === null : sort?.key === column;
  const Icon = !active || column === 'name' ? IconSelector : sort?.desc ? IconChevronDown : IconChevronUp;
  const ariaSort = !active ? undefined : column === 'name' ? 'ascending' : sort?.desc ? 'descending' : 'ascending';
  return (
    <Table.Th aria-sort={ariaSort} p={0}>
      <UnstyledButton
        onClick={() => onSort(column)}
        w="100%"
        px={phone ? 6 : 'sm'}
        py="sm"
        // The name begins with what is seen (WCAG 2.5.3): the short label on phones, then what the button does.
        aria-label={phone && short ? `${short} – ${t('team.sortBy', { column: label })}` : t('team.sortBy', { column: label })}
        style={{ display: 'flex', justifyContent: align === 'right' ? 'flex-end' : 'flex-start' }}
      >
        {/* Spans only: a button holds phrasing content. */}
        <Group gap={4} wrap="nowrap" component="span">
          <Text span fw={700} size="sm" c={active ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
            {phone && short ? short : label}
          </Text>
          {/* On phones only the active column shows its arrow: the room goes to the numbers. */}
          {(!phone || (active && column !== 'name')) && (
            <Center component="span">
              <Icon size={14} stroke={1.8} aria-hidden />
            </Center>
          )}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function TeamPage() {
  const { t, i18n } = useTranslation('stats');
  const nameOf = usePlayerName();
  const { teamID = '' } = useParams();
  const { type, id, seasonId, base, search, categoryName } = useStatsViewer();
  const { data, error } = useStats(contract.stats.team, {
    params: { type, id, teamID },
    query: { seasonID: seasonId ?? undefined },
  });
  useLiveCategory(type, id);
  const [sort, setSort] = useState<RosterSort>(null);
  const phone = usePhone();
  usePageTitle(data ? `${data.team.name} · ${categoryName ?? ''}` : t('title'));

  if (isNotFound(error)) return <StatsNotFound />;
  if (!data) return <TableSkeleton />;
  const roster = sortRoster(data.team.roster, sort);
  const onSort = (column: RosterSortKey | 'name') => setSort((current) => nextSort(current, column));
  const common = { sort, onSort, phone };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {data.team.name}
        </Title>
        <Group gap="xs" wrap="wrap">
          <PublicFollowButton target="team" id={data.team.id} name={data.team.name} />
          {/* The team's own games feed (the header's button subscribes to the whole league's). */}
          <Button
            component="a"
            href={webcalUrl(
              siteHost(),
              teamCalendarPath(data.team.id, toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)),
            )}
            variant="light"
            size="compact-md"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            aria-label={t('calendar.teamOf', { name: data.team.name })}
            data-testid="team-calendar"
          >
            {t('calendar.team')}
          </Button>
        </Group>
      </Group>
      <section aria-labelledby="team-games">
        <Title order={3} size="h5" mb="xs" id="team-games">
          {t('team.games')}
        </Title>
        <GamesTable games={data.team.games} base={base} search={search} ownTeamId={data.team.id} caption={t('team.games')} />
      </section>
      <section aria-labelledby="team-roster">
        <Title order={3} size="h5" mb="xs" id="team-roster">
          {t('team.roster')}
        </Title>
        <LiveNotCounted live={data.has_live} mb="xs" />
        {roster.length === 0 ? (
          <NoData />
        ) : (
          <Card withBorder padding={0}>
            <StatsTable minWidth={phone ? 340 : 540} aria-labelledby="team-roster">
              <Table.Thead>
                <Table.Tr>
                  {!phone && (
                    <Table.Th w={56} ta="right">
                      {t('players.jersey')}
                    </Table.Th>
                  )}
                  <SortHeader label={t('players.name')} column="name" align="left" {...common} />
                  <SortHeader label={t('players.gamesLong')} short={t('players.games')} column="games_played" {...common} />
                  <SortHeader label={t('players.goals')} column="goals" {...common} />
                  <SortHeader label={t('players.assists')} short={t('players.assistsShort')} column="assists" {...common} />
                  <SortHeader label={t('team.fouls')} column="fouls" {...common} />
                  <SortHeader label={t('fouls.time')} short={t('fouls.timeShort')} column="foul_timeout" {...common} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {roster.map((r) => (
                  <Table.Tr key={r.player_id}>
                    {!phone && (
                      <Table.Td ta="right" c="dimmed">
                        {r.jersey_number ?? '–'}
                      </Table.Td>
                    )}
                    <Table.Td fw={500} style={{ whiteSpace: phone ? undefined : 'nowrap' }}>
                      {phone && r.jersey_number && (
                        <Text span size="xs" c="dimmed" mr={4}>
                          #{r.jersey_number}
                        </Text>
                      )}
                      {nameOf(r.name, r.erased)}
                    </Table.Td>
                    <Table.Td ta="right">{r.games_played}</Table.Td>
                    <Table.Td ta="right">{r.goals}</Table.Td>
                    <Table.Td ta="right">{r.assists}</Table.Td>
                    <Table.Td ta="right">{r.fouls}</Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatClock(r.foul_timeout)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StatsTable>
          </Card>
        )}
      </section>
    </Stack>
  );
}
