// Sign-in: email and password against argon2, a per-account back-off after repeated failures that a known device
// skips, and the password-policy check that sends users whose permissions grew to set a stronger password.
import crypto from 'node:crypto';
import { Prisma } from '../../db/generated/client';
import { meetsPolicy } from '../../../shared/password-policy';
import { dummyPasswordHash, verifyPassword } from '../../auth/password';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { loadAccess } from './access';
import { policyFor } from './password-policy';
import { createResetToken } from './password-reset';

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

/** 429 with the seconds left, rounded up; the router copies them into Retry-After. */
export class BackOff extends AppError {
  readonly retryAfter: number;

  constructor(until: Date) {
    const retryAfter = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    super('TooManyRequests', 'Too many failed sign-ins: wait before the next attempt', { extra: { retry_after: retryAfter } });
    this.retryAfter = retryAfter;
  }
}

/**
 * Counts an attempt as a failure before the password is checked (a success undoes it), in one statement: parallel
 * guesses cannot all pass between a check and a write. Refused (BackOff) while the account's wait runs.
 */
async function countAttempt(personId: number): Promise<void> {
  const fresh = Prisma.sql`(locked_until IS NULL OR locked_until < now() - ${COUNT_KEPT})`;
  const count = Prisma.sql`(CASE WHEN ${fresh} THEN 1 ELSE failed_signins + 1 END)`;
  const rows = await db().$queryRaw<{ id: number }[]>`
    UPDATE persons SET failed_signins = ${count}, locked_until = now() + ${waitAfter(count)}
    WHERE id = ${personId} AND (failed_signins < ${FREE_FAILURES} OR locked_until IS NULL OR locked_until <= now())
    RETURNING id`;
  if (rows.length > 0) return;
  const person = await db().person.findUnique({ where: { id: personId }, select: { lockedUntil: true } });
  throw new BackOff(person?.lockedUntil ?? new Date());
}

/** A wrong password from a known device: it counts for everyone else, whatever the wait. */
async function countFailure(personId: number): Promise<void> {
  const fresh = Prisma.sql`(locked_until IS NULL OR locked_until < now() - ${COUNT_KEPT})`;
  const count = Prisma.sql`(CASE WHEN ${fresh} THEN 1 ELSE failed_signins + 1 END)`;
  await db().$executeRaw`
    UPDATE persons SET failed_signins = ${count}, locked_until = GREATEST(locked_until, now() + ${waitAfter(count)})
    WHERE id = ${personId}`;
}

/**
 * An address without an account (or without a password) backs off after the same failures as a real account, so
 * the answers never tell which addresses have one. Its count lives in rate_limit_hits: `hits` failures, `reset_at`
 * the end of the wait, as persons.failed_signins and locked_until.
 */
async function countUnknownAttempt(email: string): Promise<void> {
  // The key column holds 200 characters: a longer address is counted under its hash.
  const plain = `signin-backoff:${email}`;
  const key = plain.length <= 200 ? plain : `signin-backoff:${crypto.createHash('sha256').update(email).digest('hex')}`;
  const fresh = Prisma.sql`(rate_limit_hits.reset_at < now() - ${COUNT_KEPT})`;
  const count = Prisma.sql`(CASE WHEN ${fresh} THEN 1 ELSE rate_limit_hits.hits + 1 END)`;
  const rows = await db().$queryRaw<{ hits: number }[]>`
    INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (${key}, 1, now() + ${waitAfter(Prisma.sql`1`)})
    ON CONFLICT (key) DO UPDATE SET hits = ${count}, reset_at = now() + ${waitAfter(count)}
    WHERE rate_limit_hits.hits < ${FREE_FAILURES} OR rate_limit_hits.reset_at <= now()
    RETURNING hits`;
  if (rows.length > 0) return;
  const [row] = await db().$queryRaw<{ reset_at: Date }[]>`SELECT reset_at FROM rate_limit_hits WHERE key = ${key}`;
  throw new BackOff(row?.reset_at ?? new Date());
}

/**
 * `knownDevice(id)` tells whether the request carries a valid device cookie for that person: such a device skips
 * the back-off (its wrong passwords still count for everyone else); the per-IP limits hold for it all the same.
 */
export async function authenticate(
  email: string,
  password: string,
  knownDevice: (personId: number) => boolean = () => false,
): Promise<{ id: number }> {
  const address = email.trim().toLowerCase();
  const person = await db().person.findUnique({
    where: { email: address },
    select: { id: true, passwordHash: true, lockedUntil: true, failedSignins: true },
  });
  if (!person || !person.passwordHash) {
    await countUnknownAttempt(address);
    await verifyPassword(await dummyPasswordHash(), password);
    throw new AppError('AuthenticationFailed', 'Authentication failed');
  }
  const known = knownDevice(person.id);
  if (!known) await countAttempt(person.id);
  if (!(await verifyPassword(person.passwordHash, password))) {
    if (known) await countFailure(person.id);
    throw new AppError('AuthenticationFailed', 'Authentication failed');
  }
  // A success from an unknown device ends the back-off; one from a known device leaves it to the others (an
  // attacker's count does not start over whenever the owner signs in).
  if (!known) await db().person.update({ where: { id: person.id }, data: { failedSignins: 0, lockedUntil: null } });
  await requirePolicy(person.id, password);
  return { id: person.id };
}

/** The password was right but no longer meets the person's policy: answer a token to set a new one. */
export async function requirePolicy(personId: number, password: string): Promise<void> {
  const access = await loadAccess(personId);
  if (meetsPolicy(policyFor(access), password)) return;
  const token = await createResetToken(personId, 'policy_mismatch');
  throw new AppError('PasswordNeedReset', 'The password must be changed', { extra: { token } });
}

/** Re-entering the password for sensitive admin work. */
export async function revalidate(personId: number, password: string): Promise<void> {
  const person = await db().person.findUnique({ where: { id: personId }, select: { passwordHash: true } });
  if (!person || !(await verifyPassword(person.passwordHash, password))) {
    throw new AppError('InvalidPassword', 'Invalid password');
  }
  await requirePolicy(personId, password);
}
