// Rate limits that answer 429 TooManyRequests; counters live in PostgreSQL so every instance shares them.
import crypto from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options, type Store, type IncrementResponse } from 'express-rate-limit';
import { db } from '../db/client';
import { AppError } from '../errors';

/**
 * The column holds 200 characters, and the key carries what the client sent (the e-mail of a sign-in, read before
 * the body is parsed): a longer key, or one with anything but printable ASCII (NUL would be a database error), is
 * stored as its hash.
 */
const KEY_MAX = 200;
const PLAIN_KEY = /^[\x20-\x7e]*$/;

class PostgresStore implements Store {
  prefix: string;
  private windowMs = 60_000;

  constructor(prefix: string) {
    this.prefix = prefix;
  }

  private id(key: string): string {
    const id = this.prefix + key;
    return id.length <= KEY_MAX && PLAIN_KEY.test(id) ? id : this.prefix + crypto.createHash('sha256').update(key).digest('hex');
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const rows = await db().$queryRaw<{ hits: number; reset_at: Date }[]>`
      INSERT INTO rate_limit_hits (key, hits, reset_at)
      VALUES (${this.id(key)}, 1, now() + ${this.windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
        reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
      RETURNING hits, reset_at`;
    const row = rows[0];
    return { totalHits: row.hits, resetTime: row.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await db().$executeRaw`UPDATE rate_limit_hits SET hits = GREATEST(hits - 1, 0) WHERE key = ${this.id(key)}`;
  }

  async resetKey(key: string): Promise<void> {
    await db().$executeRaw`DELETE FROM rate_limit_hits WHERE key = ${this.id(key)}`;
  }
}

interface LimitOptions {
  name: string;
  windowMs: number;
  limit: number;
  /** Count only failed requests (sign-in: a correct password never locks anybody out). */
  onlyFailures?: boolean;
  /** Count only answers with this status (registration: only "Email already taken" counts). */
  onlyStatus?: number;
  /** The account the request is about; with `per: 'ip'` (default) the counter is per IP and account. */
  key?: (req: Request) => string;
  /** 'account': one counter per account whatever the IP (an attack spread over many addresses). */
  per?: 'ip' | 'account';
}

export function limiter(options: LimitOptions): RequestHandler {
  const counted = options.onlyStatus;
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: (options.onlyFailures ?? false) || counted !== undefined,
    ...(counted !== undefined
      ? { requestWasSuccessful: (_req: Request, res: { statusCode: number }) => res.statusCode !== counted }
      : {}),
    store: new PostgresStore(`${options.name}:`),
    keyGenerator: (req) => {
      if (options.per === 'account' && options.key) return options.key(req);
      const ip = ipKeyGenerator(req.ip ?? '0.0.0.0');
      return options.key ? `${ip}|${options.key(req)}` : ip;
    },
    handler: (_req, _res, next) => next(new AppError('TooManyRequests', 'Too many requests')),
  });
}

/** The account a request is about: the address as typed, normalised, whether or not it has an account. */
export const emailOf = (req: Request): string => {
  const body = req.body as { username?: unknown; email?: unknown } | undefined;
  const value = body?.username ?? body?.email;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
};

const MINUTE = 60_000;

// Sign-in, per account: the account lock after 10 failures in a row (server/domains/access/sign-in.ts, the same for addresses
// without an account). Per IP and account, and per IP over all accounts (password spraying), only failures count.
const signInPerAccount = limiter({ name: 'signin', windowMs: 15 * MINUTE, limit: 20, onlyFailures: true, key: emailOf });
const signInPerIp = limiter({ name: 'signin-ip', windowMs: 15 * MINUTE, limit: 50, onlyFailures: true });
export const signInLimit = [signInPerIp, signInPerAccount];
export const revalidateLimit = limiter({ name: 'revalidate', windowMs: 15 * MINUTE, limit: 10, onlyFailures: true });
// Reset requests: per IP only. A limit per address whatever the IP would let anyone lock the owner out of the reset;
// the mails per address are limited instead, without refusing the request (server/domains/access/password-reset.ts).
export const resetRequestLimit = [limiter({ name: 'reset', windowMs: 15 * MINUTE, limit: 5 })];
export const resetTokenLimit = limiter({ name: 'reset-token', windowMs: 15 * MINUTE, limit: 30 });
// Registration: per IP, per address, and at most 3 "Email already taken" answers an hour per IP, which bounds
// probing which addresses have an account (docs/security.md).
export const registrationLimit = [
  limiter({ name: 'register', windowMs: 60 * MINUTE, limit: 10 }),
  limiter({ name: 'register-account', windowMs: 60 * MINUTE, limit: 5, key: emailOf, per: 'account' }),
  limiter({ name: 'register-taken', windowMs: 60 * MINUTE, limit: 3, onlyStatus: 409 }),
];
