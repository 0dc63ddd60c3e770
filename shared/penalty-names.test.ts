// The default penalty types' keys have a name in every language of the portal; a league's own name stays its own.
import de from '../locales/de/games.json';
import en from '../locales/en/games.json';
import fr from '../locales/fr/games.json';
import nl from '../locales/nl/games.json';
import { gameDayDefaults } from './game-day';
import { PENALTY_NAME_KEYS, penaltyName } from './penalty-names';

const NAMES: Record<string, Record<string, string>> = {
  de: de.penaltyNames,
  en: en.penaltyNames,
  fr: fr.penaltyNames,
  nl: nl.penaltyNames,
};

describe('penalty names', () => {
  it('are known for every default penalty type of every sport', () => {
    for (const sport of ['lacrosse', 'indoor_lacrosse', 'ice_hockey', 'lsm']) {
      for (const p of gameDayDefaults(sport).penalties) expect(PENALTY_NAME_KEYS).toContain(p.name);
    }
  });

  it.each(Object.keys(NAMES))('show the keys by a real name in %s, never the key', (language) => {
    for (const key of PENALTY_NAME_KEYS) {
      const shown = penaltyName(key, NAMES[language]!);
      expect(shown).not.toBe(key);
      expect(shown.trim()).not.toBe('');
    }
  });

  it('in German and English as the league reads them; a league’s own name as it is', () => {
    expect(penaltyName('personal-1', NAMES.de!)).toBe('Persönlich 1 min');
    expect(penaltyName('expulsion', NAMES.en!)).toBe('Expulsion');
    expect(penaltyName('minor', NAMES.fr!)).toBe('Pénalité mineure');
    expect(penaltyName('Persönlich 2 min', NAMES.de!)).toBe('Persönlich 2 min');
  });
});
