// The independent check of every documented GET, called as a guest, a player, an association
// admin and a customer (the actors of test/factories-security.ts, with the concrete requests of the authorization
// matrix), that answers 2xx JSON validates with ajv against its schema in the served OpenAPI document: the document,
// not the zod schemas the server checks its answers with, is what a client or generator believes.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ENDPOINTS, endpointKey } from '../../shared/contract';
import { buildOpenApiDocument, type JsonSchema, type OpenApiDocument } from '../../server/openapi/document';
import { useTestApp } from '../app';
import { buildSecurityWorld, type ActorName, type SecurityWorld } from '../factories-security';
import { AUTHORIZATION_TABLE, endpointOfRow } from '../security/authorization-table';
import { MATRIX_REQUESTS } from '../security/matrix-requests';
import { genericReason, jsonAnswers } from './openapi-answers';

/** Who calls: null is a guest. */
const CALLERS: readonly (ActorName | null)[] = [null, 'member', 'admin', 'customer'];

// Which GET rows have a schema to check is known before the app runs (the same document the app serves).
const planned = buildOpenApiDocument();
const schemaOf = new Map(jsonAnswers(planned).map((a) => [`${a.key} ${a.status}`, a.schema]));
const jsonEndpoints = new Set(ENDPOINTS.filter((e) => e.success.kind === 'json').map(endpointKey));
/** Matrix rows of GETs answering JSON (not files, pages, scripts, nor the exports of `format=...`). */
const rows = Object.keys(AUTHORIZATION_TABLE).filter(
  (row) => row.startsWith('GET ') && !row.includes('format=') && jsonEndpoints.has(endpointOfRow(row)),
);
const withoutSchema = (row: string) => {
  const answers = [...schemaOf.entries()].filter(([key]) => key.startsWith(`${endpointOfRow(row)} `));
  if (answers.length === 0) return 'no JSON answer documented';
  return answers.map(([, schema]) => genericReason(planned, schema)).find(Boolean) ?? null;
};

let w: SecurityWorld;
let doc: OpenApiDocument;
let ajv: Ajv2020;
const validators = new Map<string, ValidateFunction>();

const t = useTestApp();
beforeAll(async () => {
  w = await buildSecurityWorld(t);
  doc = (await t.request().get('/api/openapi.json').expect(200)).body as OpenApiDocument;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The components under an id of their own, so every `#/components/schemas/X` of an answer resolves to them.
  ajv.addSchema({ $id: 'openapi.json', components: doc.components });
}, 120_000);

/** `#/components/...` -> `openapi.json#/components/...` everywhere in an answer's schema. */
function anchored(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi.json#/components/')) as JsonSchema;
}

function validatorFor(key: string): ValidateFunction | undefined {
  const [method, path, status] = key.split(' ');
  const schema = doc.paths[path]?.[method.toLowerCase()]?.responses[status]?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(anchored(schema));
    validators.set(key, validate);
  }
  return validate;
}

let checked = 0;

describe.each(rows)('%s', (row) => {
  const reason = withoutSchema(row);
  // Strict once every endpoint declares its answer: until then the rows without one are listed here as skipped.
  (reason ? it.skip : it)(reason ? `has no schema yet (${reason})` : 'answers as its documented schema', async () => {
    const problems: string[] = [];
    for (const caller of CALLERS) {
      await t.prisma.rateLimitHit.deleteMany();
      const actor = caller ? w.actors[caller] : null;
      const req = await MATRIX_REQUESTS[row]({ w, side: w.sides.A, actor });
      const agent = actor ? actor.agent : t.request();
      const res = await agent.get(`/api${req.path}`).query(req.query ?? {});
      await req.cleanup?.();
      if (res.status < 200 || res.status >= 300 || !/json/.test(String(res.headers['content-type']))) continue;
      const validate = validatorFor(`${endpointOfRow(row)} ${res.status}`);
      if (!validate) {
        problems.push(`${caller ?? 'guest'}: ${res.status} is not documented as JSON`);
        continue;
      }
      checked++;
      if (!validate(res.body)) {
        const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(answer)'} ${e.message}`);
        problems.push(`${caller ?? 'guest'}: ${errors.join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

afterAll(() => {
  // Guards against a check that validates nothing (every call refused, every answer skipped).
  if (rows.some((row) => !withoutSchema(row))) expect(checked).toBeGreaterThan(0);
});
