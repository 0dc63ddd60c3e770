// The accounts' raw SQL: a person's rules, the sign-in back-off counters (persons.failed_signins and locked_until,
// rate_limit_hits for an address without an account), the reset mails per address, a person's row lock, and ending
// their sessions.
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';

/**
 * The rules of the person whose id is the SQL expression `personId`, with their targets' names, as one JSON array
 * of RuleRow (`[]` without rules). One text for both readers: loadAccess, and the session read that brings the
 * rules along with the session (server/middleware/session.ts), so a signed-in request reads them without a
 * statement of their own.
 */
export function aclRulesJsonSql(personId: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', r.id, 'role', r.role::text, 'revocable', r.revocable,
      'meta', r.meta, 'associationId', r.association_id, 'regionId', r.region_id, 'competitionId', r.competition_id,
      'clubId', r.club_id, 'teamId', r.team_id,
      'targetName', CASE WHEN r.association_id IS NOT NULL THEN a.name WHEN r.region_id IS NOT NULL THEN rg.name
        WHEN r.competition_id IS NOT NULL THEN co.name WHEN r.club_id IS NOT NULL THEN cl.name ELSE tm.name END)
      ORDER BY r.id), '[]'::json)
    FROM acl_rules r
    LEFT JOIN associations a ON a.id = r.association_id
    LEFT JOIN regions rg ON rg.id = r.region_id
    LEFT JOIN competitions co ON co.id = r.competition_id
    LEFT JOIN clubs cl ON cl.id = r.club_id
    LEFT JOIN teams tm ON tm.id = r.team_id
    WHERE r.person_id = ${personId})`;
}

export const accessRulesSql = (personId: number) =>
  cached(Prisma.sql`SELECT ${Prisma.raw(aclRulesJsonSql('x.id'))} AS rules FROM (SELECT ${personId}::int AS id) x`);

/** Failures an account takes before each further attempt has to wait. */
export const FREE_FAILURES = 5;
/** The first wait; each further failure doubles it, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 2_000;
export const MAX_BACKOFF_MS = 15 * 60_000;
/** A count without a new failure for this long after its wait ended starts over. */
const COUNT_KEPT = Prisma.sql`interval '24 hours'`;

/**
 * The wait after the `count`-th failure (0 while count < FREE_FAILURES), as SQL over an expression for the count.
 * `now() + wait` is the end of the back-off, stored in persons.locked_until (rate_limit_hits.reset_at for an
 * address without an account).
 */
const waitAfter = (count: Prisma.Sql) => Prisma.sql`(CASE WHEN ${count} < ${FREE_FAILURES} THEN 0
  ELSE LEAST(${MAX_BACKOFF_MS}, ${FIRST_BACKOFF_MS} * power(2, LEAST(${count} - ${FREE_FAILURES}, 30))) END) * interval '1 millisecond'`;

const fresh = Prisma.sql`(locked_until IS NULL OR locked_until < now() - ${COUNT_KEPT})`;
const count = Prisma.sql`(CASE WHEN ${fresh} THEN 1 ELSE failed_signins + 1 END)`;

export const countAttemptSql = (personId: number) => Prisma.sql`
    UPDATE persons SET failed_signins = ${count}, locked_until = now() + ${waitAfter(count)}
    WHERE id = ${personId} AND (failed_signins < ${FREE_FAILURES} OR locked_until IS NULL OR locked_until <= now())
    RETURNING id`;

export const countFailureSql = (personId: number) => Prisma.sql`
    UPDATE persons SET failed_signins = ${count}, locked_until = GREATEST(locked_until, now() + ${waitAfter(count)})
    WHERE id = ${personId}`;

const unknownFresh = Prisma.sql`(rate_limit_hits.reset_at < now() - ${COUNT_KEPT})`;
const unknownCount = Prisma.sql`(CASE WHEN ${unknownFresh} THEN 1 ELSE rate_limit_hits.hits + 1 END)`;

/** The same count for an address without an account, under `key` (RETURNING hits when it counted). */
export const countUnknownSql = (key: string) => Prisma.sql`
    INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (${key}, 1, now() + ${waitAfter(Prisma.sql`1`)})
    ON CONFLICT (key) DO UPDATE SET hits = ${unknownCount}, reset_at = now() + ${waitAfter(unknownCount)}
    WHERE rate_limit_hits.hits < ${FREE_FAILURES} OR rate_limit_hits.reset_at <= now()
    RETURNING hits`;
/** One more reset mail to an address under `key`, in a window of `windowMs` from the first: the mails so far. */
export const countResetMailSql = (key: string, windowMs: number) => Prisma.sql`
    INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
      reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
    RETURNING hits`;
export const unknownResetSql = (key: string) => Prisma.sql`SELECT reset_at FROM rate_limit_hits WHERE key = ${key}`;
export const lockPersonRow = (tx: Prisma.TransactionClient, personId: number) =>
  tx.$queryRaw`SELECT id FROM persons WHERE id = ${personId} FOR UPDATE`;

const sessionsOf = (personId: number) => Prisma.sql`(sess -> 'passport' ->> 'user') = ${String(personId)}`;
export const sessionExpiriesSql = (personId: number) =>
  Prisma.sql`SELECT expire FROM "session" WHERE ${sessionsOf(personId)} ORDER BY expire`;

/**
 * Signs the person out everywhere, inside the caller's transaction: after a new password, a confirmed or reported
 * email change, or a grant that raises the password policy. `keepSid` spares the session that made the change.
 */
export async function endSessions(tx: Prisma.TransactionClient, personId: number, keepSid?: string): Promise<void> {
  const keep = keepSid === undefined ? Prisma.empty : Prisma.sql` AND sid <> ${keepSid}`;
  await tx.$executeRaw`DELETE FROM "session" WHERE ${sessionsOf(personId)}${keep}`;
}
