// The audit log's answer (docs/product.md#audit-log) from the rows server/domains/members/audit-log.sql.ts loaded:
// each entry as the history page has it, plus its person and its field changes old and new.
import type { AuditLogEntryDTO, FieldChangeDTO } from '../../../shared/schemas/audit-log';
import type { AuditLogRows } from './audit-log.sql';
import { isUndoable } from './audit-undo-policy';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFromTo = (v: unknown): v is { from: unknown; to: unknown } =>
  isObject(v) && 'from' in v && 'to' in v && Object.keys(v).length === 2;

/** The field changes an entry records: `before`/`after` objects, or field maps `{ city: { from, to } }`. */
export function fieldChanges(action: string, data: unknown): FieldChangeDTO[] {
  if (!isObject(data)) return [];
  if ('before' in data || 'after' in data) {
    const before = isObject(data.before) ? data.before : {};
    const after = isObject(data.after) ? data.after : {};
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
      field,
      old: before[field] ?? null,
      new: after[field] ?? null,
      undoable: false,
    }));
  }
  return Object.entries(data)
    .filter(([, value]) => isFromTo(value))
    .map(([field, value]) => {
      const change = value as { from: unknown; to: unknown };
      return { field, old: change.from ?? null, new: change.to ?? null, undoable: isUndoable(action, field) };
    });
}

export function presentAuditLog({ rows, names }: AuditLogRows): AuditLogEntryDTO[] {
  return rows.map((r, i) => ({
    id: r.id,
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    data: r.data,
    names: names[i]!,
    created_at: r.createdAt.toISOString(),
    actor: r.actor,
    subject: r.subject,
    changes: fieldChanges(r.action, r.data),
  }));
}
