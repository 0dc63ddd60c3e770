// Hostile input, whole payloads: every endpoint that takes a JSON body gets malformed JSON, an oversized body, JSON
// nested thousands of levels deep, bodies that are no object, foreign content types and encodings; every endpoint
// with a query gets repeated and bracketed parameters. Each answer is a typed 4xx (never a 5xx, never a crash).
import zlib from 'node:zlib';
import { operationsOf, problemOf, send, useHostileWorld } from './hostile';

const { t, world, agentFor, validPath: pathOf } = useHostileWorld();

const JSON_TYPE = 'application/json';

/** Payload, content type, and the status it must get (null: any typed answer). */
const PAYLOADS: { name: string; raw: string | Buffer; type: string; encoding?: string; status: number | null }[] = [
  { name: 'malformed JSON', raw: '{"a":', type: JSON_TYPE, status: 400 },
  { name: 'JSON with a trailing comma', raw: '{"a":1,}', type: JSON_TYPE, status: 400 },
  { name: 'a JSON body over 100 KB', raw: JSON.stringify({ a: 'x'.repeat(150_000) }), type: JSON_TYPE, status: 413 },
  { name: 'arrays nested 20000 deep', raw: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, type: JSON_TYPE, status: 400 },
  { name: 'objects nested 5000 deep', raw: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, type: JSON_TYPE, status: 400 },
  { name: 'null', raw: 'null', type: JSON_TYPE, status: 400 },
  { name: 'a number', raw: '42', type: JSON_TYPE, status: 400 },
  { name: 'a string', raw: '"text"', type: JSON_TYPE, status: 400 },
  { name: 'an array', raw: '[{"a":1}]', type: JSON_TYPE, status: 400 },
  {
    name: 'five thousand keys',
    raw: JSON.stringify(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]))),
    type: JSON_TYPE,
    status: 400,
  },
  {
    name: 'a prototype key',
    raw: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    type: JSON_TYPE,
    status: null,
  },
  { name: 'UTF-16 JSON', raw: Buffer.from('{"a":1}', 'utf16le'), type: 'application/json; charset=utf-16', status: null },
  { name: 'a foreign charset', raw: '{"a":1}', type: 'application/json; charset=latin1', status: 415 },
  { name: 'JSON as text/plain', raw: '{"a":1}', type: 'text/plain', status: null },
  {
    name: 'a form with bracket keys',
    raw: 'a[b]=1&__proto__[admin]=1&a=2',
    type: 'application/x-www-form-urlencoded',
    status: null,
  },
  {
    name: 'XML',
    raw: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    type: 'application/xml',
    status: null,
  },
  { name: 'broken gzip', raw: Buffer.from('not gzip at all'), type: JSON_TYPE, encoding: 'gzip', status: 400 },
  // Inflated only up to the body limit: refused as malformed or too large, never inflated in full.
  { name: 'a gzip bomb', raw: zlib.gzipSync(Buffer.alloc(20_000_000, 0x20)), type: JSON_TYPE, encoding: 'gzip', status: null },
  { name: 'an unknown encoding', raw: '{}', type: JSON_TYPE, encoding: 'br2', status: 415 },
];

it('every JSON body endpoint answers broken, huge, deep and foreign payloads with a typed 4xx', async () => {
  const failures: string[] = [];
  const ops = operationsOf(world.doc).filter((o) => o.op.requestBody?.content['application/json']);
  expect(ops.length).toBeGreaterThan(20);
  for (const op of ops) {
    for (const payload of PAYLOADS) {
      await t.prisma.rateLimitHit.deleteMany();
      const req = send(agentFor(op), op.method, `/api${await pathOf(op)}`, { raw: payload.raw, type: payload.type });
      if (payload.encoding) req.set('Content-Encoding', payload.encoding);
      const res = await req;
      const problem = problemOf(res) ?? (res.status < 400 && payload.status !== null ? `accepted with ${res.status}` : null);
      if (problem) failures.push(`${op.key} ${payload.name}: ${problem}`);
      else if (payload.status !== null && res.status !== payload.status && ![401, 403].includes(res.status))
        failures.push(`${op.key} ${payload.name}: ${res.status} ${res.body?.error?.code}, expected ${payload.status}`);
    }
  }
  expect(failures).toEqual([]);
}, 300_000);

it('every endpoint with a query answers repeated, bracketed and broken parameters with a typed code', async () => {
  const failures: string[] = [];
  const ops = operationsOf(world.doc).filter((o) => o.op.parameters?.some((p) => p.in === 'query'));
  for (const op of ops) {
    const names = op.op.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
    const queries = [
      names.map((n) => `${n}=1&${n}=2`).join('&'),
      names.map((n) => `${n}[]=1`).join('&'),
      names.map((n) => `${n}[$ne]=x`).join('&'),
      names.map((n) => `${n}=%E0%A4%A`).join('&'),
      names.map((n) => `${n}=%F0%9F%98`).join('&'),
      names.map((n) => `${encodeURIComponent(n)}=${'%25'.repeat(200)}`).join('&'),
      Array.from({ length: 500 }, (_, i) => `p${i}=${i}`).join('&'),
    ];
    for (const query of queries) {
      await t.prisma.rateLimitHit.deleteMany();
      const res = await send(agentFor(op), op.method, `/api${await pathOf(op)}?${query}`);
      const problem = problemOf(res);
      if (problem) failures.push(`${op.key} ?${query.slice(0, 60)}: ${problem}`);
    }
  }
  expect(failures).toEqual([]);
}, 300_000);

it('answers unknown paths, methods and broken path encodings under /api with a typed code', async () => {
  const admin = world.w.actors.admin.agent;
  for (const [method, url] of [
    ['get', '/api/nowhere'],
    ['get', '/api/persons/1/nowhere'],
    ['patch', '/api/self'],
    ['options', '/api/self'],
    ['get', '/api/clubs/%E0%A4%A'],
    ['get', '/api/terms/%C0%AE%C0%AE'],
    ['get', '/api/..%2f..%2fetc%2fpasswd'],
    ['get', '/api/%2e%2e/%2e%2e/etc/passwd'],
    ['get', `/api/persons/${'9'.repeat(400)}`],
  ] as const) {
    const res = await (
      admin as unknown as Record<string, (u: string) => Promise<{ status: number; body: unknown; text: string }>>
    )[method](url);
    expect({ url, method, problem: problemOf(res) }).toEqual({ url, method, problem: null });
    expect(res.status).toBeGreaterThanOrEqual(200);
  }
});
