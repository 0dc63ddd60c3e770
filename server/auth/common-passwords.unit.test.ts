import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('finds list entries in any case, with a tail of digits and punctuation, and with letters swapped for digits', () => {
    for (const password of [
      'password',
      'QWERTYUIOP',
      'Password123!',
      'basketball2024',
      '1234567890!',
      'P@ssw0rd2024',
      'Sup3rman!',
    ]) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
  });

  it('passes long random passphrases and passwords that only contain a short common stem', () => {
    for (const password of [
      'blau wandert die ameise 73',
      'Blau!wandert die Ameise 73',
      'abc8472950183',
      'xq7-Lm2p-Wz9k',
      'Sicher!Passwort26',
    ]) {
      expect([password, isCommonPassword(password)]).toEqual([password, false]);
    }
  });
});
