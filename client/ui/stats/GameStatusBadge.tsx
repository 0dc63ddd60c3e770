// A postponed or cancelled game on the public side (docs/product.md#game-day): a badge with the reason as its title,
// nothing for a game as scheduled. A cancelled game counts for nothing; the badge says so instead of a score.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatsGameDTO } from '../../../shared/schemas/stats';

export function GameStatusBadge({
  game,
  size = 'sm',
}: {
  game: Pick<StatsGameDTO, 'status' | 'status_reason'>;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation('stats');
  if (game.status === 'scheduled') return null;
  return (
    // A span: the badge stands in lines of text (a game's status beside its score).
    <Badge
      component="span"
      size={size}
      variant="light"
      color={game.status === 'cancelled' ? 'red' : 'yellow'}
      title={game.status_reason ?? undefined}
      data-testid="game-status-badge"
    >
      {t(`games.status.${game.status}`)}
    </Badge>
  );
}
