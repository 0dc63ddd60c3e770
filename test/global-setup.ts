// Starts one PostgreSQL for the API test run (embedded, or TEST_DATABASE_URL) and migrates a template
// database; each test file clones its own database from it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { migrate } from '../server/db/migrate';

export const TEMPLATE = 'portal_test_template';

declare global {
  var __PORTAL_TEST_PG__: { stop(): Promise<void> } | undefined;
}

export default async function globalSetup(): Promise<void> {
  process.env.TZ = 'UTC';
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-pg-'));
    fs.chmodSync(dir, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(dir, 'data'), pino({ level: 'silent' }));
    globalThis.__PORTAL_TEST_PG__ = {
      async stop() {
        await embedded.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  await migrate(templateUrl.toString());
  process.env.PORTAL_TEST_ADMIN_URL = adminUrl;
  process.env.PORTAL_TEST_TEMPLATE = TEMPLATE;
}
