// How a member's details lead back to the member list as it was: the list's query travels in the link's
// state, the scroll position per query in sessionStorage.

/** The state a list row hands to the details page. */
export interface ListReturn {
  /** The list's URL search ("?rql=...&q=..."), empty for the plain list. */
  listSearch: string;
}

export const listScrollKey = (search: string) => `member-list-scroll:${search}`;

/** Where "Zurück" on a member's details goes: the list with the filters it came from. */
export function listReturnOf(state: unknown): { to: string; state: { restoreScroll: boolean } } {
  const search = (state as Partial<ListReturn> | null)?.listSearch;
  const valid = typeof search === 'string' && (search === '' || search.startsWith('?'));
  return { to: `/admin/member${valid ? search : ''}`, state: { restoreScroll: valid } };
}
