// A long player table (points, fouls: 400-500 players in a league's season) draws its first 50 rows, and a served page
// embeds what those rows need rather than the whole answer: the rows themselves and the figures the page shows about
// the rest (how many in all, the team list). The points page was 20 KB of gzip per view with every player embedded, and
// served 3,400 views/s instead of 5,000. The browser asks for the whole answer only when the reader wants
// more than the first rows (a search, a team, "show more"), and may ask ahead when the reader reaches for the filters.
import { useCallback, useEffect, useRef } from 'react';
import { renderContext } from '../../lib/render-context';

/** An answer as a served page embedded it: the first rows in `players`, and `abridged` about the whole. */
export type MaybeAbridged<T extends { players: unknown[] }, A> = T & { abridged?: A };

/** On the server, while the page renders: embed `data()` for `address` instead of the answer the page was drawn with. */
export function embedInstead(address: string, data: () => unknown): void {
  renderContext()?.embed?.set(address, data());
}

/**
 * Asks for the whole answer once the reader wants more than the embedded first rows (`wanted`), or at once on `ahead()`
 * (focus on a filter: the answer is likely here before the first letter is typed). swr's mutate() fetches the key
 * again and replaces the embedded answer with the whole one.
 */
export function useWholeAnswer(abridged: boolean, wanted: boolean, mutate: () => Promise<unknown>): () => void {
  // Once per embedded answer (mutate() does not join a request under way); again after a failed one.
  const asking = useRef(false);
  const ask = useCallback(() => {
    if (!abridged || asking.current) return;
    asking.current = true;
    mutate()
      .catch(() => undefined)
      .finally(() => (asking.current = false));
  }, [abridged, mutate]);
  useEffect(() => {
    if (wanted) ask();
  }, [wanted, ask]);
  return ask;
}
