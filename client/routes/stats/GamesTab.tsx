// Games tab: the season's games (docs/product.md#statistics).
import { useTranslation } from 'react-i18next';
import { GamesTable } from '../../ui/stats/GamesTable';
import { TableSkeleton } from '../../ui/stats/StatsStates';
import { contract } from '../../../shared/contract';
import { categoryInput, useStats } from './api';
import { useLiveCategory } from '../../lib/live';
import { useStatsViewer } from './StatsViewerLayout';

export function GamesTab() {
  const { t } = useTranslation('stats');
  const { type, id, seasonId, base, search } = useStatsViewer();
  const { data } = useStats(contract.stats.games, categoryInput(type, id, seasonId));
  useLiveCategory(type, id);
  if (!data) return <TableSkeleton />;
  return <GamesTable games={data.games} base={base} search={search} caption={t('tabs.games')} />;
}
