// Games tab: the season's games (docs/product.md#statistics), opening at the current matchday (client/ui/stats/
// matchday.ts); the earlier and later games are one tap away, so a long season renders a handful of rows at first.
import { Button, Group, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsGameDTO } from '../../../shared/schemas/stats';
import { GamesTable } from '../../ui/stats/GamesTable';
import { currentMatchday } from '../../ui/stats/matchday';
import { TableSkeleton } from '../../ui/stats/StatsStates';
import { contract } from '../../../shared/contract';
import { categoryInput, useStats } from './api';
import { useLiveCategory } from '../../lib/live';
import { useStatsViewer } from './StatsViewerLayout';

function MatchdayGames({ games, base, search }: { games: StatsGameDTO[]; base: string; search: string }) {
  const { t } = useTranslation('stats');
  const [earlier, setEarlier] = useState(false);
  const [later, setLater] = useState(false);
  const { from, to } = currentMatchday(games);
  const shown = games.slice(earlier ? 0 : from, later ? games.length : to);
  return (
    <Stack gap="xs">
      {!earlier && from > 0 && (
        <Group justify="center">
          <Button variant="subtle" leftSection={<IconChevronUp size={16} aria-hidden />} onClick={() => setEarlier(true)}>
            {t('games.earlier', { count: from })}
          </Button>
        </Group>
      )}
      <GamesTable games={shown} base={base} search={search} caption={t('tabs.games')} />
      {!later && to < games.length && (
        <Group justify="center">
          <Button variant="subtle" leftSection={<IconChevronDown size={16} aria-hidden />} onClick={() => setLater(true)}>
            {t('games.later', { count: games.length - to })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function GamesTab() {
  const { type, id, seasonId, base, search } = useStatsViewer();
  const { data } = useStats(contract.stats.games, categoryInput(type, id, seasonId));
  useLiveCategory(type, id);
  if (!data) return <TableSkeleton />;
  // A season switch starts again at that season's current matchday.
  return <MatchdayGames key={data.season?.id ?? 'none'} games={data.games} base={base} search={search} />;
}
