// Points leaders (spec: rank, name, jersey number, team, games, goals, assists, points; players with 0 points
// hidden until 'Alle anzeigen').
import { Button, Card, Group, Stack, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StatsPointsDTO } from '../../../shared/schemas/stats';
import { PlayerCells, PlayerHeaders } from '../../ui/stats/PlayerCell';
import { StatsTable } from '../../ui/stats/StatsTable';
import { NoData, TableSkeleton } from '../../ui/stats/StatsStates';
import { usePhone } from '../../ui/stats/use-phone';
import { categoryPath, useStats } from './api';
import { useStatsViewer } from './StatsViewerLayout';

export function PointsTab() {
  const { t } = useTranslation('stats');
  const { type, id, seasonId, base, search } = useStatsViewer();
  const phone = usePhone();
  const [showAll, { toggle }] = useDisclosure(false);
  const { data } = useStats<StatsPointsDTO>(categoryPath(type, id, 'points', seasonId));
  if (!data) return <TableSkeleton />;
  const scorers = data.players.filter((p) => p.points > 0);
  const players = showAll ? data.players : scorers;
  const hidden = data.players.length - scorers.length;

  return (
    <Stack gap="sm">
      {players.length === 0 ? (
        <NoData />
      ) : (
        <Card withBorder padding={0}>
          <StatsTable minWidth={phone ? 340 : 560} aria-label={t('tabs.points')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} ta="right">
                  {t('players.rank')}
                </Table.Th>
                <PlayerHeaders phone={phone} />
                <Table.Th ta="right">{t('players.games')}</Table.Th>
                <Table.Th ta="right">{t('players.goals')}</Table.Th>
                <Table.Th ta="right">{phone ? t('players.assistsShort') : t('players.assists')}</Table.Th>
                <Table.Th ta="right">{phone ? t('players.pointsShort') : t('players.points')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {players.map((p) => (
                <Table.Tr key={`${p.player_id}-${p.team_id}`}>
                  <Table.Td ta="right" fw={600}>
                    {p.rank}
                  </Table.Td>
                  <PlayerCells player={p} phone={phone} teamHref={`${base}/teams/${p.team_id}${search}`} />
                  <Table.Td ta="right">{p.games_played}</Table.Td>
                  <Table.Td ta="right">{p.goals}</Table.Td>
                  <Table.Td ta="right">{p.assists}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {p.points}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StatsTable>
        </Card>
      )}
      {hidden > 0 && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={toggle}
            leftSection={showAll ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            aria-pressed={showAll}
          >
            {showAll ? t('players.showScorers') : t('players.showAll')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
