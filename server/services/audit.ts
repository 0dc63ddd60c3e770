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

export async function audit(tx: Tx, entry: AuditInput): Promise<void> {
  await tx.auditEntry.create({
    data: {
      subjectId: entry.subjectId ?? null,
      actorId: entry.actorId ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      data: entry.data ?? {},
    },
  });
}
