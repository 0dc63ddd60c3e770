// The environment every test run shares (npm test and npm run test:one): the time zones, colour, the runners' paths.
import path from 'node:path';

/** Typecheck, lint, build and e2e run in UTC (the browser's zone is set in e2e/playwright.config.ts). */
export const env = { ...process.env, TZ: 'UTC', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };

// jest runs where the day differs from UTC and from the association's Europe/Berlin for hours every day: a date taken
// from the server's zone, UTC or CURRENT_DATE instead of shared/clock.ts fails there (decision 019). TEST_TZ overrides.
export const jestEnv = { ...env, TZ: process.env.TEST_TZ ?? 'Pacific/Auckland' };

/** jest's flags in every run. */
export const JEST_FLAGS = ['--maxWorkers=2'];

/** A runner installed in node_modules/.bin. */
export const bin = (name) => path.join('node_modules', '.bin', name);

/** An e2e spec (Playwright), as opposed to a jest file. */
export const isE2eSpec = (file) => /\.spec\.tsx?$/.test(file);
