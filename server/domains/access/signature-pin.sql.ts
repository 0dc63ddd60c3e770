// The wrong signature PINs a person entered (kept with the rate limits' counters): counted by the score sheet's check,
// cleared when the person sets a new PIN in the profile (docs/product.md#score-sheet).
import { Prisma } from '../../db/generated/client';

const pinKey = (personId: number) => `signature-pin:${personId}`;

/** The wrong PINs in the current window, and the whole seconds until it ends (0 without a running window). */
export const pinFailuresSql = (personId: number) => Prisma.sql`
  SELECT coalesce(h.hits, 0)::int AS failures,
    coalesce(ceil(extract(epoch FROM h.reset_at - now())), 0)::int AS seconds_left
  FROM (SELECT 1) one
  LEFT JOIN rate_limit_hits h ON h.key = ${pinKey(personId)} AND h.reset_at > now()`;

/** One more wrong PIN; a window that ended starts again. */
export const countPinFailureSql = (personId: number, windowMs: number) => Prisma.sql`
  INSERT INTO rate_limit_hits (key, hits, reset_at)
  VALUES (${pinKey(personId)}, 1, now() + ${windowMs} * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
    reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END`;

/** A new PIN starts with a clean count: the wrong guesses at the old one say nothing about the new. */
export const clearPinFailuresSql = (personId: number) => Prisma.sql`DELETE FROM rate_limit_hits WHERE key = ${pinKey(personId)}`;
