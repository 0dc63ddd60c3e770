// The team page's roster order (docs/product.md#statistics: first click sorts descending, a second click flips, name resets the order).
import type { RosterEntryDTO } from '../../../shared/schemas/stats';

export const ROSTER_SORT_KEYS = ['games_played', 'goals', 'assists', 'fouls', 'foul_timeout'] as const;
export type RosterSortKey = (typeof ROSTER_SORT_KEYS)[number];
/** null: the base order, by name. */
export type RosterSort = { key: RosterSortKey; desc: boolean } | null;

export function nextSort(current: RosterSort, clicked: RosterSortKey | 'name'): RosterSort {
  if (clicked === 'name') return null;
  if (current?.key === clicked) return { key: clicked, desc: !current.desc };
  return { key: clicked, desc: true };
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

export function sortRoster(entries: RosterEntryDTO[], sort: RosterSort): RosterEntryDTO[] {
  const byName = (a: RosterEntryDTO, b: RosterEntryDTO) => collator.compare(a.name, b.name) || a.player_id - b.player_id;
  return [...entries].sort((a, b) => {
    if (!sort) return byName(a, b);
    const diff = a[sort.key] - b[sort.key];
    return (sort.desc ? -diff : diff) || byName(a, b);
  });
}
