// Jest: unit tests (pure functions, locales) and API tests (supertest on a real PostgreSQL, one database per file).
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    },
  ],
};

// ES-module-only packages that tests load (faker, through the demo seed) are transformed to CommonJS too.
const transformIgnorePatterns = [
  '/node_modules/(?!(@faker-js/faker|ical-generator|ical\\.js|ibantools|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)/)',
];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: [
        '<rootDir>/shared/**/*.test.ts',
        '<rootDir>/client/**/*.test.{ts,tsx}',
        '<rootDir>/server/**/*.unit.test.ts',
        '<rootDir>/prisma/**/*.unit.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/test/fail-on-console.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/prisma/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.unit\\.test\\.ts$'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/fail-on-console.ts'],
    },
  ],
  // A global option: jest ignores testTimeout inside `projects`. API tests hash passwords and run on 2 busy cores.
  testTimeout: 30000,
  // A worker that holds more than this after a test file is replaced by a fresh one: each API test file builds a whole
  // app (Prisma clients, pools, caches), and what a file leaves behind would otherwise add up over ~200 files.
  workerIdleMemoryLimit: '1536MB',
};
