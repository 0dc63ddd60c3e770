// One declaration per endpoint: the app serves exactly the contract's endpoints, each implemented once,
// through apiRouter (which records what it mounts), and nothing else is routed under /api; the OpenAPI document made
// from the same declarations is well formed and served with its reference page under the portal's CSP.
import fs from 'node:fs';
import path from 'node:path';
import { useTestApp } from '../../test/app';
import { isDeepStrictEqual } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import type { JsonSchema, OpenApiDocument } from './document';
import { MAX_ID } from '../../shared/schemas/ids';
import { signedInMember } from '../../test/factories';
import { ENDPOINTS, endpointKey } from '../../shared/contract';

const t = useTestApp();

/** The server's source files (tests aside), by path from the repository root. */
function serverSources(dir = path.join(__dirname, '..')): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : serverSources(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ file: path.relative(path.join(__dirname, '../..'), full), text: fs.readFileSync(full, 'utf8') }];
  });
}

describe('one declaration per endpoint', () => {
  it('every contract endpoint is implemented exactly once, and the API router serves nothing else', () => {
    const served = (t.app.locals.apiEndpoints ?? []).map(endpointKey);
    const declared = ENDPOINTS.map(endpointKey);
    const twice = served.filter((key, i) => served.indexOf(key) !== i);
    const undeclared = served.filter((key) => !declared.includes(key));
    const unimplemented = declared.filter((key) => !served.includes(key));
    expect({ twice, undeclared, unimplemented }).toEqual({ twice: [], undeclared: [], unimplemented: [] });
    expect(served).toHaveLength(ENDPOINTS.length);
    // The very declarations, not copies: the answer check and the recent-password gate read them from the route.
    for (const e of t.app.locals.apiEndpoints ?? []) expect(ENDPOINTS).toContain(e);
  });

  it('nothing else is routed under /api: no router but apiRouter and the API pipeline, no route by path', () => {
    const sources = serverSources();
    const routers = sources.filter((s) => /\bRouter\(\)/.test(s.text)).map((s) => s.file);
    // server/app.ts: the /api pipeline (middleware, then apiRouter); implement.ts: apiRouter. Outside /api: the site
    // files for crawlers (robots.txt, sitemap.xml) and the public pages' HTML, whose paths are checked below.
    const OUTSIDE_API = ['server/pages/public-pages.ts', 'server/http/site-routes.ts'];
    expect(routers.sort()).toEqual(['server/app.ts', ...OUTSIDE_API, 'server/http/implement.ts'].sort());
    for (const file of OUTSIDE_API) {
      const paths = [...sources.find((s) => s.file === file)!.text.matchAll(/router\.get\(\s*(\[[^\]]*\]|'[^']*')/g)].map(
        (m) => m[1],
      );
      expect(paths.length).toBeGreaterThan(0);
      for (const p of paths) expect(p).not.toMatch(/'\/api/);
    }
    const app = sources.find((s) => s.file === 'server/app.ts')!.text;
    // The pipeline takes middleware only: no path of its own, no route by method.
    expect(app.match(/\bapi\.use\(\s*['"`]/g)).toBeNull();
    expect(app.match(/\bapi\.(get|post|put|delete|patch|all|route)\(/g)).toBeNull();
    // Under /api the app mounts the live streams (an apiRouter of their own, before the per-request layers), the
    // pipeline and the links into other applications (a redirect middleware).
    expect(app.match(/app\.use\(\s*'\/api'[^)]*\)/g)).toEqual([
      "app.use('/api', streams)",
      "app.use('/api', externalAppLinks)",
      "app.use('/api', api)",
    ]);
    const routeCalls = sources.filter(
      (s) =>
        s.file !== 'server/http/implement.ts' &&
        !OUTSIDE_API.includes(s.file) &&
        /\b(router|api)\.(get|post|put|delete|patch|all|route)\(/.test(s.text),
    );
    expect(routeCalls.map((s) => s.file)).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  let doc: OpenApiDocument;
  beforeAll(async () => {
    const res = await t.request().get('/api/openapi.json').expect(200).expect('Content-Type', /json/);
    doc = res.body;
  });

  it('is OpenAPI 3.1 with one operation per declared endpoint', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(ENDPOINTS.map(endpointKey).sort());
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares every path parameter of every path, and only those', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const op of Object.values(ops)) {
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect({ path, params: declared.sort() }).toEqual({ path, params: inPath });
      }
    }
  });

  it('describes bodies and queries from the shared zod schemas', () => {
    const signIn = doc.paths['/auth/signin'].post;
    expect(signIn.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SignInInput' });
    expect(doc.components.schemas.SignInInput).toMatchObject({
      type: 'object',
      properties: { username: { type: 'string', maxLength: 254, format: 'email' }, password: { maxLength: 1024 } },
      required: ['username', 'password'],
    });
    const create = doc.components.schemas.PersonCreateInput as { additionalProperties?: boolean; required: string[] };
    expect(create.additionalProperties).toBe(false);
    expect(create.required).toEqual(expect.arrayContaining(['club_id', 'sport_id', 'firstname', 'lastname', 'birthdate']));

    const persons = doc.paths['/persons'].get.parameters!;
    expect(persons.find((p) => p.name === 'page_size')).toMatchObject({
      in: 'query',
      schema: { type: 'integer', maximum: 9999 },
    });
    expect(persons.find((p) => p.name === 'format')?.schema).toMatchObject({ enum: ['emails-csv', 'full-xlsx'] });
    const clubs = doc.paths['/clubs'].get;
    expect(clubs.description).toMatch(/Query alternatives: \w+ or ClubAdminListQuery/);
    expect(clubs.parameters!.find((p) => p.name === 'whereACL')?.required).toBe(false);
    expect(doc.paths['/processes/{id}'].put.parameters!.find((p) => p.name === 'action')).toMatchObject({ required: true });
    expect(doc.paths['/self/avatar'].post.requestBody?.content['multipart/form-data']).toBeDefined();
    expect(doc.paths['/self/avatar'].post.responses['415']).toBeDefined();
  });

  it('names the statistics category types as an enumeration (an unknown one still answers 404)', async () => {
    for (const path of ['/stats/{type}/{id}/games', '/stats/{type}/{id}/teams/{teamID}', '/calendar/{type}/{file}']) {
      expect(doc.paths[path].get.parameters!.find((p) => p.name === 'type')?.schema).toEqual({
        type: 'string',
        enum: ['leagues', 'tournaments'],
      });
    }
    const res = await t.request().get('/api/stats/cups/1/games');
    expect(res.status).toBe(404);
  });

  it('marks what needs a session, and lists the error codes with their statuses', () => {
    expect(doc.components.securitySchemes.session).toEqual({ type: 'apiKey', in: 'cookie', name: 'portal.sid' });
    expect(doc.paths['/self'].get.security).toEqual([{ session: [] }]);
    expect(doc.paths['/stats/associations'].get.security).toEqual([{}, { session: [] }]);
    expect(doc.paths['/persons/{id}'].get['x-permission']).toEqual({ needs: ['persons.list'], on: 'person' });
    const codes = (doc.components.schemas.ErrorBody as { properties: { error: { properties: { code: { enum: string[] } } } } })
      .properties.error.properties.code.enum;
    expect(codes).toEqual(expect.arrayContaining(['ValidationFailed', 'UnauthorizedAction', 'NotFound', 'TooManyRequests']));
  });
});

describe('parameters as strict as the server', () => {
  let doc: OpenApiDocument;
  beforeAll(async () => {
    doc = (await t.request().get('/api/openapi.json').expect(200)).body;
  });

  /** Every parameter of every operation, with where it is. */
  const parameters = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        (op.parameters ?? []).map((p) => ({ at: `${method.toUpperCase()} ${path} ${p.in}:${p.name}`, ...p })),
      ),
    );
  /** A schema and its alternatives (anyOf of query alternatives, allOf of several patterns). */
  const alternativesOf = (schema: JsonSchema): JsonSchema[] => (schema.anyOf as JsonSchema[] | undefined) ?? [schema];
  const patternsOf = (schema: JsonSchema): string[] => [
    ...(typeof schema.pattern === 'string' ? [schema.pattern] : []),
    ...((schema.allOf as JsonSchema[] | undefined) ?? []).flatMap(patternsOf),
  ];
  const NOT_IDS = new Set(['type', 'target', 'side', 'token', 'file', 'key']);
  const isQueryId = (name: string) =>
    /(^|_)id$|Id$|ID$/.test(name) || ['competition', 'group', 'season', 'team', 'version'].includes(name);

  it('documents every id in a path or query as an integer 1..2147483647, and the server refuses the others', async () => {
    const ids = parameters().filter((p) => (p.in === 'path' ? !NOT_IDS.has(p.name) : p.in === 'query' && isQueryId(p.name)));
    expect(ids.length).toBeGreaterThan(100);
    const loose = ids.filter((p) => !isDeepStrictEqual(p.schema, { type: 'integer', minimum: 1, maximum: MAX_ID }));
    expect(loose.map((p) => `${p.at} ${JSON.stringify(p.schema)}`)).toEqual([]);
    // What the document leaves out is a bad request; the edges it allows are not.
    const member = await signedInMember(t);
    for (const id of ['0', String(MAX_ID + 1), '1e3']) await member.agent.get(`/api/clubs/${id}`).expect(400);
    await member.agent.get(`/api/clubs/${MAX_ID}`).expect(404);
    await member.agent.get(`/api/teams?whereClubID=0`).expect(400);
  });

  it('bounds the length of every text query parameter and refuses control characters in text as the server does', async () => {
    const texts = parameters()
      .filter((p) => p.in !== 'header')
      .flatMap((p) =>
        alternativesOf(p.schema)
          .filter((s) => s.type === 'string' && !Array.isArray(s.enum))
          .map((s) => ({ ...p, schema: s })),
      );
    expect(texts.length).toBeGreaterThan(30);
    // A length bound: maxLength, or an anchored pattern with bounded repetitions only (a date, a token).
    const bounded = (pattern: string) => /^\^.*\$$/.test(pattern) && !/[*+]|\{\d+,\}/.test(pattern.replace(/\\./g, ''));
    const unbounded = texts.filter(
      (p) => p.in === 'query' && p.schema.maxLength === undefined && !patternsOf(p.schema).some(bounded),
    );
    expect(unbounded.map((p) => p.at)).toEqual([]);
    for (const bad of ['a\u0000b', 'a\u0007', '\u000b', '\u007f', '\u0085', '\ud800', 'a\udc00', '\uffff']) {
      const admitted = texts.filter((p) => {
        const patterns = patternsOf(p.schema);
        return patterns.length === 0 || patterns.every((pattern) => new RegExp(pattern).test(bad));
      });
      expect({ bad, admitted: admitted.map((p) => p.at) }).toEqual({ bad, admitted: [] });
    }
    const member = await signedInMember(t);
    await member.agent.get('/api/clubs').query({ q: 'Kiel\u0007' }).expect(400);
    await member.agent.get('/api/clubs').query({ q: 'Kiel 😀' }).expect(200);
  });

  it('names the include values each endpoint takes, and nothing else passes', async () => {
    const self = doc.paths['/self'].get.parameters!.find((p) => p.name === 'include')!;
    expect(self.description).toMatch(/^Comma-separated, any of: licenses, contactData, personalStats, upcomingGames, gameTasks/);
    const pattern = new RegExp(self.schema.pattern as string);
    for (const good of ['', 'licenses', 'licenses,gameTasks', ' licenses , gameTasks ,', ',,'])
      expect(pattern.test(good)).toBe(true);
    for (const bad of ['passwordHash', 'licenses,passwordHash', 'licenses;gameTasks', 'licenses\u000b'])
      expect(pattern.test(bad)).toBe(false);
    const member = await signedInMember(t);
    await member.agent.get('/api/self').query({ include: ' licenses , gameTasks ,' }).expect(200);
    await member.agent.get('/api/self').query({ include: 'licenses,passwordHash' }).expect(400);
    // The club list's two alternatives take different includes: either list is documented.
    const clubs = doc.paths['/clubs'].get.parameters!.find((p) => p.name === 'include')!;
    const either = alternativesOf(clubs.schema).map((s) => new RegExp(s.pattern as string));
    for (const value of ['offeredSports', 'contacts']) expect(either.some((re) => re.test(value))).toBe(true);
    expect(either.some((re) => re.test('leaders'))).toBe(false);
  });

  it('describes /api/openapi.json as the JSON it is, and the document validates against its own description', async () => {
    const res = await t
      .request()
      .get('/api/openapi.json')
      .expect(200)
      .expect('Content-Type', /^application\/json/);
    const content = doc.paths['/openapi.json'].get.responses['200'].content!;
    expect(Object.keys(content)).toEqual(['application/json']);
    const schema = content['application/json'].schema;
    expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['openapi', 'paths']) });
    expect(schema.format).toBeUndefined();
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validate(schema, res.body)).toBe(true);
  });

  it('lists the 409 of the score sheet PDF (a game not finished yet)', () => {
    const pdf = doc.paths['/stats/games/{gameID}/score-sheet.pdf'].get.responses;
    expect(pdf['409']).toMatchObject({ description: expect.stringMatching(/GameNotFinished/) });
    expect(Object.keys(pdf['200'].content!)).toEqual(['application/pdf']);
  });
});

describe('GET /api/docs', () => {
  it('lists every endpoint with its parameters, without scripts, under the CSP', async () => {
    const res = await t
      .request()
      .get('/api/docs')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).not.toMatch(/\son[a-z]+=/i);
    for (const e of ENDPOINTS) expect(res.text).toContain(`/api${e.path.replace(/&/g, '&amp;')}</code>`);
    expect(res.text).toContain('<code>rql</code>');
    expect(res.text).toContain('PersonCreateInput');
  });
});
