// Sign-in: email and password against argon2, account lock after repeated failures, and the
// password-policy check that sends users whose permissions grew to set a stronger password.
import { meetsPolicy } from '../../shared/password-policy';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { db } from '../db/client';
import { AppError } from '../errors';
import { loadAccess } from './access';
import { policyFor } from './password-policy';
import { createResetToken } from './password-reset';

export const MAX_FAILED_SIGNINS = 10;
export const LOCK_MS = 15 * 60_000;

export async function authenticate(email: string, password: string): Promise<{ id: number }> {
  const person = await db().person.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, passwordHash: true, lockedUntil: true, failedSignins: true },
  });
  if (!person || !person.passwordHash) {
    await verifyPassword(await dummyPasswordHash(), password);
    throw new AppError('AuthenticationFailed', 'Authentication failed');
  }
  if (person.lockedUntil && person.lockedUntil > new Date()) throw new AppError('AccountLocked', 'Account is locked');
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
