// A sign-out the server did not hear waits on this device (client/api/pending-sign-out.ts): only the app sends it and
// says so on the sign-in page, so a page with such a wait loads the app at once.

/** The app's storage key of the waiting sign-out (client/api/pending-sign-out.ts; a unit test compares them). */
export const SIGN_OUT_PENDING_KEY = 'portal-sign-out-pending';

export function signOutWaits(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}
