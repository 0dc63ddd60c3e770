// Which password policy applies to a person: the strict one as soon as they hold admin permissions.
import { ADMIN_POLICY, MEMBER_POLICY, type PasswordPolicy } from '../../shared/password-policy';
import { isAdmin } from '../../shared/permissions';
import type { Access } from './access';

export function policyFor(access: Access): PasswordPolicy {
  return isAdmin(access) ? ADMIN_POLICY : MEMBER_POLICY;
}
