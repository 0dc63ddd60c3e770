// A sign-out the server did not hear (no network at the time): remembered on the device, which counts as signed out
// meanwhile, and sent before any other request once the server answers again (docs/security.md, "Attack review, round 3").
import { contract } from '../../shared/contract';

/** The address client.ts keeps free of the gate: the sign-out itself. */
export const SIGN_OUT_PATH = `/api${contract.auth.signOut.path}`;

export const KEY = 'portal-sign-out-pending';

const listeners = new Set<() => void>();
function changed(): void {
  for (const listener of listeners) listener();
}

/** Called when a sign-out starts or stops waiting (the login page's notice). */
export function onPendingSignOutChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a sign-out waits for the server: the app shows the signed-out state whatever the cookie says. */
export function signOutPending(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** Remembers a sign-out the server did not hear; storage survives a reload, a closed tab and a restarted browser. */
export function rememberSignOut(): void {
  localStorage.setItem(KEY, new Date().toISOString());
  changed();
}

function forgetSignOut(): void {
  localStorage.removeItem(KEY);
  changed();
}

/** The server did not get it, or could not end the session: no answer, 408, 429 or a 5xx. */
export const notHeard = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

let sending: Promise<boolean> | null = null;

/**
 * Sends the waiting sign-out, once however many callers ask at the same time. True when no sign-out waits any more
 * (it was sent now, or none was waiting); false while the server cannot be reached.
 */
export function finishSignOut(): Promise<boolean> {
  if (!signOutPending()) return Promise.resolve(true);
  sending ??= (async () => {
    try {
      const response = await fetch(SIGN_OUT_PATH, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (notHeard(response.status)) return false;
      forgetSignOut();
      return true;
    } catch {
      return false;
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/** At the app's start and whenever the network returns, a waiting sign-out goes out first. */
export function startPendingSignOut(): void {
  void finishSignOut();
  window.addEventListener('online', () => void finishSignOut());
}
