// Route loaders that gate pages by session state (docs/product.md#member-area: session and member-facing routes).
import { redirect } from 'react-router';
import { preload } from 'swr';
import type { SessionStateDTO } from '../../shared/schemas/auth';
import { isApiError } from './api-error';
import { api } from './endpoints';
import { adoptAssociationTimeZone } from '../lib/datetime';
import { redirectForError } from './error-handler';
import { resetApiCache, SELF_KEY } from './hooks';
import { finishSignOut, notHeard, rememberSignOut } from './pending-sign-out';

/**
 * Runs an API call inside a loader. A failure becomes the redirect of docs/product.md#error-reactions, thrown so the
 * router follows it, instead of a navigation started in the middle of another one.
 */
async function inLoader<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error)) throw error;
    throw redirectForError(error) ?? redirect('/error');
  }
}

const GUEST: SessionStateDTO = { has_session: false };

/**
 * A public page served to a reader without a session cookie says so (server/pages/public-pages.ts). That holds only
 * for the document's first navigation: whichever session loader runs first takes the hint away, so a later one (after
 * a sign-in on the login page the document was served for) asks the server.
 */
let guestHint =
  typeof document !== 'undefined' && document.head.querySelector('meta[name="portal-session"][content="guest"]') !== null;
function takeGuestHint(): boolean {
  const hint = guestHint;
  guestHint = false;
  return hint;
}

const sessionState = () => inLoader(async () => (await api.auth.session({}, { ownErrors: () => true })).data);

/** Session pages (login, password lost/reset) are pointless with a session: go home. */
export async function redirectIfSignedIn(): Promise<Response | null> {
  // The server renders these pages for guests only (server/pages/public-pages.ts).
  if (import.meta.env.SSR) return null;
  takeGuestHint();
  // Signed out on this device while the server could not hear it: the session pages, whatever the cookie says.
  if (!(await finishSignOut())) return null;
  const state = await sessionState();
  return state.has_session ? redirect('/home') : null;
}

/** Everything under the main layout needs a session; the current user starts loading at once. */
export async function requireSession(): Promise<null> {
  takeGuestHint();
  if (!(await finishSignOut())) throw redirect('/login');
  const state = await sessionState();
  if (!state.has_session) throw redirect('/login');
  void preload(SELF_KEY, async () => {
    const self = (await api.self.get({})).data;
    adoptAssociationTimeZone(self.time_zone);
    return self;
  }).catch(() => undefined);
  return null;
}

/**
 * Pages open to guests too (statistics) still want to know whether to show the member menu. Without a network (status
 * 0: offline, the last-seen statistics from the service worker's cache) they open as for a guest.
 */
export async function optionalSession(): Promise<SessionStateDTO> {
  if (import.meta.env.SSR) return GUEST;
  if (takeGuestHint()) return GUEST;
  if (!(await finishSignOut())) return GUEST;
  try {
    return (await api.auth.session({}, { ownErrors: () => true })).data;
  } catch (error) {
    if (isApiError(error) && error.status === 0) return GUEST;
    throw isApiError(error) ? (redirectForError(error) ?? redirect('/error')) : error;
  }
}

/** The admin area asks the server first: 401 NeedReAuth goes to /reLogin, 403 back home. */
export async function requireAdmin(): Promise<null> {
  await inLoader(() => api.auth.adminArea({}, { ownErrors: () => true }));
  return null;
}

/**
 * Signs out. What the score sheet still queues belongs to the session that ends: deleted first (the menu warned).
 * When the server cannot be reached, the device signs out alone and the server hears it later (pending-sign-out.ts);
 * the login page says so.
 */
export async function logout(): Promise<Response> {
  // The member frame has loaded the outbox already (its sign-out warning counts the queue): no network needed.
  await import('../routes/score-sheet/outbox').then(({ clearOutbox }) => clearOutbox()).catch(() => undefined);
  try {
    await api.auth.signOut({}, { ownErrors: () => true });
  } catch (error) {
    // Any other answer (an already expired session) leaves nothing to end on the server.
    if (!isApiError(error) || notHeard(error.status)) rememberSignOut();
  }
  await resetApiCache();
  return redirect('/login');
}
