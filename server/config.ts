// Configuration from the environment, parsed once with zod; the rest of the server reads it from here.
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../shared/clock';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_REPLICA_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portal <no-reply@portal.local>'),
  MAIL_OUTBOX_DIR: z.string().optional(),
  IBAN_ENCRYPTION_KEY: z.string().optional(),
  REAUTH_AFTER_MINUTES: z.coerce.number().int().min(1).default(240),
  REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DB_EXPORT_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  SEED_DEMO: bool.default(true),
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  IMAGE_QUEUE_WAIT_MS: z.coerce.number().int().min(1).default(10_000),
  IMAGE_QUEUE_LENGTH: z.coerce.number().int().min(0).default(20),
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).optional(),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  LIVE_HEAP_CEILING: z.coerce.number().min(0).max(1).optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ASSOCIATION_TIME_ZONE: z.string().default(DEFAULT_TIME_ZONE).refine(isTimeZone, 'an IANA time zone such as Europe/Berlin'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A read replica for public statistics, feeds and exports (server/db/client.ts); unset: all on the primary. */
  databaseReplicaUrl: string | undefined;
  dataDir: string;
  publicUrl: string | undefined;
  /** Unset: a secret generated once and kept in the database (app_settings). */
  sessionSecret: string | undefined;
  cookieSecure: boolean;
  trustProxy: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** Unset: a key generated once and kept in the database; set IBAN_ENCRYPTION_KEY in production. */
  ibanKey: Buffer | undefined;
  reauthAfterMs: number;
  rememberMs: number;
  /** Time limits per statement (normal requests, bulk requests: exports and page_size=0 lists) and per lock wait. */
  statementTimeoutMs: number;
  exportStatementTimeoutMs: number;
  lockTimeoutMs: number;
  seedDemo: boolean;
  logLevel: string;
  /** Pictures decoded at once, how long one may wait and how many may wait (server/platform/image-queue.ts). */
  imageQueue: { concurrency: number; maxWaitMs: number; maxWaiting: number };
  /** The association's zone: it decides what "today" is (shared/clock.ts). */
  timeZone: string;
  /** Workers that npm start's supervisor keeps serving (server/supervisor.ts). */
  webConcurrency: number;
  /** Live streams per instance (unset: sized from the heap) and per client address (server/live/limits.ts). */
  liveStreams: { perInstance?: number; perAddress?: number; heapCeiling?: number };
  /** Push services on http://localhost (tests, PUSH_ALLOW_LOCAL=1 in development); never in production (docs/security.md). */
  pushAllowLocal: boolean;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (docker compose passes `${X:-}` as "").
  const set = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(set);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    dataDir,
    publicUrl: e.PUBLIC_URL,
    sessionSecret: e.SESSION_SECRET,
    cookieSecure: e.COOKIE_SECURE ?? false,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    ibanKey: e.IBAN_ENCRYPTION_KEY ? deriveKey(e.IBAN_ENCRYPTION_KEY) : undefined,
    reauthAfterMs: e.REAUTH_AFTER_MINUTES * 60_000,
    rememberMs: e.REMEMBER_DAYS * 86_400_000,
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    exportStatementTimeoutMs: e.DB_EXPORT_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    imageQueue: { concurrency: e.IMAGE_CONCURRENCY, maxWaitMs: e.IMAGE_QUEUE_WAIT_MS, maxWaiting: e.IMAGE_QUEUE_LENGTH },
    timeZone: e.ASSOCIATION_TIME_ZONE,
    liveStreams: { perInstance: e.LIVE_MAX_STREAMS, perAddress: e.LIVE_STREAMS_PER_ADDRESS, heapCeiling: e.LIVE_HEAP_CEILING },
    webConcurrency: e.WEB_CONCURRENCY,
    pushAllowLocal: e.NODE_ENV === 'test' || (e.NODE_ENV === 'development' && set.PUSH_ALLOW_LOCAL === '1'),
  };
}

/** 32 bytes for AES-256-GCM: a 64-hex-digit key is used as is, anything else is hashed. */
export function deriveKey(value: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  return crypto.createHash('sha256').update(value).digest();
}
