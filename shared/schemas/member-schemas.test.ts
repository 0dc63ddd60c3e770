// The shared member schemas the forms and the API both use: birthdates, bank details, PIN, contact data.
import { BankInfoInput, isValidSepaIban } from './bank-info';
import { isValidBirthdate, RegistrationInput } from './registration';
import { SignInput } from './score-sheet';
import { ContactDataInput, SelfUpdateInput } from './self';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('isValidBirthdate', () => {
  // Noon UTC: 21 November in the association's zone, whatever zone the test runs in.
  const today = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2001-02-03', true],
    ['2026-11-21', true],
    ['2026-11-22', false],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1906-01-01', true],
    ['1905-12-31', false],
    ['03.02.2001', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidBirthdate(value, today)).toBe(expected);
  });
});

describe('RegistrationInput', () => {
  const valid = {
    email: 'a@example.org',
    password: '0123456789',
    password_repeat: '0123456789',
    gender: 'male',
    firstname: 'A',
    lastname: 'B',
    birthdate: '2000-01-01',
    correctness_confirmed: true,
    preferred_language: 'de',
  };
  it('accepts a complete registration and defaults terms and mail lists', () => {
    expect(RegistrationInput.parse(valid)).toMatchObject({ accepted_terms: [], include_in_maillists: false });
  });
  it('names the rule that failed', () => {
    expect(messages(RegistrationInput.safeParse({ ...valid, password: '012345678', password_repeat: '012345678' }))).toEqual([
      'PasswordNotStrongEnough',
    ]);
    expect(messages(RegistrationInput.safeParse({ ...valid, password_repeat: 'x' }))).toEqual(['repeatMismatch']);
    expect(messages(RegistrationInput.safeParse({ ...valid, correctness_confirmed: false }))).toEqual(['mustConfirm']);
    expect(messages(RegistrationInput.safeParse({ ...valid, birthdate: '2999-01-01' }))).toEqual(['InvalidBirthdate']);
  });
});

describe('BankInfoInput', () => {
  it('normalises IBAN and BIC', () => {
    expect(BankInfoInput.parse({ accountHolder: ' Jo Doe ', iban: 'nl91 abna 0417 1643 00', bic: 'abnanl2a' })).toEqual({
      accountHolder: 'Jo Doe',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
    });
  });
  it('knows SEPA countries', () => {
    expect(isValidSepaIban('BE68539007547034')).toBe(true);
    expect(isValidSepaIban('BR1800360305000010009795493C1')).toBe(false);
  });
});

describe('SelfUpdateInput', () => {
  it.each(['1234', '00000000'])('accepts the PIN %s', (pin) => {
    expect(SelfUpdateInput.safeParse({ current_password: 'x', signature_pin: pin }).success).toBe(true);
  });
  it.each(['123', '123456789', 'abcd', '12 34'])('refuses the PIN %s', (pin) => {
    expect(messages(SelfUpdateInput.safeParse({ current_password: 'x', signature_pin: pin }))).toContain('pinFormat');
  });
});

describe('the signature PIN', () => {
  it.each(['123', '1234', '12345678', '123456789', '123456789012', 'abcd'])(
    'is one rule: the profile sets %s exactly when the score sheet signs with it',
    (pin) => {
      const sets = SelfUpdateInput.safeParse({ current_password: 'x', signature_pin: pin }).success;
      expect(SignInput.safeParse({ pin }).success).toBe(sets);
    },
  );
});

describe('ContactDataInput', () => {
  it('turns empty texts into null and checks the lengths of docs/product.md#text-lengths', () => {
    expect(ContactDataInput.parse({ city: '  ', country: '' })).toEqual({ city: null, country: null });
    expect(messages(ContactDataInput.safeParse({ zip_code: '1'.repeat(17) }))).toEqual(['tooLong']);
    expect(ContactDataInput.safeParse({ address_1: 'a'.repeat(80) }).success).toBe(true);
  });
});
