// The rows an admin ticked in a list, or "all matching the search": kept per search, so a new search starts empty.
import { useCallback, useState } from 'react';

export interface Selection {
  /** Every row the search matches (the server resolves the search again), or only the ticked ids. */
  all: boolean;
  ids: ReadonlySet<number>;
}

const EMPTY: Selection = { all: false, ids: new Set() };

export function useSelection(searchKey: string) {
  const [state, setState] = useState<{ key: string; selection: Selection }>({ key: searchKey, selection: EMPTY });
  const selection = state.key === searchKey ? state.selection : EMPTY;
  const set = useCallback((next: Selection) => setState({ key: searchKey, selection: next }), [searchKey]);
  return {
    selection,
    isSelected: (id: number) => selection.all || selection.ids.has(id),
    toggle: (id: number) => {
      const ids = new Set(selection.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      set({ all: false, ids });
    },
    /** Ticks the loaded rows (or unticks them when all are ticked). */
    togglePage: (pageIds: readonly number[]) => {
      const allTicked = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
      const ids = new Set(selection.ids);
      for (const id of pageIds) {
        if (allTicked) ids.delete(id);
        else ids.add(id);
      }
      set({ all: false, ids });
    },
    selectAll: () => set({ all: true, ids: new Set() }),
    clear: () => set(EMPTY),
  };
}

export type SelectionState = ReturnType<typeof useSelection>;

/** How many persons a selection names, given the search's total. */
export const selectedCount = (selection: Selection, total: number | undefined) =>
  selection.all ? (total ?? 0) : selection.ids.size;
