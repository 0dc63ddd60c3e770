// Jest: unit tests (pure functions, locales) and API tests (supertest on a real PostgreSQL, one database per file).
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } }],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/shared/**/*.test.ts', '<rootDir>/client/**/*.test.ts', '<rootDir>/server/**/*.unit.test.ts', '<rootDir>/prisma/**/*.unit.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/fail-on-console.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/prisma/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.unit\\.test\\.ts$'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/fail-on-console.ts'],
      testTimeout: 30000,
    },
  ],
};
