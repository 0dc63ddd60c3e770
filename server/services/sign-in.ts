// Sign-in: email and password against argon2, account lock after repeated failures, and the
// password-policy check that sends users whose permissions grew to set a stronger password.
import crypto from 'node:crypto';
import { meetsPolicy } from '../../shared/password-policy';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { db } from '../db/client';
import { AppError } from '../errors';
import { loadAccess } from './access';
import { policyFor } from './password-policy';
import { createResetToken } from './password-reset';

export const MAX_FAILED_SIGNINS = 10;
export const LOCK_MS = 15 * 60_000;
/** How long the failure count of an address without an account is kept (an account keeps it until a success). */
const UNKNOWN_COUNT_MS = 24 * 60 * 60_000;

const locked = () => new AppError('AccountLocked', 'Account is locked');

/**
 * An address without an account (or without a password) is locked after the same failures as a real account, so
 * "Account is locked" never tells which addresses have one. Its count lives in rate_limit_hits: `hits` failures,
 * `reset_at` the end of the lock once the count reached MAX_FAILED_SIGNINS.
 */
async function unknownAccountFailure(email: string): Promise<void> {
  // The key column holds 200 characters: a longer address is counted under its hash.
  const plain = `signin-unknown:${email}`;
  const key = plain.length <= 200 ? plain : `signin-unknown:${crypto.createHash('sha256').update(email).digest('hex')}`;
  const [row] = await db().$queryRaw<{ hits: number; reset_at: Date }[]>`
    SELECT hits, reset_at FROM rate_limit_hits WHERE key = ${key}`;
  const now = Date.now();
  if (row && row.hits >= MAX_FAILED_SIGNINS && row.reset_at.getTime() > now) throw locked();
  const before = row && row.reset_at.getTime() > now ? row.hits : 0;
  const hits = before + 1;
  const resetAt = new Date(now + (hits >= MAX_FAILED_SIGNINS ? LOCK_MS : UNKNOWN_COUNT_MS));
  await db().$executeRaw`
    INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (${key}, ${hits}, ${resetAt})
    ON CONFLICT (key) DO UPDATE SET hits = EXCLUDED.hits, reset_at = EXCLUDED.reset_at`;
}

export async function authenticate(email: string, password: string): Promise<{ id: number }> {
  const address = email.trim().toLowerCase();
  const person = await db().person.findUnique({
    where: { email: address },
    select: { id: true, passwordHash: true, lockedUntil: true, failedSignins: true },
  });
  if (!person || !person.passwordHash) {
    await unknownAccountFailure(address);
    await verifyPassword(await dummyPasswordHash(), password);
    throw new AppError('AuthenticationFailed', 'Authentication failed');
  }
  if (person.lockedUntil && person.lockedUntil > new Date()) throw locked();
  if (!(await verifyPassword(person.passwordHash, password))) {
    const failed = person.failedSignins + 1;
    await db().person.update({
      where: { id: person.id },
      data:
        failed >= MAX_FAILED_SIGNINS
          ? { failedSignins: 0, lockedUntil: new Date(Date.now() + LOCK_MS) }
          : { failedSignins: failed },
    });
    throw new AppError('AuthenticationFailed', 'Authentication failed');
  }
  if (person.failedSignins > 0 || person.lockedUntil) {
    await db().person.update({ where: { id: person.id }, data: { failedSignins: 0, lockedUntil: null } });
  }
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
