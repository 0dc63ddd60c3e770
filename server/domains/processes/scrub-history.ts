// Scrubbing an erased person's values out of older history entries: the entries stay (what happened,
// when, by whom), the personal values in their data go.
import type { Prisma } from '../../db/generated/client';
import type { Tx } from '../memberships';

/** Keys whose values are personal wherever they appear in an entry's data (before/after of a profile change...). */
const PERSONAL_KEYS = new Set([
  'firstname',
  'lastname',
  'email',
  'new_email',
  'old_email',
  'birthdate',
  'public_short_name',
  'phone_number',
  'mobile_phone',
  'address_1',
  'address_2',
  'zip_code',
  'city',
  'region',
  'country',
  'iban',
  'iban_end',
  'bic',
  'account_holder',
]);

export const ERASED_VALUE = null;

type Json = Prisma.JsonValue;

/**
 * A copy of `data` without the person's values: a personal key's value and a string equal to one of `values`
 * become null, a longer value (an address, a full name) inside a longer text is cut out.
 */
export function scrubJson(data: Json, values: readonly string[], personalKey = false): Json {
  if (data === null) return null;
  if (typeof data === 'string') {
    if (personalKey) return ERASED_VALUE;
    const lower = data.trim().toLowerCase();
    if (values.includes(lower)) return ERASED_VALUE;
    let text = data;
    for (const v of values) {
      if (v.length >= 6 && text.toLowerCase().includes(v)) text = text.replace(new RegExp(escape(v), 'gi'), '***');
    }
    return text;
  }
  if (typeof data !== 'object') return personalKey ? ERASED_VALUE : data;
  if (Array.isArray(data)) return data.map((d) => scrubJson(d, values, personalKey));
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, scrubJson(v ?? null, values, personalKey || PERSONAL_KEYS.has(k))]),
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The entries about the person (subject, or the person as entity) and those they made: their data scrubbed.
 * Answers how many changed.
 */
export async function scrubAuditEntries(tx: Tx, personId: number, rawValues: (string | null | undefined)[]): Promise<number> {
  const values = [
    ...new Set(rawValues.filter((v): v is string => !!v && v.trim().length >= 2).map((v) => v.trim().toLowerCase())),
  ];
  const entries = await tx.auditEntry.findMany({
    where: { OR: [{ subjectId: personId }, { actorId: personId }, { entity: 'person', entityId: personId }] },
    select: { id: true, data: true, subjectId: true, entity: true, entityId: true },
  });
  let changed = 0;
  for (const e of entries) {
    // Personal keys are about the subject: only entries about this person lose them whatever their value.
    const about = e.subjectId === personId || (e.entity === 'person' && e.entityId === personId);
    const next = about ? scrubJson(e.data, values) : scrubValuesOnly(e.data, values);
    if (JSON.stringify(next) === JSON.stringify(e.data)) continue;
    await tx.auditEntry.update({ where: { id: e.id }, data: { data: (next ?? {}) as Prisma.InputJsonValue } });
    changed += 1;
  }
  return changed;
}

/** An entry the person made about someone else: only strings equal to the person's values go. */
function scrubValuesOnly(data: Json, values: readonly string[]): Json {
  if (typeof data === 'string') return values.includes(data.trim().toLowerCase()) ? ERASED_VALUE : data;
  if (data === null || typeof data !== 'object') return data;
  if (Array.isArray(data)) return data.map((d) => scrubValuesOnly(d, values));
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, scrubValuesOnly(v ?? null, values)]));
}
