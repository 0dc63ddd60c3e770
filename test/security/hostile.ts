// Shared by the hostile-input tests: what a typed answer is, how a request is sent byte for byte, the fuzz settings,
// and the look for garbage that made it into the database.
import type { Response } from 'supertest';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '../../shared/errors';
import type { OpenApiDocument, OpenApiOperation } from '../../server/openapi/document';
import type { Db } from '../../server/db/client';
import { useTestApp, type TestApp } from '../app';
import { buildSecurityWorld, type SecurityWorld } from '../factories-security';
import { endpointOfRow } from './authorization-table';
import { MATRIX_REQUESTS } from './matrix-requests';

/** Seeded, so a failure can be replayed: FUZZ_SEED=<seed> (printed by fast-check) and FUZZ_RUNS=<n> for longer runs. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Null when the answer is fine: below 500, and every error a known code with its own status. */
export function problemOf(res: Pick<Response, 'status' | 'body' | 'text'>): string | null {
  if (res.status >= 500) return `status ${res.status}: ${String(res.text).slice(0, 300)}`;
  if (res.status < 400) return null;
  const code = (res.body as { error?: { code?: unknown } } | undefined)?.error?.code;
  if (typeof code !== 'string' || !(ERROR_CODES as string[]).includes(code))
    return `untyped ${res.status}: ${String(res.text).slice(0, 300)}`;
  if (ERROR_STATUS[code as ErrorCode] !== res.status) return `code ${code} with status ${res.status}`;
  return null;
}

export type Agent = ReturnType<TestApp['agent']> | ReturnType<TestApp['request']>;

/** Sends exactly these bytes (no client-side encoding surprises): a JSON text, or any other body and content type. */
export function send(
  agent: Agent,
  method: string,
  url: string,
  body?: { raw: string | Buffer; type: string },
): ReturnType<ReturnType<TestApp['request']>['get']> {
  const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const test = agent[m](url);
  if (body) test.set('Content-Type', body.type).send(body.raw);
  return test;
}

export const json = (value: unknown) => ({ raw: JSON.stringify(value) ?? 'null', type: 'application/json' });

/** `?a=1&a=2` for arrays; URLSearchParams turns lone surrogates into U+FFFD, as a browser does. */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface Operation {
  key: string;
  method: string;
  path: string;
  op: OpenApiOperation;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      op,
    })),
  );
}

/**
 * Columns holding what no valid input produces: C0 control characters other than tab, line feed and carriage return
 * (NUL cannot even be stored), or U+FFFD, which is what a lone surrogate becomes on its way into PostgreSQL. Text
 * columns are searched as they are, JSON columns (the audit's before and after) in their escaped text.
 */
export async function storedGarbage(prisma: Db): Promise<string[]> {
  const columns = await prisma.$queryRaw<{ table_name: string; column_name: string; data_type: string }[]>`
    SELECT table_name, column_name, data_type FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'jsonb', 'json')
      AND table_name NOT IN ('session', '_prisma_migrations', 'rate_limit_hits')`;
  const found: string[] = [];
  for (const { table_name, column_name, data_type } of columns) {
    const column = `"${table_name}"."${column_name}"`;
    const where = data_type.startsWith('json')
      ? `${column}::text ~ '\\\\u00(0[0-8bcef]|1[0-9a-f])' OR ${column}::text ~ '\\uFFFD'`
      : `${column} ~ '[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\uFFFD]'`;
    const rows = await prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${table_name}" WHERE ${where}`);
    if (rows[0].n > 0) found.push(`${table_name}.${column_name}: ${rows[0].n}`);
  }
  return found;
}

/**
 * The per-file set-up of the hostile-input tests: the app, the security world and the served OpenAPI document (fields
 * of `world`, read inside tests); calls go out as the admin of X, who reaches most, public ones as a guest (a sign-out
 * must not end the admin's session); each operation's valid path is the matrix's request of that admin on side A.
 */
export function useHostileWorld() {
  const t = useTestApp();
  const world = {} as { w: SecurityWorld; doc: OpenApiDocument };
  beforeAll(async () => {
    world.w = await buildSecurityWorld(t);
    world.doc = (await t.request().get('/api/openapi.json').expect(200)).body as OpenApiDocument;
  }, 120_000);
  const agentFor = (op: Operation): Agent =>
    op.op['x-auth'] === 'public' || op.op['x-auth'] === 'guest' ? t.request() : world.w.actors.admin.agent;
  async function validPath(op: Operation): Promise<string> {
    const row = Object.keys(MATRIX_REQUESTS).find((key) => endpointOfRow(key) === op.key)!;
    return (await MATRIX_REQUESTS[row]({ w: world.w, side: world.w.sides.A, actor: world.w.actors.admin })).path;
  }
  return { t, world, agentFor, validPath };
}
