// The wrong game codes and PINs counted with the rate limits' counters: per address and per code (game-code.ts).
import { Prisma } from '../../db/generated/client';

/** The failures in the current window under `key`, and the whole seconds until it ends (0 without a window). */
export const codeFailuresSql = (key: string) => Prisma.sql`
  SELECT coalesce(h.hits, 0)::int AS failures,
    coalesce(ceil(extract(epoch FROM h.reset_at - now())), 0)::int AS seconds_left
  FROM (SELECT 1) one
  LEFT JOIN rate_limit_hits h ON h.key = ${key} AND h.reset_at > now()`;

/** One more failure under `key`; a window that ended starts again. */
export const countCodeFailureSql = (key: string, windowMs: number) => Prisma.sql`
  INSERT INTO rate_limit_hits (key, hits, reset_at)
  VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
    reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END`;
