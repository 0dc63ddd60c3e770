// The OpenAPI document is complete (every mounted route is in it, nothing else is), well formed, and served with its
// reference page under the portal's CSP.
import express from 'express';
import { useTestApp } from '../../../test/app';
import type { OpenApiDocument } from '../../openapi/document';
import { mountedRoutes } from '../../openapi/mounted-routes';
import { ENDPOINTS, endpointKey } from '../../../shared/contract';

const t = useTestApp();

describe('the endpoint registry', () => {
  it('holds exactly the routes the app mounts under /api', () => {
    const mounted = new Set(mountedRoutes(t.app).map(endpointKey));
    const declared = new Set(ENDPOINTS.map(endpointKey));
    const undocumented = [...mounted].filter((k) => !declared.has(k));
    const unmounted = [...declared].filter((k) => !mounted.has(k));
    // A new route needs an entry in server/openapi/registry.ts (and a row in test/security/authorization-table.ts).
    expect({ undocumented, unmounted }).toEqual({ undocumented: [], unmounted: [] });
    expect(declared.size).toBe(ENDPOINTS.length);
  });

  it('reads nested routers, parameters and methods from the router stack', () => {
    const app = express();
    const api = express.Router();
    const things = express.Router();
    things.use((_req, _res, next) => next());
    things.get('/', (_req, res) => void res.end());
    things
      .route('/:id/parts/:sub')
      .put((_req, res) => void res.end())
      .delete((_req, res) => void res.end());
    api.use('/things', things);
    app.use('/api', api);
    app.get('/elsewhere', (_req, res) => void res.end());
    expect(mountedRoutes(app).map(endpointKey)).toEqual([
      'GET /things',
      'PUT /things/{id}/parts/{sub}',
      'DELETE /things/{id}/parts/{sub}',
    ]);
  });
});

describe('GET /api/openapi.json', () => {
  let doc: OpenApiDocument;
  beforeAll(async () => {
    const res = await t.request().get('/api/openapi.json').expect(200).expect('Content-Type', /json/);
    doc = res.body;
  });

  it('is OpenAPI 3.1 with one operation per registry entry', () => {
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
