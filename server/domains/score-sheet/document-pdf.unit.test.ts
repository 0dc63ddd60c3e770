// The score sheet document's formats: dates on the association's clock, game time, and the language of the document.
import { setAssociationTimeZone } from '../../../shared/clock';
import { clock, dateTime, fontRuns } from './document-pdf';
import { documentLanguage } from './document';

describe('score sheet document formats', () => {
  afterEach(() => setAssociationTimeZone('Europe/Berlin'));

  it('writes dates on the association’s clock, whatever the server’s zone', () => {
    expect(dateTime(new Date('2026-11-21T13:00:00Z'))).toBe('21.11.2026 14:00');
    expect(dateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02.07.2026 00:30');
    setAssociationTimeZone('Europe/London');
    expect(dateTime(new Date('2026-07-01T22:30:00Z'))).toBe('01.07.2026 23:30');
  });

  it('writes game time as minutes and seconds past the hour', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(125)).toBe('2:05');
    expect(clock(3785)).toBe('63:05');
  });

  it('is German unless the reader asks first for another language of the portal', () => {
    expect(documentLanguage(undefined)).toBe('de');
    expect(documentLanguage('fr-CH,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(documentLanguage('NL')).toBe('nl');
    expect(documentLanguage('ja,en;q=0.5')).toBe('de');
    expect(documentLanguage('')).toBe('de');
  });

  it('cuts a text into runs of the main font and of the fallback for the characters it lacks', () => {
    expect(fontRuns('Łukasz Жуков')).toEqual([{ text: 'Łukasz Жуков', fallback: false }]);
    expect(fontRuns('#7 王 伟 (Assist: 김민준)')).toEqual([
      { text: '#7 ', fallback: false },
      { text: '王 伟 ', fallback: true },
      { text: '(Assist: ', fallback: false },
      { text: '김민준', fallback: true },
      { text: ')', fallback: false },
    ]);
    expect(fontRuns('')).toEqual([{ text: '', fallback: false }]);
  });
});
