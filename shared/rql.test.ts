// The RQL parser and printer: known queries, rejected input, and properties over generated queries.
import fc from 'fast-check';
import { combineRql, encodeRqlValue, parseRql, printRql, RQL_LIMITS, RqlError, rqlTerms, type RqlNode } from './rql';

describe('parseRql', () => {
  it('reads comparisons, sets and and()', () => {
    expect(parseRql('eq(gender,female)')).toEqual({ op: 'eq', subject: 'gender', value: 'female' });
    expect(parseRql('ne(club,12)')).toEqual({ op: 'ne', subject: 'club', value: '12' });
    expect(parseRql('in(club,(1,2,3))')).toEqual({ op: 'in', subject: 'club', values: ['1', '2', '3'] });
    expect(parseRql('and(eq(sport,1),out(team,(4)),gt(birthdate,2000-01-01))')).toEqual({
      op: 'and',
      args: [
        { op: 'eq', subject: 'sport', value: '1' },
        { op: 'out', subject: 'team', values: ['4'] },
        { op: 'gt', subject: 'birthdate', value: '2000-01-01' },
      ],
    });
  });

  it('reads before and after as comparisons of one value, and prints them back', () => {
    expect(parseRql('before(birthdate,2000-01-01)')).toEqual({ op: 'before', subject: 'birthdate', value: '2000-01-01' });
    expect(parseRql('and(after(birthdate,1990-12-31),eq(gender,male))')).toEqual({
      op: 'and',
      args: [
        { op: 'after', subject: 'birthdate', value: '1990-12-31' },
        { op: 'eq', subject: 'gender', value: 'male' },
      ],
    });
    expect(printRql({ op: 'before', subject: 'birthdate', value: '2000-01-01' })).toBe('before(birthdate,2000-01-01)');
    expect(() => parseRql('before(birthdate,(2000-01-01))')).toThrow(RqlError);
    expect(() => parseRql('beforeish(birthdate,2000-01-01)')).toThrow(RqlError);
  });

  it('decodes URL-encoded values, and tells null from the string "null"', () => {
    expect(parseRql('eq(tag,Trainer%3Ain)')).toEqual({ op: 'eq', subject: 'tag', value: 'Trainer:in' });
    expect(parseRql('eq(q,M%C3%BCller%2C%20J%28r%29)')).toEqual({ op: 'eq', subject: 'q', value: 'Müller, J(r)' });
    expect(parseRql('eq(team,null)')).toEqual({ op: 'eq', subject: 'team', value: null });
    expect(parseRql('eq(team,%6Eull)')).toEqual({ op: 'eq', subject: 'team', value: 'null' });
    expect(parseRql('eq(team,)')).toEqual({ op: 'eq', subject: 'team', value: '' });
  });

  it.each([
    ['empty', ''],
    ['missing value', 'eq(gender)'],
    ['unclosed', 'eq(gender,female'],
    ['trailing input', 'eq(gender,female))'],
    ['unknown operator', 'foo(gender,female)'],
    ['bad subject', 'eq(1gender,female)'],
    ['injection attempt', "eq(name,x');DROP TABLE persons;--)"],
    ['raw space', 'eq(name,a b)'],
    ['malformed encoding', 'eq(name,%E0%A4%A)'],
    ['set without parentheses', 'in(club,1,2)'],
    ['empty and', 'and()'],
    ['or is not part of the language', 'or(eq(a,1),eq(b,2))'],
    ['nesting', `and(${'and('.repeat(10)}eq(a,1)${')'.repeat(10)})`],
    ['too many terms', `and(${Array.from({ length: 100 }, () => 'eq(a,1)').join(',')})`],
    ['too long', `eq(a,${'x'.repeat(RQL_LIMITS.length)})`],
  ])('rejects %s with RqlError', (_label, text) => {
    expect(() => parseRql(text)).toThrow(RqlError);
  });
});

describe('printRql', () => {
  it('escapes the delimiters and the characters encodeURIComponent leaves alone', () => {
    expect(printRql({ op: 'eq', subject: 'q', value: "a,b(c)!'*" })).toBe('eq(q,a%2Cb%28c%29%21%27%2A)');
    expect(encodeRqlValue('null')).toBe('%6Eull');
    expect(printRql({ op: 'in', subject: 'club', values: ['1', null] })).toBe('in(club,(1,null))');
  });

  it('combines terms and flattens them again', () => {
    const a: RqlNode = { op: 'eq', subject: 'gender', value: 'male' };
    const b: RqlNode = { op: 'in', subject: 'club', values: ['1', '2'] };
    expect(combineRql([])).toBe('');
    expect(combineRql([a])).toBe('eq(gender,male)');
    expect(rqlTerms(parseRql(combineRql([a, b])))).toEqual([a, b]);
  });
});

const subject = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.]{0,15}$/);
const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constant(null),
  fc.constant('null'),
  fc.fullUnicodeString({ maxLength: 6 }),
);
const leaf: fc.Arbitrary<RqlNode> = fc.oneof(
  fc.record({ op: fc.constantFrom('eq', 'ne', 'lt', 'gt', 'le', 'ge'), subject, value }) as fc.Arbitrary<RqlNode>,
  fc.record({
    op: fc.constantFrom('in', 'out'),
    subject,
    values: fc.array(value, { minLength: 1, maxLength: 5 }),
  }) as fc.Arbitrary<RqlNode>,
);
const tree: fc.Arbitrary<RqlNode> = fc.letrec<{ node: RqlNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ op: fc.constant('and' as const), args: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
  ),
})).node;

function depth(node: RqlNode): number {
  return node.op === 'and' ? 1 + Math.max(...node.args.map(depth)) : 1;
}
function count(node: RqlNode): number {
  return node.op === 'and' ? 1 + node.args.reduce((n, a) => n + count(a), 0) : 1;
}

describe('RQL properties', () => {
  it('parse(print(x)) equals x for every query within the limits', () => {
    fc.assert(
      fc.property(
        tree.filter((t) => depth(t) <= RQL_LIMITS.depth && count(t) <= RQL_LIMITS.nodes),
        (node) => {
          expect(parseRql(printRql(node))).toEqual(node);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('throws nothing but RqlError on arbitrary input', () => {
    const noise = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.fullUnicodeString({ maxLength: 40 }),
      fc.stringMatching(/^[a-z(),%0-9A-F]{0,60}$/),
      tree.map(printRql).chain((s) => fc.nat(s.length).map((cut) => s.slice(0, cut) + s.slice(cut + 1))),
    );
    fc.assert(
      fc.property(noise, (text) => {
        try {
          parseRql(text);
        } catch (error) {
          expect(error).toBeInstanceOf(RqlError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
