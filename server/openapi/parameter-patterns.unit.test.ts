// The patterns the OpenAPI document gives text parameters say exactly what the server takes: PLAIN_TEXT is the
// complement of input-sanity's badText (with and without the `u` flag a JSON Schema validator may use), and an include
// pattern takes exactly the comma lists whose trimmed parts are all known.
import { badText } from '../middleware/input-sanity';
import { PLAIN_TEXT } from '../../shared/schemas/text';
import { includePattern, includeParam } from '../../shared/schemas/clubs';

describe('PLAIN_TEXT', () => {
  const unicode = new RegExp(PLAIN_TEXT.source, 'u');

  it('refuses what the server refuses and takes the rest, code unit by code unit', () => {
    const disagree: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const text = `a${String.fromCharCode(unit)}b`;
      if (PLAIN_TEXT.test(text) === badText(text) || unicode.test(text) === badText(text)) disagree.push(unit.toString(16));
    }
    expect(disagree).toEqual([]);
  });

  it('takes surrogate pairs and refuses lone or swapped halves, with and without the u flag', () => {
    for (const [text, ok] of [
      ['Kiel 😀', true],
      ['𝄞𝄞', true],
      ['\ud83d', false],
      ['x\ude00', false],
      ['\ude00\ud83d', false],
      ['😀\ud83d', false],
      ['', true],
      ['tab\tline\nreturn\r', true],
    ] as const) {
      expect({ text, plain: PLAIN_TEXT.test(text), unicode: unicode.test(text) }).toEqual({ text, plain: ok, unicode: ok });
      expect(badText(text)).toBe(!ok);
    }
  });
});

describe('includePattern', () => {
  const allowed = ['teams', 'teams.userMeta', 'leaders'] as const;
  const pattern = includePattern(allowed);
  const param = includeParam(allowed);
  /** The server's own reading: split at commas, trim, drop empty parts, every part known. */
  const known = (raw: string) =>
    raw
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .every((p) => (allowed as readonly string[]).includes(p));

  it.each([
    ['', true],
    ['teams', true],
    ['teams.userMeta,leaders', true],
    [' teams ,\tleaders\u00a0,, ', true],
    ['\ufeffteams\u3000', true],
    ['teamsXuserMeta', false],
    ['teams.', false],
    ['leaders,secrets', false],
    ['teams;leaders', false],
    ['LEADERS', false],
  ])('%j: %s', (raw, ok) => {
    expect(pattern.test(raw)).toBe(ok);
    expect(known(raw)).toBe(ok);
    expect(param.safeParse(raw).success).toBe(ok);
  });

  it('answers the parts as a set', () => {
    expect(param.parse(' teams , leaders,teams')).toEqual(new Set(['teams', 'leaders']));
    expect(param.parse(undefined)).toEqual(new Set());
  });
});
