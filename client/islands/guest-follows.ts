// A guest's follows as the browser keeps them (localStorage, decision 056) and their merge into the account after a
// sign-in: the one copy for the app (client/lib/follows-store.ts) and the sign-in page's island (sign-in.ts).
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

/** The stored text as a list; a damaged entry is an empty list, not a broken page. */
export function parseGuestFollows(raw: string | null): GuestFollow[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isFollow).slice(-FOLLOWS_LIMIT) : [];
  } catch {
    return [];
  }
}

/** POST /api/self/follows/merge with the browser's follows; false when it did not get through (kept for next time). */
export async function sendGuestFollows(follows: readonly GuestFollow[]): Promise<boolean> {
  if (follows.length === 0) return true;
  try {
    const response = await fetch('/api/self/follows/merge', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ follows: follows.map(({ target, id }) => ({ target, id })) }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
