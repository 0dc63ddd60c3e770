// The service worker on a guest's served page without the app (as client/lib/offline.ts does in the app, decision
// 052): registered when the page is idle; then what this page used (its stylesheet, boot.js's and the islands' code),
// the page itself and its answers go into the worker's caches, so the page opens offline as it was seen.
import { servedPage } from './island';

/** The worker's cache names (client/lib/offline-cache.ts; a unit test compares them). */
export const ASSETS = 'assets';
export const PAGES = 'pages';
export const STATISTICS = 'statistics';

async function keepWhatThisPageLoaded(registration: ServiceWorkerRegistration): Promise<void> {
  const assets = [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map(String),
    ),
  ];
  const cache = await caches.open(ASSETS);
  const missing = (await Promise.all(assets.map(async (url) => ((await cache.match(url)) ? undefined : url)))).filter(
    (url) => url !== undefined,
  );
  if (missing.length > 0) registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: missing } });
  const pages = await caches.open(PAGES);
  if (!(await pages.match(location.href, { ignoreVary: true }))) await pages.add(location.href).catch(() => undefined);
  // The answers too: the page asks the API nothing, so the worker never sees them, and the app's shell draws from them
  // offline where the page itself is not kept (decision 025).
  const statistics = await caches.open(STATISTICS);
  for (const [address, data] of Object.entries(servedPage()?.answers ?? {}))
    if (/^\/api\/stats\//.test(address))
      await statistics
        .put(address, new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } }))
        .catch(() => undefined);
}

export function startOfflineSupport(): void {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  const controlledAtLoad = navigator.serviceWorker.controller !== null;
  // A new version takes over at once (skipWaiting, clientsClaim): a page it did not load reloads, as in the app.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlledAtLoad) window.location.reload();
  });
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then(keepWhatThisPageLoaded)
      .catch(() => undefined);
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(register, { timeout: 2000 })
      : window.setTimeout(register, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
