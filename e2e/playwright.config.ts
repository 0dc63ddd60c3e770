// Playwright e2e: the production build against a fresh embedded PostgreSQL with demo data, in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3111);
// Under the system temp dir: as root, PostgreSQL runs as the `postgres` user, which must reach its data dir.
export const E2E_DATA_DIR = path.join(os.tmpdir(), `portal-e2e-${PORT}`);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.resolve(__dirname, '..', '.data', 'e2e-results.json') }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'de-DE',
    timezoneId: 'UTC',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  outputDir: path.resolve(__dirname, '..', '.data', 'e2e-output'),
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: path.resolve(__dirname, '..'),
    url: `${E2E_BASE_URL}/api/auth`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
      LOG_LEVEL: 'warn',
    },
  },
});
