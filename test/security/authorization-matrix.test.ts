// The authorization matrix: every endpoint of the OpenAPI document, called as a guest, a member, a
// club representative of A (on A's and on B's data), a league representative (on its league's team and beyond), an
// association admin of X and a customer of X (on X's and on Y's data). The expected answer of each cell comes from
// authorization-table.ts; any other answer fails, first of all an unexpected 2xx.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { OpenApiDocument } from '../../server/openapi/document';
import { useTestApp } from '../app';
import { buildSecurityWorld, type Actor, type SecurityWorld } from '../factories-security';
import { AUTHORIZATION_TABLE, COLUMNS, cellsOf, endpointOfRow, parseCell, type Column } from './authorization-table';
import { MATRIX_REQUESTS, type MatrixRequest } from './matrix-requests';
import { untilFirstEvent } from '../live/sse-client';
import { MATRIX_END, MATRIX_START, normalizeTable, renderMatrixMarkdown } from './matrix-markdown';

let w: SecurityWorld;
let operations: string[];

const t = useTestApp();
beforeAll(async () => {
  w = await buildSecurityWorld(t);
  const doc = (await t.request().get('/api/openapi.json').expect(200)).body as OpenApiDocument;
  operations = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
}, 120_000);

async function agentFor(actor: Actor | null, fresh: boolean) {
  if (!actor) return t.request();
  if (!fresh) return actor.agent;
  const agent = t.agent();
  await agent.post('/api/auth/signin').send({ username: actor.person.email, password: w.password }).expect(200);
  return agent;
}

async function call(column: Column, method: string, req: MatrixRequest) {
  const actor = column.actor ? w.actors[column.actor] : null;
  const agent = await agentFor(actor, req.fresh ?? false);
  const url = `/api${req.path}`;
  let test =
    method === 'GET'
      ? agent.get(url)
      : method === 'POST'
        ? agent.post(url)
        : method === 'PUT'
          ? agent.put(url)
          : agent.delete(url);
  if (req.query) test = test.query(req.query);
  // superagent types the parser with its own response type; the stream reader takes node's, which it is at run time.
  if (req.stream) return test.buffer(true).parse(untilFirstEvent as unknown as Parameters<typeof test.parse>[0]);
  if (req.upload) return test.attach('avatar', req.upload, { filename: 'logo.png', contentType: 'image/png' });
  if (req.file)
    return test.attach(req.file.field, req.file.buffer, { filename: req.file.filename, contentType: req.file.contentType });
  if (req.body !== undefined) return test.send(req.body as object);
  return test;
}

describe('the authorization table', () => {
  it('has a row for every operation of the OpenAPI document and a request for every row', () => {
    const rows = Object.keys(AUTHORIZATION_TABLE);
    const covered = new Set(rows.map(endpointOfRow));
    expect(operations.filter((op) => !covered.has(op))).toEqual([]);
    expect([...covered].filter((op) => !operations.includes(op))).toEqual([]);
    expect(rows.filter((row) => !MATRIX_REQUESTS[row])).toEqual([]);
    for (const row of rows) expect(() => cellsOf(AUTHORIZATION_TABLE[row]).map(parseCell)).not.toThrow();
  });

  it('is published in docs/security.md as it is', () => {
    const file = path.join(__dirname, '../../docs/security.md');
    const doc = fs.readFileSync(file, 'utf8');
    const published = doc.slice(doc.indexOf(MATRIX_START), doc.indexOf(MATRIX_END) + MATRIX_END.length);
    // To refresh it: UPDATE_SECURITY_DOC=1 TZ=UTC npx jest test/security/authorization-matrix -t published
    if (process.env.UPDATE_SECURITY_DOC === '1') {
      fs.writeFileSync(file, doc.replace(published, renderMatrixMarkdown()));
      execFileSync(path.join(__dirname, '../../node_modules/.bin/prettier'), ['--write', file]);
      return;
    }
    // Prettier pads the table's columns; the content must be the table's.
    expect(normalizeTable(published)).toBe(normalizeTable(renderMatrixMarkdown()));
  });
});

describe.each(Object.keys(AUTHORIZATION_TABLE))('%s', (row) => {
  it('answers every caller as the table says', async () => {
    const [method] = row.split(' ');
    const cells = cellsOf(AUTHORIZATION_TABLE[row]);
    const wrong: string[] = [];
    for (const [index, column] of COLUMNS.entries()) {
      const expected = parseCell(cells[index]);
      await t.prisma.rateLimitHit.deleteMany();
      const side = w.sides[column.side];
      const req = await MATRIX_REQUESTS[row]({ w, side, actor: column.actor ? w.actors[column.actor] : null });
      const res = await call(column, method, req);
      await req.cleanup?.();
      const body = res.text ?? (Buffer.isBuffer(res.body) ? '' : JSON.stringify(res.body));
      const got = `${res.status}${expected.sees === undefined ? '' : body.toLowerCase().includes(side.marker.toLowerCase()) ? '+' : '-'}`;
      if (res.status !== expected.status || (expected.sees !== undefined && got !== cells[index])) {
        const code = (res.body as { error?: { code?: string } })?.error?.code;
        wrong.push(`${column.title}: expected ${cells[index]}, got ${got}${code ? ` ${code}` : ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
