// Rate limits that answer 429 TooManyRequests; counters live in PostgreSQL so every instance shares them.
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options, type Store, type IncrementResponse } from 'express-rate-limit';
import { db } from '../db/client';
import { AppError } from '../errors';

class PostgresStore implements Store {
  prefix: string;
  private windowMs = 60_000;

  constructor(prefix: string) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const rows = await db().$queryRaw<{ hits: number; reset_at: Date }[]>`
      INSERT INTO rate_limit_hits (key, hits, reset_at)
      VALUES (${this.prefix + key}, 1, now() + ${this.windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
        reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
      RETURNING hits, reset_at`;
    const row = rows[0];
    return { totalHits: row.hits, resetTime: row.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await db().$executeRaw`UPDATE rate_limit_hits SET hits = GREATEST(hits - 1, 0) WHERE key = ${this.prefix + key}`;
  }

  async resetKey(key: string): Promise<void> {
    await db().$executeRaw`DELETE FROM rate_limit_hits WHERE key = ${this.prefix + key}`;
  }
}

interface LimitOptions {
  name: string;
  windowMs: number;
  limit: number;
  /** Count only failed requests (sign-in: a correct password never locks anybody out). */
  onlyFailures?: boolean;
  key?: (req: Request) => string;
}

export function limiter(options: LimitOptions): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: options.onlyFailures ?? false,
    store: new PostgresStore(`${options.name}:`),
    keyGenerator: (req) => {
      const ip = ipKeyGenerator(req.ip ?? '0.0.0.0');
      return options.key ? `${ip}|${options.key(req)}` : ip;
    },
    handler: (_req, _res, next) => next(new AppError('TooManyRequests', 'Too many requests')),
  });
}

const emailOf = (req: Request): string => {
  const body = req.body as { username?: unknown; email?: unknown } | undefined;
  const value = body?.username ?? body?.email;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
};

const MINUTE = 60_000;

export const signInLimit = limiter({ name: 'signin', windowMs: 15 * MINUTE, limit: 20, onlyFailures: true, key: emailOf });
export const revalidateLimit = limiter({ name: 'revalidate', windowMs: 15 * MINUTE, limit: 10, onlyFailures: true });
export const resetRequestLimit = limiter({ name: 'reset', windowMs: 15 * MINUTE, limit: 5 });
export const resetTokenLimit = limiter({ name: 'reset-token', windowMs: 15 * MINUTE, limit: 30 });
export const registrationLimit = limiter({ name: 'register', windowMs: 60 * MINUTE, limit: 10 });
