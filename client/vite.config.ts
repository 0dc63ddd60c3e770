// Vite build of the React client: root is client/, the bundle lands in dist/client where the server serves it.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { portalIcons } from './build/icons';

const clientDir = import.meta.dirname;

export default defineConfig({
  root: clientDir,
  plugins: [react(), portalIcons()],
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
