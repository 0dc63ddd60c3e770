// Language choice: the product's four languages, anything else English.
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it('prefers the explicit wish, then the browser header, and maps unknown ones to en', () => {
    expect(pickLanguage('nl', 'de')).toBe('nl');
    expect(pickLanguage('fr-BE', undefined)).toBe('fr');
    expect(pickLanguage('es', 'de')).toBe('en');
    expect(pickLanguage(undefined, 'de-DE,de;q=0.9')).toBe('de');
    expect(pickLanguage(undefined, 'pt-BR')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});
