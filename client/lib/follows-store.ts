// A guest's follows kept in the browser (localStorage) and merged into the account at sign-in (decision 056). Plain
// TypeScript without React or the app's API client: the public pages' small scripts import it too.
import type { FollowRefDTO, FollowTargetKind } from '../../shared/schemas/follows';
import { FOLLOWS_KEY, FOLLOWS_LIMIT, parseGuestFollows, sendGuestFollows, type GuestFollow } from '../islands/guest-follows';

// The list's names and format live with the sign-in page's island, which merges them too (one copy).
export { FOLLOW_KINDS, FOLLOWS_KEY, FOLLOWS_LIMIT, type GuestFollow } from '../islands/guest-follows';

const listeners = new Set<() => void>();
let cached: { raw: string | null; list: GuestFollow[] } | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(FOLLOWS_KEY);
  } catch {
    return null;
  }
}

/** The browser's follows (a stable array between changes, for useSyncExternalStore). */
export function guestFollows(): GuestFollow[] {
  const raw = read();
  if (cached?.raw === raw) return cached.list;
  const list = parseGuestFollows(raw);
  cached = { raw, list };
  return list;
}

function write(list: GuestFollow[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(FOLLOWS_KEY);
    else window.localStorage.setItem(FOLLOWS_KEY, JSON.stringify(list.slice(-FOLLOWS_LIMIT)));
  } catch {
    // Storage blocked or full: the follow lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

const same = (a: FollowRefDTO, b: FollowRefDTO) => a.target === b.target && a.id === b.id;

export function isGuestFollowing(target: FollowTargetKind, id: number): boolean {
  return guestFollows().some((f) => same(f, { target, id }));
}

export function addGuestFollow(follow: GuestFollow): void {
  const list = guestFollows().filter((f) => !same(f, follow));
  write([...list, { target: follow.target, id: follow.id, ...(follow.name ? { name: follow.name } : {}) }]);
}

export function removeGuestFollow(target: FollowTargetKind, id: number): void {
  write(guestFollows().filter((f) => !same(f, { target, id })));
}

export function clearGuestFollows(): void {
  write([]);
}

/** Called on every change, in this page and (through the storage event) in the browser's other tabs. */
export function onGuestFollowsChange(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FOLLOWS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * After a sign-in: the browser's follows join the account's (POST /api/self/follows/merge) and the browser forgets
 * them. A failure keeps them for the next sign-in; it never stops the sign-in itself.
 */
export async function mergeGuestFollows(): Promise<boolean> {
  if (!(await sendGuestFollows(guestFollows()))) return false;
  clearGuestFollows();
  return true;
}
