// Stops the embedded PostgreSQL of the test run.
export default async function globalTeardown(): Promise<void> {
  await globalThis.__PORTAL_TEST_PG__?.stop();
}
