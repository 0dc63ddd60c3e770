// "Deine Statistiken" on the start page: one row per league or tournament of the current season. Where there is
// room (the card at least WIDE_MIN px), a table with short headers that explain themselves on hover (abbr title)
// and a league column that wraps, so all six columns fit without sideways scrolling (1280 px, the narrow column
// of the two-column home). Narrower (phones): each league a block with its numbers under their full labels.
import { Box, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { PersonalStatDTO } from '../../../shared/schemas/memberships';

/** Below this card width the table would need sideways scrolling: stacked blocks instead. */
const WIDE_MIN = 460;

const COLUMNS = [
  { key: 'games', value: (s: PersonalStatDTO) => s.games_played },
  { key: 'goals', value: (s: PersonalStatDTO) => s.goals },
  { key: 'assists', value: (s: PersonalStatDTO) => s.assists },
  { key: 'fouls', value: (s: PersonalStatDTO) => s.fouls },
  { key: 'refGames', value: (s: PersonalStatDTO) => s.ref_games },
] as const;

export function PersonalStatsTable({ stats }: { stats: PersonalStatDTO[] }) {
  const { t } = useTranslation('clubs');
  const { ref, width } = useElementSize<HTMLDivElement>();
  if (stats.length === 0) return <Text c="dimmed">{t('home.noData')}</Text>;
  // Until measured (first paint) the table; a phone switches to blocks at once.
  const stacked = width > 0 && width < WIDE_MIN;
  const league = (s: PersonalStatDTO) => (
    <>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {s.league_name}
      </Text>
      <Text size="xs" c="dimmed">
        {t('home.statsSeason', { season: s.season_name })}
      </Text>
    </>
  );

  return (
    <Card withBorder padding={0} ref={ref} data-testid="personal-stats" data-layout={stacked ? 'stacked' : 'table'}>
      {stacked ? (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('home.stats')}>
          {stats.map((s, index) => (
            <Box
              component="li"
              key={`${s.league_id}-${s.tournament_id}`}
              p="sm"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              {league(s)}
              <SimpleGrid component="dl" cols={3} spacing="xs" verticalSpacing={6} mt="xs" mb={0}>
                {COLUMNS.map((column) => (
                  <div key={column.key}>
                    <Text component="dt" size="xs" c="dimmed">
                      {t(`home.columns.${column.key}Long`)}
                    </Text>
                    <Text component="dd" m={0} fw={700} size="lg" lh={1.2}>
                      {column.value(s)}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      ) : (
        <Table striped verticalSpacing="sm" horizontalSpacing="sm" aria-label={t('home.stats')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('home.columns.league')}</Table.Th>
              {COLUMNS.map((column) => (
                <Table.Th key={column.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <abbr title={t(`home.columns.${column.key}Long`)} style={{ textDecoration: 'none', cursor: 'help' }}>
                    {t(`home.columns.${column.key}`)}
                  </abbr>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.map((s) => (
              <Table.Tr key={`${s.league_id}-${s.tournament_id}`}>
                <Table.Td>{league(s)}</Table.Td>
                {COLUMNS.map((column) => (
                  <Table.Td key={column.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {column.value(s)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
