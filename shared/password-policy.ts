// Password policies: rules of regular-expression tests that must all match (docs/product.md#passwords).
// Members need 10 characters; anyone with admin permissions needs the strict policy.

export interface PolicyRule {
  /** i18n key of the rule's label (passwordPolicy.<key>). */
  key: 'min10' | 'min12' | 'numbers' | 'specialCharacters' | 'upperAndLowerCase';
  tests: string[];
}

export interface PasswordPolicy {
  name: 'member' | 'admin';
  rules: PolicyRule[];
}

export const MEMBER_POLICY: PasswordPolicy = {
  name: 'member',
  rules: [{ key: 'min10', tests: ['^.{10,}$'] }],
};

export const ADMIN_POLICY: PasswordPolicy = {
  name: 'admin',
  rules: [
    { key: 'min12', tests: ['^.{12,}$'] },
    { key: 'numbers', tests: ['[0-9]'] },
    { key: 'specialCharacters', tests: ['[^A-Za-z0-9]'] },
    { key: 'upperAndLowerCase', tests: ['[a-z]', '[A-Z]'] },
  ],
};

/** Which rules the password passes; the meter shows them, a save needs all of them. */
export function evaluatePolicy(policy: PasswordPolicy, password: string): { key: PolicyRule['key']; passed: boolean }[] {
  return policy.rules.map((rule) => ({
    key: rule.key,
    passed: rule.tests.every((t) => new RegExp(t, 'u').test(password)),
  }));
}

export function meetsPolicy(policy: PasswordPolicy, password: string): boolean {
  return evaluatePolicy(policy, password).every((r) => r.passed);
}
