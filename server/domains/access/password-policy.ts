// Which password policy applies to a person: the strict one as soon as they hold admin permissions; no common
// password under either. Sessions opened under the member policy end when a person's policy rises.
import { ADMIN_POLICY, MEMBER_POLICY, meetsPolicy, type PasswordPolicy } from '../../../shared/password-policy';
import { isAdmin } from '../../../shared/permissions';
import { isCommonPassword } from '../../auth/common-passwords';
import type { Prisma } from '../../db/generated/client';
import { AppError } from '../../errors';
import type { Access } from './access';
import { endSessions } from './account.sql';

export function policyFor(access: Access): PasswordPolicy {
  return isAdmin(access) ? ADMIN_POLICY : MEMBER_POLICY;
}

/**
 * Call inside the transaction that changes the person's rights. When the member policy gives way to the admin
 * policy, every session of the person ends: they were opened with a password that may only meet the member
 * policy, and the next sign-in checks it against the stricter one (PasswordNeedReset).
 */
export async function endSessionsIfPolicyRises(
  tx: Prisma.TransactionClient,
  personId: number,
  before: Access,
  after: Access,
): Promise<boolean> {
  if (policyFor(before).name !== 'member' || policyFor(after).name !== 'admin') return false;
  await endSessions(tx, personId);
  return true;
}

/** Wherever a password is set: the person's policy, and not a common or breached password (any case). */
export function assertPasswordAllowed(policy: PasswordPolicy, password: string): void {
  if (!meetsPolicy(policy, password) || isCommonPassword(password)) {
    throw new AppError('PasswordNotStrongEnough', 'Password not strong enough');
  }
}
