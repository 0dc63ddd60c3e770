// Audit entries: the history of a person and of what admins did, written inside the caller's transaction.
import type { Prisma } from '../db/generated/client';

type Tx = Prisma.TransactionClient;

export interface AuditInput {
  subjectId?: number | null;
  actorId?: number | null;
  action: string;
  entity: string;
  entityId?: number | null;
  data?: Prisma.InputJsonValue;
}

type Values = Record<string, Prisma.InputJsonValue | null>;

/**
 * The "what before and after" of an admin change: the fields that differ, old and new side by side. An entry's
 * data carries `before` and `after` (null where the thing did not exist before, or no longer exists), plus names
 * that say what was changed (a licence, a tag, a club); the admin history page shows them translated.
 */
export function beforeAfter(before: Values, after: Values): { before: Values; after: Values } {
  const changed = Object.keys({ ...before, ...after }).filter(
    (k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null),
  );
  return {
    before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(changed.map((k) => [k, after[k] ?? null])),
  };
}

/** Writes the entry; answers its id. */
export async function audit(tx: Tx, entry: AuditInput): Promise<number> {
  const created = await tx.auditEntry.create({
    data: {
      subjectId: entry.subjectId ?? null,
      actorId: entry.actorId ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      data: entry.data ?? {},
    },
    select: { id: true },
  });
  return created.id;
}
