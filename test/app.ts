// The real app on a database of its own for one test file: clone of the migrated template, real sessions,
// mails into a temporary outbox.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import supertest from 'supertest';
import type { Express } from 'express';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { setAssociationTimeZone } from '../shared/clock';
import { bulkLimits, createPool, createPrismaClient, requestLimits, setDb, type Db } from '../server/db/client';
import { outboxTransport, setMailTransport } from '../server/platform/mail';

export interface TestApp {
  app: Express;
  prisma: Db;
  config: Config;
  outboxDir: string;
  /** A supertest agent that keeps cookies, like a browser. */
  agent(): ReturnType<typeof supertest.agent>;
  request(): ReturnType<typeof supertest>;
  close(): Promise<void>;
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh database cloned from the migrated template of the jest global setup; drop() removes it, connections and all. */
export async function createTestDatabase(prefix = 'portal_test'): Promise<TestDatabase> {
  const adminUrl = process.env.PORTAL_TEST_ADMIN_URL;
  const template = process.env.PORTAL_TEST_TEMPLATE;
  if (!adminUrl || !template) throw new Error('API tests need the jest global setup (npm run test:api)');
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const databaseUrl = database.url;

  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://portal.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  setAssociationTimeZone(config.timeZone);
  const prisma = createPrismaClient(databaseUrl, undefined, requestLimits(config));
  // Exports and page_size=0 lists on a pool of their own, as in the server (server/db/connect.ts).
  const bulk = createPrismaClient(databaseUrl, undefined, bulkLimits(config));
  setDb(prisma, bulk);
  setMailTransport(outboxTransport(outboxDir));
  // With an 'error' listener: the DROP DATABASE ... WITH (FORCE) of close() may end a connection still closing.
  const pool = createPool(databaseUrl, 3);
  const app = buildApp({ config, pool, sessionSecret: 'test-session-secret-0123456789', logger: pino({ level: 'silent' }) });

  return {
    app,
    prisma,
    config,
    outboxDir,
    agent: () => supertest.agent(app),
    request: () => supertest(app),
    async close() {
      await app.locals.live?.close();
      await pool.end();
      await prisma.$disconnect();
      await bulk.$disconnect();
      await database.drop();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * The per-file set-up of an API test: registers beforeAll (the app on a database of its own) and afterAll (close),
 * and answers a handle whose fields are read inside tests and hooks. Call it at the top of the file, before the
 * file's own beforeAll hooks, which then run after the app is up.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let current: TestApp | undefined;
  const app = () => {
    if (!current) throw new Error('useTestApp: read the handle inside a test or hook, not at the top of the file');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(env);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return app().app;
    },
    get prisma() {
      return app().prisma;
    },
    get config() {
      return app().config;
    },
    get outboxDir() {
      return app().outboxDir;
    },
    agent: () => app().agent(),
    request: () => app().request(),
    async close() {
      await current?.close();
      current = undefined;
    },
  };
}

/** The token of a password-reset link in a mail's text (undefined without one). */
export const resetTokenIn = (text: string) => /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** A mail in the outbox directory; an attachment with its bytes in base64 (server/platform/mail.ts). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; size: number; content: string }[];
}

/** The mails in the outbox, oldest first. */
export function readOutbox(dir: string): OutboxMail[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
}
