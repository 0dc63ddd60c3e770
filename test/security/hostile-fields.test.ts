// Hostile input, field by field: every body field and query parameter of every endpoint, inside an otherwise valid
// request (the matrix's request of the admin of X on side A), gets each value of a fixed list of troublemakers: NUL
// and control characters, broken Unicode, injection strings, huge and deep values, wrong types. Every answer is below
// 500 with a typed code, and what was stored is no garbage. The random fuzz (hostile-input.test.ts) goes wider; this
// sweep makes sure the usual suspects reach every field every time.
import { endpointOfRow } from './authorization-table';
import { json, operationsOf, problemOf, queryString, send, storedGarbage, useHostileWorld, type Operation } from './hostile';
import { MATRIX_REQUESTS, type MatrixRequest } from './matrix-requests';

const { t, world, agentFor } = useHostileWorld();

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });

/** What each field meets. Text fields must refuse the first four; the rest must be refused or stored as harmless text. */
const TROUBLEMAKERS: unknown[] = [
  'a\u0000b',
  '\ud800',
  'x\u001b[2J',
  '\u0085',
  '\u202egnp.exe',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '=cmd|"/c calc"!A1',
  '../../../etc/passwd',
  '0000-01-01',
  '   ',
  '',
  'x'.repeat(5000),
  'x'.repeat(120_000),
  -1,
  1.5,
  2147483648,
  1e300,
  true,
  null,
  [],
  ['a'],
  {},
  { $gt: '' },
  deep(40),
];

const describeValue = (v: unknown) =>
  typeof v === 'string'
    ? JSON.stringify(v.slice(0, 30)) + (v.length > 30 ? `…(${v.length})` : '')
    : JSON.stringify(v)?.slice(0, 40);

function rowsOf(op: Operation): string[] {
  return Object.keys(MATRIX_REQUESTS).filter((row) => endpointOfRow(row) === op.key);
}

function bodyFields(op: Operation): string[] {
  const schema = op.op.requestBody?.content['application/json']?.schema as
    { $ref?: string; anyOf?: { $ref?: string }[] } | undefined;
  if (!schema) return [];
  const refs = schema.$ref ? [schema.$ref] : (schema.anyOf ?? []).map((s) => s.$ref).filter((r): r is string => Boolean(r));
  const fields = new Set<string>();
  for (const ref of refs) {
    const component = world.doc.components.schemas[ref.split('/').pop()!] as {
      properties?: Record<string, unknown>;
      anyOf?: { properties?: object }[];
    };
    for (const key of Object.keys(component.properties ?? {})) fields.add(key);
    for (const alternative of component.anyOf ?? []) for (const key of Object.keys(alternative.properties ?? {})) fields.add(key);
  }
  return [...fields];
}

it('every field of every request answers every troublemaker below 500 with a typed code', async () => {
  const failures: string[] = [];
  let calls = 0;
  for (const op of operationsOf(world.doc)) {
    const fields = bodyFields(op);
    const params = (op.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    if (fields.length === 0 && params.length === 0) continue;
    for (const row of rowsOf(op)) {
      let base: MatrixRequest | null = null;
      const targets = [...fields.map((f) => ['body', f] as const), ...params.map((p) => ['query', p] as const)];
      for (const [where, name] of targets) {
        for (const value of TROUBLEMAKERS) {
          if (where === 'query' && typeof value === 'string' && value.length > 4100) continue;
          await t.prisma.rateLimitHit.deleteMany();
          base ??= await MATRIX_REQUESTS[row]({ w: world.w, side: world.w.sides.A, actor: world.w.actors.admin });
          const body = where === 'body' ? { ...((base.body as object) ?? {}), [name]: value } : base.body;
          const query: Record<string, unknown> = { ...(base.query ?? {}) };
          if (where === 'query')
            query[name] = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
          const res = await send(
            agentFor(op),
            op.method,
            `/api${base.path}${queryString(query)}`,
            body === undefined ? undefined : json(body),
          );
          calls++;
          await base.cleanup?.();
          const problem = problemOf(res);
          if (problem) failures.push(`${row} ${where}.${name}=${describeValue(value)}: ${problem}`);
          // What the call created or removed is spent: the next value gets a request of its own.
          if (res.status < 300) base = null;
        }
      }
    }
  }
  expect(calls).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
  expect(await storedGarbage(t.prisma)).toEqual([]);
}, 600_000);
