// A person's name as the portal writes it: in full, in sorted lists, and in public.
import { personName, playerName, sortName } from './person-name';

describe('personName', () => {
  it('writes the first name, then the last name', () => {
    expect(personName({ firstname: 'Anna', lastname: 'Keller' })).toBe('Anna Keller');
  });

  it('leaves no space at either end when a part is empty', () => {
    expect(personName({ firstname: '', lastname: 'Keller' })).toBe('Keller');
    expect(personName({ firstname: 'Anna', lastname: '' })).toBe('Anna');
  });
});

describe('sortName', () => {
  it('writes the last name, a comma, then the first name', () => {
    expect(sortName({ firstname: 'Anna', lastname: 'Keller' })).toBe('Keller, Anna');
  });

  it('writes no comma when a part is empty', () => {
    expect(sortName({ firstname: '', lastname: 'Keller' })).toBe('Keller');
    expect(sortName({ firstname: 'Anna', lastname: ' ' })).toBe('Anna');
  });
});

describe('playerName', () => {
  const anna = { firstname: 'Anna', lastname: 'Keller' };

  it('prefers the short name the player chose, trimmed', () => {
    expect(playerName({ ...anna, publicShortName: ' Anni ' })).toBe('Anni');
  });

  it('falls back to first and last name without a short name or with a blank one', () => {
    expect(playerName({ ...anna, publicShortName: null })).toBe('Anna Keller');
    expect(playerName({ ...anna, publicShortName: '   ' })).toBe('Anna Keller');
  });
});
