// The success answers the OpenAPI document describes as JSON, and which of them are still the generic envelope
// (`DataEnvelope`, `ListEnvelope`, `data: {}`, `items: {}`) instead of a real schema. Used by the envelope count and
// the independent ajv check of real answers.
import type { JsonSchema, OpenApiDocument } from '../../server/openapi/document';

export interface JsonAnswer {
  /** `GET /clubs/{id}` */
  key: string;
  method: string;
  path: string;
  status: number;
  schema: JsonSchema;
}

export function jsonAnswers(doc: OpenApiDocument): JsonAnswer[] {
  const out: JsonAnswer[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      for (const [status, response] of Object.entries(op.responses)) {
        const code = Number(status);
        const schema = response.content?.['application/json']?.schema;
        // A file declared as such (binary) is not a JSON answer, whatever its content type.
        if (code >= 200 && code < 300 && schema && schema.format !== 'binary') {
          out.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, status: code, schema });
        }
      }
    }
  }
  return out;
}

const GENERIC_COMPONENTS = ['DataEnvelope', 'ListEnvelope'];
const isEmptySchema = (s: unknown) => typeof s === 'object' && s !== null && Object.keys(s).length === 0;

/** The component a `$ref` names, or the schema itself. */
function resolved(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : null;
  return ref ? (doc.components.schemas[ref] ?? schema) : schema;
}

/** Why an answer's schema is a placeholder, or null when it is a real one. */
export function genericReason(doc: OpenApiDocument, schema: JsonSchema): string | null {
  const ref = typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : null;
  if (ref && GENERIC_COMPONENTS.includes(ref)) return `$ref ${ref}`;
  const whole = resolved(doc, schema);
  const alternatives = (whole.anyOf ?? whole.oneOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const reasons = alternatives.map((alternative) => genericReason(doc, alternative)).filter(Boolean);
    return reasons.length ? reasons.join(', ') : null;
  }
  const properties = whole.properties as Record<string, JsonSchema> | undefined;
  // An answer that is no envelope at all (the document itself) is real when it names its fields.
  if (properties && !properties.data && Object.keys(properties).length > 0) return null;
  const data = properties?.data;
  if (!data) return 'no data';
  const inner = resolved(doc, data);
  if (isEmptySchema(inner)) return 'data: {}';
  if (inner.type === 'array' && (inner.items === undefined || isEmptySchema(inner.items))) return 'items: {}';
  return null;
}
