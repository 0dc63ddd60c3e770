// A game decided otherwise than by play on the public side (docs/product.md#game-day): "kampflos" for a forfeit,
// "abgebrochen" for an abandoned game whose score stands; shown beside its score, nothing for a game played out.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatsGameDTO } from '../../../shared/schemas/stats';

export function OutcomeBadge({ game, size = 'sm' }: { game: Pick<StatsGameDTO, 'outcome'>; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('stats');
  if (!game.outcome) return null;
  return (
    // In its own words, not upper case: it sits under a score in a narrow column.
    <Badge size={size} variant="light" color="orange" tt="none" data-testid="game-outcome-badge">
      {t(`games.outcome.${game.outcome}`)}
    </Badge>
  );
}
