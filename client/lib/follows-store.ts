// A guest's follows kept in the browser (localStorage) and merged into the account at sign-in (decision 056). Plain
// TypeScript without React or the app's API client: the public pages' small scripts import it too.
import type { FollowRefDTO, FollowTargetKind } from '../../shared/schemas/follows';

/**
 * FOLLOW_TARGETS and MAX_FOLLOWS of shared/schemas/follows.ts, copied: that module brings zod along, too heavy for a
 * public page's small script (follows-push.test.ts keeps the copies equal).
 */
export const FOLLOW_KINDS: readonly FollowTargetKind[] = ['team', 'competition', 'game'];
export const FOLLOWS_LIMIT = 100;

/** Where the list is kept; the format is `[{ target, id, name? }]`, newest last. */
export const FOLLOWS_KEY = 'portal.follows';

export interface GuestFollow extends FollowRefDTO {
  /** The name as shown when followed (teams are named afresh by the server). */
  name?: string;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; list: GuestFollow[] } | null = null;

const isFollow = (value: unknown): value is GuestFollow => {
  const v = value as GuestFollow | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    FOLLOW_KINDS.includes(v.target) &&
    Number.isSafeInteger(v.id) &&
    v.id > 0 &&
    (v.name === undefined || typeof v.name === 'string')
  );
};

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
  let list: GuestFollow[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isFollow).slice(-FOLLOWS_LIMIT);
  } catch {
    // A damaged entry is an empty list, not a broken page.
  }
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
  const follows = guestFollows().map(({ target, id }) => ({ target, id }));
  if (follows.length === 0) return true;
  try {
    const response = await fetch('/api/self/follows/merge', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ follows }),
    });
    if (!response.ok) return false;
  } catch {
    return false;
  }
  clearGuestFollows();
  return true;
}
