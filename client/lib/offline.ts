// The service worker's registration (client/vite.config.ts, docs/decisions/025-installable-offline.md). The worker
// starts controlling the page only after the first load, so what that load fetched (the code chunks, the statistics'
// answers) is put into the worker's caches once it is ready: the page just seen then opens offline too.
import { registerSW } from 'virtual:pwa-register';

import { SERVED_PAGE_ID } from '../../shared/page-render';
import { ASSETS, PAGES, SESSION } from './offline-cache';

async function keepWhatThisPageLoaded(): Promise<void> {
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map(String);
  const cache = await caches.open(ASSETS);
  // One by one, each allowed to fail: a chunk that is gone after a deployment must not stop the rest. The chunks come
  // from the browser's HTTP cache (immutable), not the network.
  await Promise.all(assets.map(async (url) => ((await cache.match(url)) ? undefined : cache.add(url).catch(() => undefined))));
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
  registerSW({
    immediate: true,
    onNeedReload: () => {
      if (controlledAtLoad) window.location.reload();
    },
    onRegisteredSW: () => {
      void navigator.serviceWorker.ready.then(keepWhatThisPageLoaded).catch(() => undefined);
    },
  });
}
