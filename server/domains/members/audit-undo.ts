// Undoing one field change from the audit log (docs/product.md#audit-log): the field set back as a new change with
// its own history entry, refused when the field has changed again since.
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { AppError, notFound } from '../../errors';
import { authorizePerson, type Access } from '../access';
import { audit } from '../../platform/audit';
import { isUndoable, UNDOABLE_PERSON_FIELDS } from './audit-undo-policy';

const isFromTo = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === 'object' && v !== null && 'from' in v && 'to' in v;

/** A column's value as the history entry records it (a date as yyyy-mm-dd). */
const recorded = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null));

/** POST /api/audit-log/{id}/undo: answers the id of the new history entry. */
export async function undoFieldChange(access: Access, entryId: number, field: string): Promise<number> {
  const entry = await db().auditEntry.findUnique({
    where: { id: entryId },
    select: { id: true, action: true, subjectId: true, data: true },
  });
  if (!entry || entry.subjectId === null) throw notFound('History entry');
  await authorizePerson(access, 'persons.update', entry.subjectId);
  const change = (entry.data as Record<string, unknown> | null)?.[field];
  if (!isUndoable(entry.action, field) || !isFromTo(change)) {
    throw new AppError('NotUndoable', `The entry's change of ${field} cannot be set back`);
  }
  const column = UNDOABLE_PERSON_FIELDS[field]! as string;
  const personId = entry.subjectId;
  return db().$transaction(async (tx) => {
    // The row locked: a concurrent edit waits, so "unchanged since" holds until the commit.
    await tx.$queryRaw`SELECT id FROM persons WHERE id = ${personId} FOR UPDATE`;
    const person = (await tx.person.findUniqueOrThrow({ where: { id: personId } })) as unknown as Record<string, unknown>;
    const current = recorded(person[column]);
    if (JSON.stringify(current) !== JSON.stringify(change.to ?? null)) {
      throw new AppError('FieldChangedSince', `${field} has changed since the entry`);
    }
    const value = field === 'birthdate' ? new Date(`${String(change.from)}T00:00:00Z`) : change.from;
    if (value === null && (field === 'firstname' || field === 'lastname' || field === 'gender' || field === 'birthdate')) {
      throw new AppError('NotUndoable', `${field} cannot be emptied`);
    }
    await tx.person.update({ where: { id: personId }, data: { [column]: value } });
    return audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: 'person.updated',
      entity: 'person',
      entityId: personId,
      data: { [field]: { from: change.to ?? null, to: change.from ?? null }, undo_of: entry.id } as Prisma.InputJsonValue,
    });
  });
}
