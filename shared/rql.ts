// RQL (resource query language) of the member list: a small, strict parser and printer shared by server and client.
// Grammar (docs/product.md#rql): eq/ne/lt/gt/le/ge(subject,value), before/after(date subject,yyyy-mm-dd),
// in/out(subject,(v1,v2,...)), and(node,...).
// Values are URL-encoded; the printer also escapes ! ' ( ) * so that "(", ")" and "," only ever delimit.

export const RQL_COMPARISONS = ['eq', 'ne', 'lt', 'gt', 'le', 'ge', 'before', 'after'] as const;
/** The comparisons of a date only (filter modes before and after: strictly earlier, strictly later). */
export const RQL_DATE_COMPARISONS = ['before', 'after'] as const;
export type RqlComparison = (typeof RQL_COMPARISONS)[number];
export const RQL_SET_OPERATORS = ['in', 'out'] as const;
export type RqlSetOperator = (typeof RQL_SET_OPERATORS)[number];

/** A value after URL-decoding; `null` is written as the bare word null (the string "null" is printed escaped). */
export type RqlValue = string | null;

export type RqlNode =
  | { op: 'and'; args: RqlNode[] }
  | { op: RqlComparison; subject: string; value: RqlValue }
  | { op: RqlSetOperator; subject: string; values: RqlValue[] };

/** Limits against absurd input: the whole query, nesting, number of nodes and of values in one set. */
export const RQL_LIMITS = { length: 4000, depth: 4, nodes: 64, values: 200, subject: 40 } as const;

export class RqlError extends Error {
  readonly code = 'InvalidQuery';
  constructor(message: string) {
    super(message);
    this.name = 'RqlError';
  }
}

const SUBJECT = /^[A-Za-z][A-Za-z0-9_.]*$/;
const VALUE_CHARS = /^[A-Za-z0-9\-_.~%!'*+]*$/;

export function encodeRqlValue(value: RqlValue): string {
  if (value === null) return 'null';
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  // The string "null" must not read back as the null value.
  return encoded === 'null' ? '%6Eull' : encoded;
}

function decodeValue(raw: string): RqlValue {
  if (raw === 'null') return null;
  if (!VALUE_CHARS.test(raw)) throw new RqlError('Unexpected character in value');
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new RqlError('Malformed URL encoding in value');
  }
}

export function printRql(node: RqlNode): string {
  switch (node.op) {
    case 'and':
      return `and(${node.args.map(printRql).join(',')})`;
    case 'in':
    case 'out':
      return `${node.op}(${node.subject},(${node.values.map(encodeRqlValue).join(',')}))`;
    default:
      return `${node.op}(${node.subject},${encodeRqlValue(node.value)})`;
  }
}

class Parser {
  private pos = 0;
  private nodes = 0;
  constructor(private readonly text: string) {}

  parse(): RqlNode {
    const node = this.node(1);
    if (this.pos !== this.text.length) throw new RqlError(`Unexpected input at ${this.pos}`);
    return node;
  }

  private expect(char: string): void {
    if (this.text[this.pos] !== char) throw new RqlError(`Expected "${char}" at ${this.pos}`);
    this.pos += 1;
  }

  /** Everything up to the next delimiter. */
  private token(): string {
    const start = this.pos;
    while (this.pos < this.text.length && !'(),'.includes(this.text[this.pos]!)) this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  private subject(): string {
    const subject = this.token();
    if (subject.length > RQL_LIMITS.subject || !SUBJECT.test(subject)) throw new RqlError('Invalid subject');
    return subject;
  }

  private node(depth: number): RqlNode {
    if (depth > RQL_LIMITS.depth) throw new RqlError('Query nested too deeply');
    this.nodes += 1;
    if (this.nodes > RQL_LIMITS.nodes) throw new RqlError('Query has too many terms');
    const op = this.token();
    this.expect('(');
    if (op === 'and') {
      const args = [this.node(depth + 1)];
      while (this.text[this.pos] === ',') {
        this.pos += 1;
        args.push(this.node(depth + 1));
      }
      this.expect(')');
      return { op, args };
    }
    if ((RQL_SET_OPERATORS as readonly string[]).includes(op)) {
      const subject = this.subject();
      this.expect(',');
      this.expect('(');
      const values = [decodeValue(this.token())];
      while (this.text[this.pos] === ',') {
        this.pos += 1;
        values.push(decodeValue(this.token()));
        if (values.length > RQL_LIMITS.values) throw new RqlError('Too many values in a set');
      }
      this.expect(')');
      this.expect(')');
      return { op: op as RqlSetOperator, subject, values };
    }
    if ((RQL_COMPARISONS as readonly string[]).includes(op)) {
      const subject = this.subject();
      this.expect(',');
      const value = decodeValue(this.token());
      this.expect(')');
      return { op: op as RqlComparison, subject, value };
    }
    throw new RqlError('Unknown operator');
  }
}

/** Parses an RQL string; anything but a well-formed query throws RqlError (and nothing else). */
export function parseRql(text: string): RqlNode {
  if (typeof text !== 'string') throw new RqlError('Query must be a string');
  if (text.length === 0) throw new RqlError('Empty query');
  if (text.length > RQL_LIMITS.length) throw new RqlError('Query too long');
  return new Parser(text).parse();
}

/** The leaf terms of a query, the top-level and() flattened (the member list combines criteria with and). */
export function rqlTerms(node: RqlNode | null): Exclude<RqlNode, { op: 'and' }>[] {
  if (!node) return [];
  if (node.op === 'and') return node.args.flatMap(rqlTerms);
  return [node];
}

/** Combines terms with and(); one term stands alone, none gives an empty string. */
export function combineRql(terms: RqlNode[]): string {
  if (terms.length === 0) return '';
  if (terms.length === 1) return printRql(terms[0]!);
  return printRql({ op: 'and', args: terms });
}
