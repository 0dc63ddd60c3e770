// Password policies: each rule's tests must all match.
import { ADMIN_POLICY, evaluatePolicy, MEMBER_POLICY, meetsPolicy } from './password-policy';

describe('password policy', () => {
  it('asks members for 10 characters', () => {
    expect(meetsPolicy(MEMBER_POLICY, '123456789')).toBe(false);
    expect(meetsPolicy(MEMBER_POLICY, '1234567890')).toBe(true);
  });

  it('asks admins for 12 characters, digits, special characters, upper and lower case', () => {
    expect(evaluatePolicy(ADMIN_POLICY, 'abcdefghijkl')).toEqual([
      { key: 'min12', passed: true },
      { key: 'numbers', passed: false },
      { key: 'specialCharacters', passed: false },
      { key: 'upperAndLowerCase', passed: false },
    ]);
    expect(meetsPolicy(ADMIN_POLICY, 'Portal!demo2026')).toBe(true);
    expect(meetsPolicy(ADMIN_POLICY, 'portal!demo2026')).toBe(false);
  });

  it('counts characters, not bytes', () => {
    expect(meetsPolicy(MEMBER_POLICY, 'ääääääääää')).toBe(true);
  });
});
