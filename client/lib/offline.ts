// The service worker's registration (client/vite.config.ts, docs/decisions/025-installable-offline.md). The worker
// starts controlling the page only after the first load, so what that load fetched (the code chunks, the statistics'
// answers) is put into the worker's caches once it is ready: the page just seen then opens offline too.
import { registerSW } from 'virtual:pwa-register';

/** The runtime caches of the worker (client/vite.config.ts): same names, same rules. */
const ASSETS = 'assets';
const STATISTICS = 'statistics';
const isStatistics = (path: string) => path.startsWith('/api/stats/') && !/\/live$|\.pdf$/.test(path);

async function keepWhatThisPageLoaded(): Promise<void> {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin);
  const assets = urls.filter((url) => url.pathname.startsWith('/assets/')).map(String);
  const statistics = urls.filter((url) => isStatistics(url.pathname)).map(String);
  const [assetCache, statsCache] = await Promise.all([caches.open(ASSETS), caches.open(STATISTICS)]);
  // One by one, each allowed to fail: a chunk that is gone after a deployment must not stop the rest.
  await Promise.all([
    ...assets.map(async (url) => ((await assetCache.match(url)) ? undefined : assetCache.add(url).catch(() => undefined))),
    ...statistics.map((url) => statsCache.add(url).catch(() => undefined)),
  ]);
}

export function startOfflineSupport(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registerSW({
    immediate: true,
    onRegisteredSW: () => {
      void navigator.serviceWorker.ready.then(keepWhatThisPageLoaded).catch(() => undefined);
    },
  });
}
