// Which password policy applies to a person: the strict one as soon as they hold admin permissions. Sessions
// opened under the member policy end when a person's policy rises, so the stricter one applies at once.
import { ADMIN_POLICY, MEMBER_POLICY, type PasswordPolicy } from '../../shared/password-policy';
import { isAdmin } from '../../shared/permissions';
import type { Prisma } from '../db/generated/client';
import type { Access } from './access';

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
  await tx.$executeRaw`DELETE FROM "session" WHERE (sess -> 'passport' ->> 'user') = ${String(personId)}`;
  return true;
}
