// Sign-in: email and password against argon2, a per-account back-off after repeated failures that a known device
// skips, and the password-policy check that sends users whose permissions grew to set a stronger password.
import crypto from 'node:crypto';
import { meetsPolicy } from '../../../shared/password-policy';
import { dummyPasswordHash, verifyPassword } from '../../auth/password';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { loadAccess } from './access';
import { policyFor } from './password-policy';
import { createResetToken } from './password-reset';
import { countAttemptSql, countFailureSql, countUnknownSql, unknownResetSql } from './account.sql';

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
  const rows = await db().$queryRaw<{ id: number }[]>(countAttemptSql(personId));
  if (rows.length > 0) return;
  const person = await db().person.findUnique({ where: { id: personId }, select: { lockedUntil: true } });
  throw new BackOff(person?.lockedUntil ?? new Date());
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
  const rows = await db().$queryRaw<{ hits: number }[]>(countUnknownSql(key));
  if (rows.length > 0) return;
  const [row] = await db().$queryRaw<{ reset_at: Date }[]>(unknownResetSql(key));
  throw new BackOff(row?.reset_at ?? new Date());
}

/**
 * `knownDevice(id, passwordHash)` tells whether the request carries a device cookie issued to that person under
 * that password hash: such a device skips the back-off (its wrong passwords still count for everyone else); the
 * per-IP limits hold for it all the same. The answer's `passwordHash` renews the device cookie.
 */
export async function authenticate(
  email: string,
  password: string,
  knownDevice: (personId: number, passwordHash: string) => boolean = () => false,
): Promise<{ id: number; passwordHash: string }> {
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
  const known = knownDevice(person.id, person.passwordHash);
  if (!known) await countAttempt(person.id);
  if (!(await verifyPassword(person.passwordHash, password))) {
    // A wrong password from a known device counts for everyone else, whatever the wait.
    if (known) await db().$executeRaw(countFailureSql(person.id));
    throw new AppError('AuthenticationFailed', 'Authentication failed');
  }
  // A success from an unknown device ends the back-off; one from a known device leaves it to the others (an
  // attacker's count does not start over whenever the owner signs in).
  if (!known) await db().person.update({ where: { id: person.id }, data: { failedSignins: 0, lockedUntil: null } });
  await requirePolicy(person.id, password);
  return { id: person.id, passwordHash: person.passwordHash };
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
