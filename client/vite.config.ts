// Vite build of the React client: root is client/, the bundle lands in dist/client where the server serves it.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { contractWithoutSchemas } from './build/contract-routes';
import { weightBudget } from './build/budget';
import { portalIcons } from './build/icons';

const clientDir = import.meta.dirname;

export default defineConfig({
  root: clientDir,
  plugins: [
    react(),
    contractWithoutSchemas(),
    portalIcons(),
    weightBudget(),
    // The service worker (docs/decisions/025-installable-offline.md): the app shell precached, the code chunks and the
    // public statistics' answers cached as they are used, so the last-seen statistics open offline. Nothing else of the
    // API is ever cached (signed-in answers stay on the network). A new version activates at once and reloads the page.
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app itself (client/lib/offline.ts), which also keeps what the first load fetched.
      injectRegister: false,
      // The manifest is a file of its own (client/public/manifest.webmanifest), its icons made by portalIcons().
      manifest: false,
      workbox: {
        globPatterns: ['index.html', 'zod-config.js', 'favicon.ico', 'icons/*.{png,svg}', 'manifest.webmanifest'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Hashed file names: a chunk never changes, so the first copy is the right one.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 } },
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
        ],
      },
    }),
  ],
  build: {
    // DIST_DIR: a build of its own (parallel e2e runs); the server then serves DIST_DIR/client.
    outDir: path.resolve(process.env.DIST_DIR ?? path.resolve(clientDir, '..', 'dist'), 'client'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and its router change far less often than our code and every page needs them: a chunk of their own
        // stays cached across deployments. Everything else follows the routes' lazy imports (client/routes/lazy.ts),
        // so a library only the admin area uses (zod forms, DOMPurify, most Mantine components) loads with it, not
        // with the statistics a visitor opens (docs/benchmarks.md).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 }],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API runs on its own port in development; the proxy keeps calls same-origin for the session cookie.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
