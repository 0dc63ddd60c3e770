// The service worker's registration (client/vite.config.ts, docs/decisions/025-installable-offline.md), once the page is
// idle (decision 052). The worker starts controlling the page only after the first load, so what that load fetched (the
// code chunks, the statistics' answers) is put into the worker's caches once it is ready: the page just seen then opens
// offline too.
import { registerSW } from 'virtual:pwa-register';

import { SERVED_PAGE_ID } from '../../shared/page-render';
import { ASSETS, PAGES, SESSION } from './offline-cache';

async function keepWhatThisPageLoaded(registration: ServiceWorkerRegistration): Promise<void> {
  // The sign-in page's code too: a sign-out lands there, also one without a network, and a device that signed in
  // through the server's own /login (decision 055) never loaded it.
  await import('../routes/LoginPage').catch(() => undefined);
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
  // The worker fetches them itself, through its own rule for /assets/ (Workbox's CACHE_URLS message): one request per
  // chunk, answered by the browser's HTTP cache (immutable), where a page's cache.add() went through the worker that
  // now controls it and made two. Each may fail alone: a chunk gone after a deployment must not stop the rest.
  if (missing.length > 0) registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: missing } });
  // A page the server rendered opens offline as it was seen: the worker's page cache gets it (once, asked again).
  if (document.getElementById(SERVED_PAGE_ID)) {
    const pages = await caches.open(PAGES);
    if (!(await pages.match(location.href, { ignoreVary: true }))) await pages.add(location.href).catch(() => undefined);
  }
}

/** What the score sheet queued without a network goes out from whichever page is open (outbox-sync.ts). */
function sendWaitingCommands(): void {
  void import('../routes/score-sheet/outbox-sync').then(({ sendWaiting }) => sendWaiting()).catch(() => undefined);
}

export function startOfflineSupport(): void {
  window.addEventListener('online', sendWaitingCommands);
  // At the start too, where someone is signed in on this device (a guest's page never loads the outbox).
  if ('caches' in window) void caches.has(SESSION).then((signedIn) => signedIn && sendWaitingCommands());
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // A new version reloads the page (no stale UI), but the first worker finishing its install does not: it may finish
  // only after the reader moved on to the next page, which then counts it as "external" (a reload there lost that
  // page's state, e.g. its toast). A page no worker controlled when it loaded has nothing stale to replace.
  const controlledAtLoad = navigator.serviceWorker.controller !== null;
  // Registered when the page is idle: the worker's install (its precache) and the copies above never compete with the
  // page's own requests and hydration.
  whenIdle(() =>
    registerSW({
      immediate: true,
      onNeedReload: () => {
        if (controlledAtLoad) window.location.reload();
      },
      onRegisteredSW: () => {
        void navigator.serviceWorker.ready.then(keepWhatThisPageLoaded).catch(() => undefined);
      },
    }),
  );
}

/** After the page's load event, when the browser has nothing else to do (at most two seconds later). */
function whenIdle(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : window.setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
