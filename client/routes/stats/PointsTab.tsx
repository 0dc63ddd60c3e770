// Points leaders (docs/product.md#statistics: rank, name, jersey number, team, games, goals, assists, points; players with 0 points
// hidden until 'Alle anzeigen', and 'Weniger anzeigen' hides them again). Hundreds of rows: a name search and a team
// filter (in the browser, over all players of the answer), a header row that stays below the top bar, and the first
// rows only until more are asked for (client/ui/stats/row-limit.ts). What the table shows is points-view.ts's; a served
// page embeds its first view only (client/ui/stats/first-rows.ts).
import { Button, Card, CloseButton, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconChevronUp, IconEye, IconSearch, IconChevronDown } from '@tabler/icons-react';
import { startTransition, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveNotCounted } from '../../ui/stats/LiveNotCounted';
import { Cell, PlayerCells, PlayerHeaders, StatsRow } from '../../ui/stats/PlayerCell';
import { usePlayerName } from '../../ui/stats/player-name';
import { StatsTable } from '../../ui/stats/StatsTable';
import { NoData, TableSkeleton } from '../../ui/stats/StatsStates';
import { usePhone } from '../../ui/stats/use-phone';
import { FIRST_ROWS, MoreRowsButton } from '../../ui/stats/row-limit';
import { contract } from '../../../shared/contract';
import { urlOf } from '../../api/endpoints';
import { embedInstead, useWholeAnswer } from '../../ui/stats/first-rows';
import { categoryInput, useStats } from './api';
import {
  abridgePoints,
  foldName,
  isFiltering,
  isFirstView,
  servedPointsView,
  teamsOf,
  type PointsFilter,
  type ServedPoints,
} from './points-view';
import { useStatsViewer } from './StatsViewerLayout';

export function PointsTab() {
  const { t } = useTranslation('stats');
  const { type, id, seasonId, base, search } = useStatsViewer();
  const phone = usePhone();
  const nameOf = usePlayerName();
  const [showAll, setShowAll] = useState(false);
  const [limit, setLimit] = useState(FIRST_ROWS);
  const [query, setQuery] = useState('');
  const [teamId, setTeamId] = useState<string | null>(null);
  const deferredQuery = useDeferredValue(query);
  const top = useRef<HTMLDivElement>(null);
  const input = categoryInput(type, id, seasonId);
  const { data: answer, mutate } = useStats(contract.stats.points, input);
  const data = answer as ServedPoints | undefined;
  const teams = useMemo(() => (data ? (data.abridged?.teams ?? teamsOf(data.players)) : []), [data]);
  const filter: PointsFilter = { needle: foldName(deferredQuery.trim()), teamId, showAll, limit };
  const firstView = isFirstView(filter);
  // A served page came with the first view only: anything more asks for the whole answer (focus on a filter, ahead).
  const askAhead = useWholeAnswer(data?.abridged !== undefined, !firstView || query !== '', mutate);
  if (!data) return <TableSkeleton />;
  // The page embeds what its first view needs, not all players (client/ui/stats/first-rows.ts).
  if (firstView) embedInstead(urlOf(contract.stats.points, input), () => abridgePoints(data));

  // Until the whole answer is here, the first view stays, marked busy.
  const waiting = data.abridged !== undefined && !firstView;
  const { shown, total, rest, hidden } = servedPointsView(data, filter, nameOf, teams);
  const filtering = isFiltering(filter);
  const canShowLess = !filtering && (showAll || limit > FIRST_ROWS);
  const canShowAll = !filtering && !showAll && hidden > 0;
  const showEverything = () =>
    startTransition(() => {
      setShowAll(true);
      setLimit(Infinity);
    });
  const showLess = () => {
    setShowAll(false);
    setLimit(FIRST_ROWS);
    top.current?.scrollIntoView({ block: 'start' });
  };

  if (total === 0) return <NoData />;
  return (
    <Stack gap="sm" ref={top} style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0rem) + 8px)' }}>
      <LiveNotCounted live={data.has_live} />
      <Group
        gap="xs"
        align="flex-end"
        wrap="wrap"
        role="search"
        aria-label={t('players.filters')}
        onFocus={askAhead}
        onPointerDown={askAhead}
      >
        <TextInput
          label={t('players.search')}
          placeholder={t('players.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            query ? <CloseButton size="sm" aria-label={t('players.clearSearch')} onClick={() => setQuery('')} /> : null
          }
          style={{ flex: '1 1 200px' }}
          type="search"
        />
        {/* The phone's own picker for a team (a native select): no list component for the page to download. */}
        <NativeSelect
          rightSection={<IconChevronDown size={16} aria-hidden />}
          rightSectionPointerEvents="none"
          label={t('players.team')}
          data={[{ value: '', label: t('players.allTeams') }, ...teams]}
          value={teamId ?? ''}
          onChange={(event) => setTeamId(event.currentTarget.value || null)}
          style={{ flex: '1 1 200px' }}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="points-count">
        {t('players.count', { shown: shown.length, total })}
      </Text>
      {shown.length === 0 ? (
        <Card withBorder padding="md">
          <Text c="dimmed" size="sm">
            {t('players.noMatch')}
          </Text>
        </Card>
      ) : (
        // overflow visible: the card must not hold the sticky header.
        <Card
          withBorder
          padding={0}
          aria-busy={waiting || undefined}
          style={{ overflow: 'visible', opacity: waiting ? 0.6 : undefined, transition: 'opacity 150ms' }}
        >
          <StatsTable minWidth={phone ? 340 : 560} aria-label={t('tabs.points')} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} ta="right">
                  {t('players.rank')}
                </Table.Th>
                <PlayerHeaders phone={phone} />
                <Table.Th ta="right">
                  <abbr title={t('players.gamesLong')}>{t('players.games')}</abbr>
                </Table.Th>
                <Table.Th ta="right">{t('players.goals')}</Table.Th>
                <Table.Th ta="right">{phone ? t('players.assistsShort') : t('players.assists')}</Table.Th>
                <Table.Th ta="right">{phone ? t('players.pointsShort') : t('players.points')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((p) => (
                <StatsRow key={`${p.player_id}-${p.team_id}`}>
                  <Cell right bold={600}>
                    {p.rank}
                  </Cell>
                  <PlayerCells player={p} phone={phone} teamHref={`${base}/teams/${p.team_id}${search}`} />
                  <Cell right>{p.games_played}</Cell>
                  <Cell right>{p.goals}</Cell>
                  <Cell right>{p.assists}</Cell>
                  <Cell right bold={700}>
                    {p.points}
                  </Cell>
                </StatsRow>
              ))}
            </Table.Tbody>
          </StatsTable>
        </Card>
      )}
      {(rest > 0 || canShowLess || canShowAll) && (
        <Group justify="center">
          <MoreRowsButton rest={rest} onMore={setLimit} />
          {canShowLess && (
            <Button variant="default" onClick={showLess} leftSection={<IconChevronUp size={16} aria-hidden />}>
              {t('players.showLess')}
            </Button>
          )}
          {canShowAll && (
            <Button variant="default" onClick={showEverything} leftSection={<IconEye size={16} aria-hidden />}>
              {t('players.showAllCount', { count: total - shown.length })}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
