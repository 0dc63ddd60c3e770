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

  it('finds them padded with spaces, after a year or digits with a letter or two behind, and as keyboard rows', () => {
    for (const password of [
      ' password123 ',
      '\tPassword2026 ',
      'P@ssw0rd2026!x',
      'Sommer2026!ab',
      '2026!password',
      'Qwertz12345',
      'ASDFGHJKL2026',
      'yxcvbnm!!2026',
    ]) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
  });

  it('finds German words and first names, also padded or with umlauts written out, and phrases of two or three frequent words', () => {
    for (const password of [
      'ichliebedich',
      'Ich liebe dich',
      'IchLiebeDich2024!',
      'Hallowelt!',
      'Meinpasswort1',
      'Schatzi2024!',
      'Fussball1',
      'Fußball1',
      'Frühling2024',
      'Fruehling2024',
      'Sommer2026',
      'Schmetterling!',
      'Kartoffeln123',
      'Donnerstag!',
      'Friedrich1990',
      'Annalena!',
    ]) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
  });

  it('passes long German passphrases', () => {
    for (const password of [
      'Kartoffeln tanzen leise im Regen',
      'Oma fährt im Hühnerstall Motorrad',
      'meinehundeliebenkaltenkaffee',
      'Regenwurm!Tanzabend7',
    ]) {
      expect([password, isCommonPassword(password)]).toEqual([password, false]);
    }
  });

  it('passes long random passphrases and passwords that only contain a short common stem', () => {
    for (const password of [
      'blau wandert die ameise 73',
      'Blau!wandert die Ameise 73',
      'abc8472950183',
      'xq7-Lm2p-Wz9k',
      'Sicher!Passwort26',
      'Tor 2026: Meister!',
      'qwe7-rtz9-Lm2p',
    ]) {
      expect([password, isCommonPassword(password)]).toEqual([password, false]);
    }
  });
});
