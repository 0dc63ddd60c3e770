// The one HTTP error handler (docs/product.md#error-reactions): which page to go to and which toast to show.
import { redirect } from 'react-router';
import { mutate } from 'swr';
import i18n from '../i18n';
import type { ApiError } from './api-error';
import { SELF_KEY } from './hooks';

/**
 * The toast module (and Mantine's notification store) comes with the first error, not with the first download of a
 * public page; a toast shown meanwhile waits in the store like any other (client/ui/Toasts.tsx).
 */
function showErrorToast(text: string): void {
  void import('../ui/toast').then(({ showError }) => showError(text));
}

export interface ErrorReaction {
  /** Where to send the user; undefined keeps them on the page. */
  to?: string;
  /** Already translated toast text. */
  toast?: string;
}

/** Statuses whose answer is about the input: the user stays and reads the translated code. */
const INPUT_ERROR_STATUSES = new Set([400, 409, 413, 415, 422, 431]);

/** Translated text of a server error code, or the generic one for codes the client does not know. */
export function errorText(error: ApiError): string {
  return error.code ? i18n.t(`errors:${error.code}`, { defaultValue: i18n.t('errors:generic') }) : i18n.t('errors:generic');
}

export function reactionTo(error: ApiError): ErrorReaction {
  const { status, code } = error;
  if (INPUT_ERROR_STATUSES.has(status)) return { toast: errorText(error) };
  // No answer at all (offline): the page stays as the service worker opened it, its own data waits for the network.
  // A loader that cannot load its page still ends on the error page (redirectForError gives no redirect for this).
  if (status === 0) return { toast: i18n.t('errors:offline') };
  // A wrong signature PIN is about the input, not the session: the signer stays and types it again.
  if (status === 401 && code === 'InvalidPin') return { toast: errorText(error) };
  if (status === 401) {
    if (code === 'PasswordNeedReset' && error.token) {
      return { to: `/password/reset/${encodeURIComponent(error.token)}?policyMismatch=1` };
    }
    if (code === 'NeedReAuth') return { to: '/reLogin' };
    if (code === 'InvalidPassword') return { to: '/login', toast: i18n.t('errors:InvalidPassword') };
    return { to: '/login', toast: i18n.t('errors:signInAgain') };
  }
  // Terms waiting for consent (a new version meanwhile): home, where the consent gate shows, with the reason.
  if (status === 403 && code === 'ConsentRequired') return { to: '/home', toast: errorText(error) };
  if (status === 403) return { to: '/home', toast: i18n.t('errors:UnauthorizedAction') };
  if (status === 429) return { toast: i18n.t('errors:TooManyRequests') };
  // The database is away for a moment (restart, failover): the user keeps the page and the form and may retry;
  // swr refetches by itself. A page that cannot load at all still ends on the error page (session loaders).
  // The same when it is too busy for a moment (a statement or lock wait over its time limit: DatabaseBusy).
  if (status === 503 && (code === 'DatabaseUnavailable' || code === 'DatabaseBusy')) return { toast: errorText(error) };
  // Too many pictures in the image queue (server/platform/image-queue.ts): the same, try again in a moment.
  if (status === 503 && code === 'ServerBusy') return { toast: i18n.t('errors:ServerBusy') };
  return { to: '/error' };
}

type Navigator = (to: string) => void;
let navigator: Navigator = (to) => window.location.assign(to);

/** The router registers itself here, so the handler can navigate without a React hook. */
export function setNavigator(next: Navigator): void {
  navigator = next;
}

/** For event handlers and swr: toast and navigate right away. */
export function handleHttpError(error: ApiError): void {
  const reaction = reactionTo(error);
  // A game code's session has no account to sign in to nor a home: it starts again at its own page (decision 050).
  if (window.location.pathname.startsWith('/scorer') && (reaction.to === '/login' || reaction.to === '/home')) {
    reaction.to = '/scorer';
  }
  // The cached user may predate the pending terms: reloading it is what brings up the gate.
  if (error.code === 'ConsentRequired') void mutate(SELF_KEY);
  if (reaction.toast) showErrorToast(reaction.toast);
  if (reaction.to && reaction.to !== window.location.pathname) navigator(withComeback(reaction.to));
}

/** /reLogin comes back to the page that asked for the password (an admin write, an export). */
function withComeback(to: string): string {
  if (to !== '/reLogin') return to;
  return `/reLogin?${new URLSearchParams({ next: `${window.location.pathname}${window.location.search}` })}`;
}

/** For route loaders: toast now, and hand back the redirect the loader should throw (or null to stay). */
export function redirectForError(error: ApiError): Response | null {
  const reaction = reactionTo(error);
  if (reaction.toast) showErrorToast(reaction.toast);
  return reaction.to ? redirect(reaction.to) : null;
}
