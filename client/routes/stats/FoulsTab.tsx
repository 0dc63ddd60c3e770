// Fouls ranking (docs/product.md#statistics: name, jersey number, team, technical and personal counts, total time mm:ss),
// its first rows until more are asked for (client/ui/stats/row-limit.tsx); a served page embeds those rows only.
import { Card, Group, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../ui/stats/format';
import { LiveNotCounted } from '../../ui/stats/LiveNotCounted';
import { Cell, PlayerCells, PlayerHeaders, StatsRow } from '../../ui/stats/PlayerCell';
import { StatsTable } from '../../ui/stats/StatsTable';
import { NoData, TableSkeleton } from '../../ui/stats/StatsStates';
import { usePhone } from '../../ui/stats/use-phone';
import { FIRST_ROWS, MoreRowsButton } from '../../ui/stats/row-limit';
import { contract } from '../../../shared/contract';
import type { StatsFoulsDTO } from '../../../shared/schemas/stats';
import { urlOf } from '../../api/endpoints';
import { embedInstead, useWholeAnswer, type MaybeAbridged } from '../../ui/stats/first-rows';
import { categoryInput, useStats } from './api';
import { useStatsViewer } from './StatsViewerLayout';

/** The answer, or a served page's first rows of it with the number of players in all (client/ui/stats/first-rows.ts). */
type ServedFouls = MaybeAbridged<StatsFoulsDTO, { total: number }>;

export function FoulsTab() {
  const { t } = useTranslation('stats');
  const { type, id, seasonId, base, search } = useStatsViewer();
  const phone = usePhone();
  const [limit, setLimit] = useState(FIRST_ROWS);
  const input = categoryInput(type, id, seasonId);
  const { data: answer, mutate } = useStats(contract.stats.fouls, input);
  const data = answer as ServedFouls | undefined;
  // A served page came with the first rows only: more rows ask for the whole answer.
  useWholeAnswer(data?.abridged !== undefined, limit > FIRST_ROWS, mutate);
  if (!data) return <TableSkeleton />;
  embedInstead(urlOf(contract.stats.fouls, input), () => ({
    ...data,
    players: data.players.slice(0, FIRST_ROWS),
    abridged: { total: data.players.length },
  }));
  const total = data.abridged?.total ?? data.players.length;
  const waiting = data.abridged !== undefined && limit > FIRST_ROWS;
  if (total === 0) return <NoData />;
  return (
    <Stack gap="sm">
      <LiveNotCounted live={data.has_live} />
      <Card withBorder padding={0} aria-busy={waiting || undefined} style={{ opacity: waiting ? 0.6 : undefined }}>
        <StatsTable minWidth={phone ? 340 : 520} aria-label={t('tabs.fouls')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} ta="right">
                {t('players.rank')}
              </Table.Th>
              <PlayerHeaders phone={phone} />
              <Table.Th ta="right">{phone ? t('fouls.technicalShort') : t('fouls.technical')}</Table.Th>
              <Table.Th ta="right">{phone ? t('fouls.personalShort') : t('fouls.personal')}</Table.Th>
              <Table.Th ta="right">{phone ? t('fouls.timeShort') : t('fouls.time')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.players.slice(0, limit).map((p) => (
              <StatsRow key={`${p.player_id}-${p.team_id}`}>
                <Cell right bold={600}>
                  {p.rank}
                </Cell>
                <PlayerCells player={p} phone={phone} teamHref={`${base}/teams/${p.team_id}${search}`} />
                <Cell right>{p.technical_count}</Cell>
                <Cell right>{p.personal_count}</Cell>
                <Cell right bold={700}>
                  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatClock(p.total_timeout)}</span>
                </Cell>
              </StatsRow>
            ))}
          </Table.Tbody>
        </StatsTable>
      </Card>
      {total > limit && (
        <Group justify="center">
          <MoreRowsButton rest={total - limit} onMore={setLimit} />
        </Group>
      )}
    </Stack>
  );
}
