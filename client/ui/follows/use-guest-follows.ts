// The browser's follows for the public pages' components, with the store (client/islands/follows-store.ts) loaded
// after the first draw: a statistics page's first chunks stay within their budget (client/build/budget.ts).
import { useEffect, useState } from 'react';
import type { GuestFollow } from '../../islands/follows-store';

export const loadFollowsStore = () => import('../../lib/follows');

/** The browser's follows: none on the server and in the first draw (as the served page), then the stored list. */
export function useGuestFollows(): GuestFollow[] {
  const [list, setList] = useState<GuestFollow[]>([]);
  useEffect(() => {
    let live = true;
    let stop = () => undefined as void;
    void loadFollowsStore().then((store) => {
      if (!live) return;
      const read = () => setList(store.guestFollows());
      read();
      stop = store.onGuestFollowsChange(read);
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return list;
}
