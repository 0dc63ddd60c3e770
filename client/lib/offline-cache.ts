// The service worker's runtime caches (client/vite.config.ts: same names, same rules), for the page's own use
// (client/lib/offline.ts). Kept apart from the worker's registration so that code under test can import it.

export const ASSETS = 'assets';
export const PAGES = 'pages';
export const STATISTICS = 'statistics';
/** The session state, the signed-in user and the score sheets seen: a signed-in page reloaded without a network. */
export const SESSION = 'session';
export const isStatistics = (path: string) => path.startsWith('/api/stats/') && !/\/live$|\.pdf$/.test(path);

/**
 * A statistics answer the page fetched before the worker controls it (the first load): kept in the worker's cache
 * as it would have kept it, without asking the server again. Once the worker controls the page it keeps them itself.
 */
export function keepForOffline(url: string, response: Response): void {
  if (!('caches' in window) || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  const { pathname } = new URL(url, location.origin);
  if (!isStatistics(pathname) || response.status !== 200) return;
  void caches
    .open(STATISTICS)
    .then((cache) => cache.put(url, response))
    .catch(() => undefined);
}
