// Tabelle: standings per group (docs/product.md#statistics: rank, team, GP, W, T, L, own:enemy, points).
import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StandingGroupDTO } from '../../../shared/schemas/stats';
import { StatsTable } from '../../ui/stats/StatsTable';
import { NoData, TableSkeleton } from '../../ui/stats/StatsStates';
import { usePhone } from '../../ui/stats/use-phone';
import { contract } from '../../../shared/contract';
import { categoryInput, useStats } from './api';
import { useStatsViewer } from './StatsViewerLayout';

function Abbr({ short, long }: { short: string; long: string }) {
  return (
    // The browser's own tooltip (title): no tooltip library for the standings page to download.
    <abbr title={long} style={{ textDecoration: 'none', cursor: 'help', whiteSpace: 'nowrap' }}>
      {short}
    </abbr>
  );
}

function GroupTable({ group, index }: { group: StandingGroupDTO; index: number }) {
  const { t } = useTranslation('stats');
  const { base, search } = useStatsViewer();
  const phone = usePhone();
  const title = group.table.name ?? t('standings.table');
  const titleId = `standings-${group.table.id ?? index}`;
  return (
    <Card withBorder padding={0} component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" px="md" pt="sm" pb="xs" id={titleId}>
        {title}
      </Title>
      <StatsTable minWidth={phone ? 340 : 430} aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={phone ? 32 : 48} ta="right">
              <Abbr short={t('standings.rank')} long={t('standings.rankLong')} />
            </Table.Th>
            <Table.Th>{t('standings.team')}</Table.Th>
            <Table.Th ta="right" w={phone ? undefined : 64}>
              <Abbr short={t('standings.gp')} long={t('standings.gpLong')} />
            </Table.Th>
            {phone ? (
              <Table.Th ta="center">
                <Abbr short={t('standings.record')} long={t('standings.recordLong')} />
              </Table.Th>
            ) : (
              <>
                <Table.Th ta="right" w={56}>
                  <Abbr short={t('standings.w')} long={t('standings.wLong')} />
                </Table.Th>
                <Table.Th ta="right" w={56}>
                  <Abbr short={t('standings.t')} long={t('standings.tLong')} />
                </Table.Th>
                <Table.Th ta="right" w={56}>
                  <Abbr short={t('standings.l')} long={t('standings.lLong')} />
                </Table.Th>
              </>
            )}
            <Table.Th ta="center" w={phone ? undefined : 96}>
              {t('standings.goals')}
            </Table.Th>
            <Table.Th ta="right" w={phone ? undefined : 64}>
              <Abbr short={t('standings.points')} long={t('standings.pointsLong')} />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.teams.map((team) => (
            <Table.Tr key={team.team_id}>
              <Table.Td ta="right" fw={600}>
                {team.rank}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`${base}/teams/${team.team_id}${search}`} size="sm" fw={500}>
                  {team.team_name}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{team.stats.games_played}</Table.Td>
              {phone ? (
                <Table.Td ta="center" style={{ whiteSpace: 'nowrap' }}>
                  {team.stats.games_won}-{team.stats.games_tied}-{team.stats.games_lost}
                </Table.Td>
              ) : (
                <>
                  <Table.Td ta="right">{team.stats.games_won}</Table.Td>
                  <Table.Td ta="right">{team.stats.games_tied}</Table.Td>
                  <Table.Td ta="right">{team.stats.games_lost}</Table.Td>
                </>
              )}
              <Table.Td ta="center" style={{ whiteSpace: 'nowrap' }}>
                {team.stats.own_score}:{team.stats.enemy_score}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {team.stats.points}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StatsTable>
    </Card>
  );
}

export function StandingsTab() {
  const { t } = useTranslation('stats');
  const { type, id, seasonId } = useStatsViewer();
  const { data } = useStats(contract.stats.groups, categoryInput(type, id, seasonId));
  if (!data) return <TableSkeleton />;
  const groups = data.groups.filter((g) => g.teams.length > 0);
  if (groups.length === 0) return <NoData />;
  return (
    <Stack gap="md">
      {groups.map((group, i) => (
        <GroupTable key={group.table.id ?? i} group={group} index={i} />
      ))}
      <Text size="xs" c="dimmed">
        {t('standings.rule', data.points_rule)} {t('standings.tieBreak')}
      </Text>
    </Stack>
  );
}
