// The OpenAPI 3.1 document of /api, made from the contract (shared/contract) with zod's own JSON Schema output
// (z.toJSONSchema): requests on the input side (what a client sends), answers on the output side (what it gets).
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import pkg from '../../package.json';
import { ERROR_CODES, ERROR_STATUS } from '../../shared/errors';
import * as adminSchemas from '../../shared/schemas/admin';
import * as associationSchemas from '../../shared/schemas/associations';
import * as authSchemas from '../../shared/schemas/auth';
import * as avatarReportSchemas from '../../shared/schemas/avatar-reports';
import * as bankInfoSchemas from '../../shared/schemas/bank-info';
import * as clubAdminSchemas from '../../shared/schemas/club-admin';
import * as clubSchemas from '../../shared/schemas/clubs';
import * as competitionSchemas from '../../shared/schemas/competitions';
import * as gameOfficialSchemas from '../../shared/schemas/game-officials';
import * as gameImportSchemas from '../../shared/schemas/games-import';
import * as gameSchemas from '../../shared/schemas/games';
import * as scoreSheetSchemas from '../../shared/schemas/score-sheet';
import * as membershipSchemas from '../../shared/schemas/memberships';
import * as personSchemas from '../../shared/schemas/persons';
import * as playerSchemas from '../../shared/schemas/players';
import * as processSchemas from '../../shared/schemas/processes';
import * as privacySchemas from '../../shared/schemas/privacy';
import * as refereeSchemas from '../../shared/schemas/referees';
import * as registrationSchemas from '../../shared/schemas/registration';
import * as selfSchemas from '../../shared/schemas/self';
import * as statsSchemas from '../../shared/schemas/stats';
import * as teamSchemas from '../../shared/schemas/teams';
import * as termSchemas from '../../shared/schemas/terms';
import { SESSION_COOKIE } from '../middleware/session';
import {
  ENDPOINTS,
  EXPORT_CONTENT_TYPES,
  endpointKey,
  recentAuthRule,
  type Endpoint,
  type PermissionRule,
} from '../../shared/contract';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  'x-auth': Endpoint['auth'];
  'x-permission'?: PermissionRule;
  'x-rate-limited'?: boolean;
  'x-recent-auth'?: true | 'asAdmin' | 'export';
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

/** Every zod schema exported by shared/schemas, by its export name (the component's name in the document). */
function schemaNames(): Map<z.ZodType, string> {
  const modules = [
    adminSchemas,
    associationSchemas,
    authSchemas,
    avatarReportSchemas,
    bankInfoSchemas,
    clubAdminSchemas,
    clubSchemas,
    competitionSchemas,
    gameOfficialSchemas,
    gameImportSchemas,
    gameSchemas,
    scoreSheetSchemas,
    membershipSchemas,
    personSchemas,
    playerSchemas,
    processSchemas,
    privacySchemas,
    refereeSchemas,
    registrationSchemas,
    selfSchemas,
    statsSchemas,
    teamSchemas,
    termSchemas,
  ];
  const names = new Map<z.ZodType, string>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
    }
  }
  return names;
}

/** The input side as JSON Schema 2020-12 (OpenAPI 3.1's dialect); refinements that JSON Schema cannot say are left out. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: z.ZodType, where: 'path' | 'query', note?: string): OpenApiParameter[] {
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property as JsonSchema & { description?: string };
    const text = [description, note].filter(Boolean).join(' ');
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(text ? { description: text } : {}),
      schema: rest,
    };
  });
}

/**
 * Query parameters of several schemas: with `oneOf` they are alternatives (a parameter is required only if every
 * alternative requires it, and says which alternative it belongs to), otherwise all of them apply.
 */
function queryParameters(schemas: z.ZodType[], names: Map<z.ZodType, string>, oneOf: boolean): OpenApiParameter[] {
  const byName = new Map<string, OpenApiParameter & { seen: number }>();
  for (const schema of schemas) {
    const note = oneOf ? `(${names.get(schema) ?? 'inline'})` : undefined;
    for (const param of parametersOf(schema, 'query', note)) {
      const known = byName.get(param.name);
      if (known) {
        known.seen++;
        known.required = oneOf ? known.required && param.required : known.required || param.required;
        // Alternatives that take different values (their own include lists): a value either of them takes.
        const schemas = (known.schema.anyOf as JsonSchema[] | undefined) ?? [known.schema];
        if (!schemas.some((s) => isDeepStrictEqual(s, param.schema))) {
          known.schema = { anyOf: [...schemas, param.schema] };
          if (param.description) known.description = [known.description, param.description].filter(Boolean).join('; or ');
        }
      } else byName.set(param.name, { ...param, seen: 1 });
    }
  }
  return [...byName.values()].map(({ seen, ...param }) => ({
    ...param,
    required: param.required && (!oneOf || seen === schemas.length),
  }));
}

const ErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
    token: z.string().optional(),
    /** Seconds before the next attempt (the sign-in back-off, the signature PIN's limit; also Retry-After). */
    retry_after: z.number().int().positive().optional(),
  }),
});

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ref('ErrorBody') } } });

function operationId(endpoint: Endpoint): string {
  const words = endpoint.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1));
  return endpoint.method.toLowerCase() + words.join('');
}

/** The answer's schema: a component when the schema is exported by name, else inline. */
function answerSchema(endpoint: Endpoint, names: Map<z.ZodType, string>, components: Record<string, JsonSchema>): JsonSchema {
  if (!endpoint.response) throw new Error(`${endpoint.method} ${endpoint.path} answers JSON without a declared schema`);
  const name = names.get(endpoint.response);
  if (!name) return jsonSchemaOf(endpoint.response, 'output');
  components[name] ??= jsonSchemaOf(endpoint.response, 'output');
  return ref(name);
}

function successResponse(
  endpoint: Endpoint,
  names: Map<z.ZodType, string>,
  components: Record<string, JsonSchema>,
): OpenApiOperation['responses'][string] {
  const exports = EXPORT_CONTENT_TYPES[endpointKey(endpoint)] ?? [];
  const binary = { type: 'string', format: 'binary' };
  const files = Object.fromEntries(exports.map((type) => [type, { schema: binary }]));
  switch (endpoint.success.kind) {
    case 'json':
      return {
        description: 'OK',
        content: { 'application/json': { schema: answerSchema(endpoint, names, components) }, ...files },
      };
    case 'empty':
      return { description: 'Done, no content' };
    case 'html':
      return { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } };
    case 'script':
      return { description: 'A script', content: { 'text/javascript': { schema: { type: 'string' } } } };
    case 'file':
      return {
        description: 'A file',
        content: Object.fromEntries(endpoint.success.contentTypes.map((type) => [type, { schema: binary }])),
      };
  }
}

function errorResponses(endpoint: Endpoint): OpenApiOperation['responses'] {
  const out: OpenApiOperation['responses'] = {};
  const takesInput = Boolean(endpoint.params || endpoint.query || endpoint.body || endpoint.upload);
  if (takesInput) out['400'] = errorResponse('Invalid input (ValidationFailed or a more specific code)');
  const recentAuth = recentAuthRule(endpoint);
  if (endpoint.auth === 'user' || endpoint.auth === 'admin' || recentAuth)
    out['401'] = errorResponse(
      recentAuth === 'always'
        ? 'No session (NotSignedIn), or password too long ago (NeedReAuth)'
        : recentAuth === 'asAdmin'
          ? 'No session (NotSignedIn), or, for a caller with admin rights, password too long ago (NeedReAuth)'
          : recentAuth === 'export'
            ? 'No session (NotSignedIn), or, for an export (format), password too long ago (NeedReAuth)'
            : 'No session',
    );
  const mutates = endpoint.method !== 'GET';
  if (endpoint.auth === 'admin' || endpoint.auth === 'guest' || endpoint.permission || mutates)
    out['403'] = errorResponse('Not allowed (UnauthorizedAction, out of scope) or a cross-site request (CrossSiteRequest)');
  if (endpoint.params) out['404'] = errorResponse('No such resource');
  if (mutates || endpoint.conflict) out['409'] = errorResponse(endpoint.conflict ?? 'Conflicts with the current state');
  if (endpoint.body || endpoint.upload)
    out['413'] = errorResponse('Body or file too large (PayloadTooLarge or a more specific code)');
  if (endpoint.upload) out['415'] = errorResponse('Not a supported image');
  if (endpoint.idempotent) out['422'] = errorResponse('Idempotency-Key sent before with another request (IdempotencyKeyReused)');
  if (endpoint.rateLimited) out['429'] = errorResponse('Too many requests');
  // Node's parser refuses these before the app (server/http/serve.ts); any operation can meet it.
  out['431'] = errorResponse('Request line (a long query string) or headers too large (HeaderTooLarge)');
  return out;
}

/** server/middleware/idempotency.ts */
const IDEMPOTENCY_PARAMETER: OpenApiParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A fresh random key per submit (8-100 letters, digits, - or _), sent again unchanged on a retry: the same key and ' +
    'body within 24 hours replays the first answer with `Idempotent-Replayed: true`; another body is 422 ' +
    'IdempotencyKeyReused; while the first attempt still runs, 409 IdempotencyKeyInFlight.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
};

/** The alternatives of a union (a query or body that takes one of several shapes), else the schema itself. */
function alternatives(schema: z.ZodType): readonly z.ZodType[] {
  return schema instanceof z.ZodUnion ? (schema.options as readonly z.ZodType[]) : [schema];
}

/** The permission rule in words, for the reader of the reference page. */
function permissionText(rule: PermissionRule): string {
  const needs = rule.needs.length ? rule.needs.join(' and ') : 'a matching role';
  const where = rule.on === 'scope' ? 'anywhere (the answer holds only what is in its scope)' : `on the ${rule.on}`;
  const parts = [`${needs} ${where}`];
  if (rule.orSelf) parts.push('or the person themselves');
  if (rule.exportNeeds) parts.push(`an export (format) needs ${rule.exportNeeds}`);
  if (rule.note) parts.push(rule.note);
  return parts.join('; ');
}

function operationOf(
  endpoint: Endpoint,
  names: Map<z.ZodType, string>,
  components: Record<string, JsonSchema>,
): OpenApiOperation {
  const queries = endpoint.query ? alternatives(endpoint.query) : [];
  const parameters = [
    ...(endpoint.params ? parametersOf(endpoint.params, 'path') : []),
    ...(queries.length ? queryParameters([...queries], names, queries.length > 1) : []),
    ...(endpoint.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
  ];
  const notes: string[] = [];
  const recentAuth = recentAuthRule(endpoint);
  if (endpoint.permission) notes.push(`Permission: ${permissionText(endpoint.permission)}.`);
  if (queries.length > 1) notes.push(`Query alternatives: ${queries.map((q) => names.get(q) ?? 'inline').join(' or ')}.`);
  const op: OpenApiOperation = {
    operationId: operationId(endpoint),
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(notes.length ? { description: notes.join(' ') } : {}),
    security:
      endpoint.auth === 'user' || endpoint.auth === 'admin'
        ? [{ session: [] }]
        : endpoint.auth === 'public'
          ? [{}, { session: [] }]
          : [{}],
    ...(parameters.length ? { parameters } : {}),
    responses: {
      [String(endpoint.status)]: successResponse(endpoint, names, components),
      ...Object.fromEntries(
        Object.entries(endpoint.alsoAnswers ?? {}).map(([status, when]) => [
          status,
          { ...successResponse(endpoint, names, components), description: when },
        ]),
      ),
      ...errorResponses(endpoint),
      default: errorResponse('Error'),
    },
    'x-auth': endpoint.auth,
    ...(endpoint.permission ? { 'x-permission': endpoint.permission } : {}),
    ...(endpoint.rateLimited ? { 'x-rate-limited': true } : {}),
    // true, or when it applies: 'asAdmin' (callers with admin rights), 'export' (with format).
    ...(recentAuth ? { 'x-recent-auth': recentAuth === 'always' ? true : recentAuth } : {}),
  };
  const bodies = endpoint.body ? alternatives(endpoint.body) : [];
  if (bodies.length > 0) {
    const refs = bodies.map((body) => {
      const name = names.get(body);
      return name ? ref(name) : jsonSchemaOf(body);
    });
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: refs.length === 1 ? refs[0] : { anyOf: refs } } },
    };
  }
  if (endpoint.upload) {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [endpoint.upload.field]: { type: 'string', format: 'binary', maxLength: endpoint.upload.maxBytes } },
            required: [endpoint.upload.field],
          },
        },
      },
    };
  }
  return op;
}

export function buildOpenApiDocument(endpoints: readonly Endpoint[] = ENDPOINTS): OpenApiDocument {
  const names = schemaNames();
  const schemas: Record<string, JsonSchema> = {
    ErrorBody: jsonSchemaOf(ErrorBody),
  };
  for (const endpoint of endpoints) {
    for (const body of endpoint.body ? alternatives(endpoint.body) : []) {
      const name = names.get(body);
      if (name) schemas[name] = jsonSchemaOf(body);
    }
  }
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method.toLowerCase()] = operationOf(endpoint, names, schemas);
  }
  const statuses = ERROR_CODES.map((code) => `${code} (${ERROR_STATUS[code]})`).join(', ');
  return {
    openapi: '3.1.0',
    info: {
      title: 'League portal API',
      version: pkg.version,
      description:
        'The JSON API of the portal. One resource answers `{ data }`, a list `{ data, meta }`, an error ' +
        '`{ error: { code, message, details? } }`; a method a path does not take answers 405 (MethodNotAllowed) with ' +
        'an `Allow` header. Sessions are cookies (sign in with POST /auth/signin); ' +
        `state-changing calls must be same-origin. Error codes: ${statuses}.`,
    },
    servers: [{ url: '/api' }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}

let cached: OpenApiDocument | undefined;

/** The document of this build (made once per process). */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
