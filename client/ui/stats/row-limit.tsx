// Long player tables (points, fouls: three to four hundred rows in a league's season) show their first rows and add
// more on request. A phone then lays out and hydrates 50 rows rather than 400: the points page's HTML was 520 KB with
// 4,000 elements, and hydrating them was most of its blocking time.
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { startTransition, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';

/** Rows a long table shows at first. */
export const FIRST_ROWS = 50;
/** Rows one tap on "show more" adds. */
export const MORE_ROWS = 100;

/** "Show 100 more" below a table whose rows are cut at a limit; nothing when `rest` (rows not shown) is 0. */
export function MoreRowsButton({ rest, onMore }: { rest: number; onMore: Dispatch<SetStateAction<number>> }) {
  const { t } = useTranslation('stats');
  if (rest <= 0) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconChevronDown size={16} aria-hidden />}
      // A transition: the tap answers at once, the new rows follow.
      onClick={() => startTransition(() => onMore((limit) => limit + MORE_ROWS))}
    >
      {t('players.showMore', { count: Math.min(MORE_ROWS, rest) })}
    </Button>
  );
}
