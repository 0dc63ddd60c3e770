// Vite build of the React client: root is client/, the bundle lands in dist/client where the server serves it.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { contractWithoutSchemas } from './build/contract-routes';
import { weightBudget } from './build/budget';
import { chunkGroups } from './build/chunks';
import { STATISTICS_PAGES } from '../shared/public-pages';
import { precompress } from './build/precompress';
import { portalIcons } from './build/icons';

const clientDir = import.meta.dirname;

const distDir = process.env.DIST_DIR ?? path.resolve(clientDir, '..', 'dist');

// The server's render module (npm run build:client's second step, `--ssr ssr/entry-server.tsx`): the same components for
// Node, beside the client build, never served as a file (docs/decisions/030-server-rendered-pages.md).
const ssrBuild = defineConfig({
  root: clientDir,
  plugins: [react(), contractWithoutSchemas()],
  publicDir: false,
  // Self-contained: the production image keeps only the server's dependencies (React and Mantine are the client's).
  ssr: { noExternal: true },
  build: {
    outDir: path.resolve(distDir, 'ssr'),
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
  },
});

const REMOVE_SCROLL =
  /node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|tslib)[\\/]/;

const browserBuild = defineConfig({
  root: clientDir,
  plugins: [
    react(),
    contractWithoutSchemas(),
    portalIcons(),
    weightBudget(),
    precompress(),
    // The service worker (docs/decisions/025-installable-offline.md, 052): the public shell precached, the code chunks
    // and the public statistics' answers cached as they are used, so the last-seen statistics open offline. Of the signed-in
    // answers only the session, the user and the score sheet, for a scorer's reload without a network. A new version activates at once and reloads the page.
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app itself (client/lib/offline.ts), which also keeps what the first load fetched.
      injectRegister: false,
      // The manifest is a file of its own (client/public/manifest.webmanifest), its icons made by portalIcons().
      manifest: false,
      workbox: {
        // Only the public shell (decision 052): the app's page and its first script, for a page never seen offline.
        // The code chunks are kept as a page uses them (runtimeCaching below, client/lib/offline.ts), never all of
        // them (the admin area's on a guest's phone); the icons as the browser asks for them.
        globPatterns: ['index.html', 'boot.js'],
        // Web Push (decision 056): the push and notificationclick handlers, a plain file of client/public.
        importScripts: ['/push-sw.js'],
        navigateFallback: '/index.html',
        // The public pages come rendered from the server (decision 030): the network's page first, the last one seen
        // when offline (runtimeCaching below); every other page is the app's shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/, /^\/stats(\/|$)/, /^\/login$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin && request.mode === 'navigate' && (/^\/stats(\/|$)/.test(url.pathname) || url.pathname === '/login'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 5,
              // The page varies by language, cookie and device; offline, the last one seen is the one to show.
              matchOptions: { ignoreVary: true },
              // Offline and never seen: the app's shell, which draws the page from the statistics cache.
              precacheFallback: { fallbackURL: 'index.html' },
              expiration: { maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 14 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Hashed file names: a chunk never changes, so the first copy is the right one.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 } },
          },
          {
            // The icons, the favicon and the manifest (not precached): the last copy at once, a fresh one behind it.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/(icons\/|favicon\.ico$|manifest\.webmanifest$)/.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'site-files', expiration: { maxEntries: 20 } },
          },
          {
            // Public statistics: the network first (they are live), the last answer when offline. Not the live streams,
            // not the score sheet PDF.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/api/stats/') && !/\/live$|\.pdf$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'statistics',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 14 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // A reload at the table without a network (docs/decisions/029-score-sheet-outbox.md): the session state,
            // the signed-in user and the score sheet as the network answered them last, used only when there is no
            // answer at all. A 401 forgets them, and so does the sign-out (outbox.ts clearOutbox).
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/(auth|self|games\/\d+\/sheet)$/.test(url.pathname) && url.search === '',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'session',
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  fetchDidSucceed: async ({ response }) => {
                    if (response.status === 401) await caches.delete('session');
                    return response;
                  },
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  build: {
    // DIST_DIR: a build of its own (parallel e2e runs); the server then serves DIST_DIR/client.
    outDir: path.resolve(distDir, 'client'),
    emptyOutDir: true,
    // Every browser the portal supports knows <link rel="modulepreload">: no polyfill in the first chunk (0.5 KB gzip).
    modulePreload: { polyfill: false },
    // dist/client/.vite/manifest.json: the server names a served page's route chunks from it (server/pages/page-code.ts).
    manifest: true,
    rolldownOptions: {
      // The app (index.html) and a guest's statistics page without it (islands/main.ts, decision 055; the server
      // finds its file in the manifest: server/pages/page-code.ts).
      input: { index: path.resolve(clientDir, 'index.html'), islands: path.resolve(clientDir, 'islands', 'main.ts') },
      // Mantine's modals bring react-remove-scroll and its helpers, which say nothing of side effects: unused, they
      // still landed in the first chunks by way of Mantine's index (3.7 KB gzip). They have none at import.
      treeshake: {
        moduleSideEffects: (id: string) => (REMOVE_SCROLL.test(id) ? false : undefined),
      },
      output: {
        // React and its router change far less often than our code and every page needs them: a chunk of their own
        // stays cached across deployments. The rest of the first chunks is one chunk, and what the public pages load
        // after it another (docs/decisions/052-public-first-visit.md): a guest's first visit is a handful of requests
        // instead of sixty. Everything else follows the routes' lazy imports (client/routes/lazy.ts), so a library only
        // the admin area uses (zod forms, DOMPurify, most Mantine components) loads with it, not with the statistics.
        codeSplitting: { groups: chunkGroups(STATISTICS_PAGES) },
      },
    },
  },
  server: {
    port: 5173,
    // The API runs on its own port in development; the proxy keeps calls same-origin for the session cookie.
    proxy: { '/api': 'http://localhost:3000' },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
