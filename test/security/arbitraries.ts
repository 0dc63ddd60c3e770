// fast-check arbitraries for hostile input: values that fit an endpoint's JSON Schema (from the OpenAPI document, so
// from the zod schemas in shared/), mixed with values that do not: wrong types, huge strings, deep JSON, unicode edge
// cases, SQL and HTML injection, prototype pollution keys.
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;

/** Strings every text field meets sooner or later. U+FFFD is left out: it marks lone surrogates replaced on the way in. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '   padded   ',
  "' OR '1'='1",
  "'; DROP TABLE persons; --",
  '1; SELECT pg_sleep(5)',
  '" OR ""="',
  '\\',
  '%',
  '_',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\t',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '=HYPERLINK("http://evil.example")',
  '+49 151 000000',
  '@SUM(1+1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '\ud800',
  'a\udfffb',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357',
  '\u200b\u200c\u200d\ufeff',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '\ud83d\ude00'.repeat(40),
  'İıſK',
  'ß'.repeat(61),
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '0x1F',
  '0000-01-01',
  '9999-12-31',
  '٣',
  '１２',
];

export const NASTY_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  Number.MAX_VALUE,
  1e-7,
];

const deep = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Any JSON value of a wrong kind: the fields of a schema meet these as often as valid ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { $ne: null }, { __proto__: { admin: true } }),
  fc.integer({ min: 1, max: 200 }).map((n) => 'x'.repeat(n * 100)),
  fc.integer({ min: 10, max: 400 }).map(deep),
  fc.fullUnicodeString({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 300) : 80;
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => s.length <= Math.max(max, min));
    } catch {
      // fast-check reads only part of the regex syntax (no look-ahead): fall back to plain text.
    }
  }
  if (schema.format === 'email') return fc.emailAddress().filter((s) => s.length <= max);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: Math.max(min, max) }),
    fc.fullUnicodeString({ minLength: min, maxLength: Math.max(min, Math.min(max, 40)) }),
    fc.constantFrom(...NASTY_STRINGS),
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : -1000;
  const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, Number.MAX_SAFE_INTEGER) : 1_000_000;
  const valid = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true });
  // Small ids hit existing rows; the bounds find off-by-one and overflow mistakes.
  return fc.oneof(valid, fc.integer({ min: 1, max: 50 }), fc.constantFrom(min, max));
}

/** Values fitting the schema (JSON Schema 2020-12 as z.toJSONSchema writes it), without the refinements it cannot say. */
export function validOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as JsonSchema[]).map((s) => validOf(s, depth + 1)));
  if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as JsonSchema[]).map((s) => validOf(s, depth + 1)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      const maxLength = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 8) : 5;
      return fc.array(fieldOf(items, depth + 1), { maxLength });
    }
    case 'object':
      return objectOf(schema, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One field: mostly fitting values, now and then a hostile one. */
export function fieldOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: validOf(schema, depth) }, { weight: 1, arbitrary: hostileValue });
}

/** An object of the schema's properties: required ones nearly always there, optional ones often, sometimes an extra key. */
export function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const entries = Object.entries(properties).map(([key, property]) =>
    fc.tuple(
      fc.constant(key),
      fieldOf(property, depth),
      fc.integer({ min: 0, max: 9 }).map((n) => (required.has(key) ? n > 0 : n > 4)),
    ),
  );
  const extra = fc.option(
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'id', 'is_admin', 'role', 'person_id', 'x'), hostileValue),
    {
      freq: 5,
    },
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([fields, more]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value, present] of fields) if (present) out[key] = value;
    if (more) Object.defineProperty(out, more[0], { value: more[1], enumerable: true, writable: true, configurable: true });
    return out;
  });
}

/** A request body: an object of the schema, or now and then no object at all. */
export function bodyOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const shaped = schema.type === 'object' || !schema.type ? objectOf(schema) : validOf(schema);
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

/** Query parameters are text: numbers as written, a repeated parameter as an array, objects as bracket keys. */
export function queryOf(
  parameters: { name: string; schema: JsonSchema; required: boolean }[],
): fc.Arbitrary<Record<string, unknown>> {
  // Node refuses request heads over 16 KB (431) before the app sees them: values stay below 4 KB (the RQL limit is 4000).
  const cut = (text: string) => text.slice(0, 4100);
  const asText = (value: unknown): string | string[] =>
    Array.isArray(value)
      ? value.map((v) => cut(String(v)))
      : cut(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  const entries = parameters.map((p) =>
    fc.tuple(
      fc.constant(p.name),
      fieldOf(p.schema).map(asText),
      fc.integer({ min: 0, max: 9 }).map((n) => (p.required ? n > 0 : n > 3)),
    ),
  );
  const extra = fc.option(
    fc.tuple(
      fc.constantFrom('q[$ne]', 'page[]', '__proto__[admin]', 'include', 'format', 'whereACL', 'x'),
      fc.constantFrom(...NASTY_STRINGS),
    ),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([fields, more]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value, present] of fields) if (present) out[key] = value;
    if (more) out[more[0]] = more[1];
    return out;
  });
}

/** Path segments an id never is. */
export const HOSTILE_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'null',
  '%20',
  '%00',
  '..',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '....//....//',
  '%252e%252e%252f',
  "1'%20OR%20'1'%3D'1",
  '1%3B%20DROP%20TABLE%20persons',
  '%3Cscript%3E',
  '%E2%80%AE1',
  '%D9%A3',
  '%EF%BC%91',
  '%C0%AE%C0%AE',
  '%FF',
  'a'.repeat(5000),
];
