// Goalies of a category's season (docs/decisions/051-goalies-overtime-and-shootout.md): games, minutes in net, shots
// and goals against, saves, save share and goals against per 60 minutes, its first rows until more are asked for.
import { Card, Group, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveNotCounted } from '../../ui/stats/LiveNotCounted';
import { Cell, PlayerCells, PlayerHeaders, StatsRow } from '../../ui/stats/PlayerCell';
import { StatsTable } from '../../ui/stats/StatsTable';
import { NoData, TableSkeleton } from '../../ui/stats/StatsStates';
import { usePhone } from '../../ui/stats/use-phone';
import { FIRST_ROWS, MoreRowsButton } from '../../ui/stats/row-limit';
import { contract } from '../../../shared/contract';
import { categoryInput, useStats } from './api';
import { useStatsViewer } from './StatsViewerLayout';

const decimal = (value: number | null, language: string, digits: number) =>
  value === null ? '–' : value.toLocaleString(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function GoaliesTab() {
  const { t, i18n } = useTranslation('stats');
  const { type, id, seasonId, base, search } = useStatsViewer();
  const phone = usePhone();
  const [limit, setLimit] = useState(FIRST_ROWS);
  const { data } = useStats(contract.stats.goalies, categoryInput(type, id, seasonId));
  if (!data) return <TableSkeleton />;
  if (data.goalies.length === 0) return <NoData />;
  const language = i18n.resolvedLanguage ?? 'de';
  const head = (key: 'games' | 'minutes' | 'shots' | 'goalsAgainst' | 'saves' | 'savePercentage' | 'gaa') => (
    <Table.Th ta="right" title={t(`goalies.${key}`)}>
      {phone ? t(`goalies.${key}Short`) : t(`goalies.${key}`)}
    </Table.Th>
  );
  return (
    <Stack gap="sm">
      <LiveNotCounted live={data.has_live} />
      <Card withBorder padding={0}>
        <StatsTable minWidth={phone ? 520 : 760} aria-label={t('tabs.goalies')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} ta="right">
                {t('players.rank')}
              </Table.Th>
              <PlayerHeaders phone={phone} />
              {head('games')}
              {head('minutes')}
              {head('shots')}
              {head('goalsAgainst')}
              {head('saves')}
              {head('savePercentage')}
              {head('gaa')}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.goalies.slice(0, limit).map((g) => (
              <StatsRow key={`${g.player_id}-${g.team_id}`}>
                <Cell right bold={600}>
                  {g.rank}
                </Cell>
                <PlayerCells player={g} phone={phone} teamHref={`${base}/teams/${g.team_id}${search}`} />
                <Cell right>{g.games_played}</Cell>
                <Cell right>{Math.floor(g.seconds_played / 60)}</Cell>
                <Cell right>{g.shots_against}</Cell>
                <Cell right>{g.goals_against}</Cell>
                <Cell right>{g.saves}</Cell>
                <Cell right bold={700}>
                  {decimal(g.save_percentage === null ? null : g.save_percentage * 100, language, 1)}
                </Cell>
                <Cell right>{decimal(g.goals_against_average, language, 2)}</Cell>
              </StatsRow>
            ))}
          </Table.Tbody>
        </StatsTable>
      </Card>
      {data.goalies.length > limit && (
        <Group justify="center">
          <MoreRowsButton rest={data.goalies.length - limit} onMore={setLimit} />
        </Group>
      )}
    </Stack>
  );
}
