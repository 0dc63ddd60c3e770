// Hostile input: a property-based fuzz over the body and query of every endpoint of the OpenAPI
// document, generated from its schema and mixed with wrong types, huge strings, deep JSON, unicode edge cases, SQL and
// HTML injection; and hostile path segments in every id. Every answer must be below 500 with a typed error code, and
// nothing stored may be garbage. Seeded: FUZZ_SEED and FUZZ_RUNS replay or widen a run.
import fc from 'fast-check';
import { ContactDataInput } from '../../shared/schemas/self';
import { ClubFieldInput, ClubProfileInput } from '../../shared/schemas/club-admin';
import { HOSTILE_IDS, bodyOf, queryOf, type JsonSchema } from './arbitraries';
import {
  FUZZ_RUNS,
  FUZZ_SEED,
  json,
  operationsOf,
  problemOf,
  queryString,
  send,
  storedGarbage,
  useHostileWorld,
} from './hostile';

const { t, world, agentFor, validPath } = useHostileWorld();

async function beforeEachCall() {
  await t.prisma.rateLimitHit.deleteMany();
  await t.prisma.person.update({ where: { id: world.w.actors.admin.person.id }, data: { failedSignins: 0, lockedUntil: null } });
}

function resolveBody(schema: JsonSchema): JsonSchema {
  const name = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : null;
  if (name) return world.doc.components.schemas[name];
  if (Array.isArray(schema.anyOf)) return { anyOf: (schema.anyOf as JsonSchema[]).map(resolveBody) };
  return schema;
}

/** The counterexample with long strings cut, so a failure stays readable. */
const abbreviate = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'string' && v.length > 60 ? `${v.slice(0, 60)}…(${v.length})` : v,
  )?.slice(0, 600);

const fuzzed = () =>
  operationsOf(world.doc).filter(
    (o) => o.op.requestBody?.content['application/json'] || o.op.parameters?.some((p) => p.in === 'query'),
  );

describe('fuzzed bodies and queries', () => {
  // The list is read from the document at run time; jest needs the test names up front, so one test walks them all
  // and reports every endpoint that failed, with fast-check's counterexample and seed.
  it('answer every endpoint below 500 with a typed error code', async () => {
    const failures: string[] = [];
    const ops = fuzzed();
    expect(ops.length).toBeGreaterThan(40);
    for (const op of ops) {
      const bodySchema = op.op.requestBody?.content['application/json']?.schema;
      const queryParams = (op.op.parameters ?? []).filter((p) => p.in === 'query');
      const arbitrary = fc.record({
        body: bodySchema ? bodyOf(resolveBody(bodySchema)) : fc.constant(undefined),
        query: queryOf(queryParams),
      });
      const property = fc.asyncProperty(arbitrary, async ({ body, query }) => {
        await beforeEachCall();
        const path = await validPath(op);
        const res = await send(agentFor(op), op.method, `/api${path}${queryString(query)}`, bodySchema ? json(body) : undefined);
        const problem = problemOf(res);
        if (problem) throw new Error(problem);
      });
      const run = await fc.check(property, { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true });
      if (run.failed) {
        const message = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
        failures.push(
          `${op.key} (FUZZ_SEED=${run.seed}, path ${run.counterexamplePath}): ${message} for ${abbreviate(run.counterexample)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('stores no garbage: no control characters, no replaced surrogates, stored text passes its own schema again', async () => {
    expect(await storedGarbage(t.prisma)).toEqual([]);
    const admin = world.w.actors.admin.agent;
    const contact = (await admin.get('/api/self/contactData').expect(200)).body.data;
    expect(ContactDataInput.safeParse(contact).success).toBe(true);
    const club = (await admin.get(`/api/clubs/${world.w.sides.A.club.id}?include=profile,fields`).expect(200)).body.data;
    expect(ClubProfileInput.safeParse(club.profile).error).toBeUndefined();
    for (const field of club.fields) {
      const { id: _id, ...fieldData } = field;
      expect(ClubFieldInput.safeParse(fieldData).error).toBeUndefined();
    }
  });
});

describe('hostile path segments', () => {
  it('answer every id in every path below 500 with a typed error code', async () => {
    const failures: string[] = [];
    for (const op of operationsOf(world.doc)) {
      const names = (op.op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      if (names.length === 0) continue;
      for (const name of names) {
        for (const id of HOSTILE_IDS) {
          await beforeEachCall();
          const path = op.path.replace(/\{([^}]+)\}/g, (_m, param: string) => (param === name ? id : '1'));
          const res = await send(agentFor(op), op.method, `/api${path}`, op.op.requestBody ? json({}) : undefined);
          const problem = problemOf(res);
          if (problem) failures.push(`${op.key} ${name}=${id.slice(0, 40)}: ${problem}`);
          // A product name is a word (GET /terms/null is the empty list of an unknown product).
          else if (res.status < 300 && name !== 'key') failures.push(`${op.key} ${name}=${id.slice(0, 40)}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
