// Tags of the associations and their assignment to persons ('Tag zugeordnet!', 'Tag entfernt!').
import { db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { associationsInScope, type Access } from '../access';
import { audit } from '../../platform/audit';

/** The tags the viewer may see (persons.list) or assign (persons.update): those of the associations in scope. */
export async function tagsInScope(access: Access, permission: 'persons.list' | 'persons.update') {
  const associationIds = await associationsInScope(access, permission);
  return db().tag.findMany({
    where: { associationId: { in: associationIds } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, associationId: true },
  });
}

/** The tag, if the viewer may assign it (persons.update on its association): 404 unknown, 403 outside. */
export async function assignableTag(access: Access, tagId: number) {
  const tag = await db().tag.findUnique({ where: { id: tagId }, select: { id: true, name: true, associationId: true } });
  if (!tag) throw notFound('Tag');
  if (!(await associationsInScope(access, 'persons.update')).includes(tag.associationId))
    throw forbidden('Tag outside your scope');
  return tag;
}

export async function assignTag(access: Access, personId: number, tagId: number): Promise<void> {
  const tag = await assignableTag(access, tagId);
  await db().$transaction(async (tx) => {
    const existing = await tx.personTag.findUnique({ where: { personId_tagId: { personId, tagId } } });
    if (existing) return;
    await tx.personTag.create({ data: { personId, tagId } });
    await audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: 'tag.assigned',
      entity: 'tag',
      entityId: tagId,
      data: { tag: tag.name, before: null, after: { tag: tag.name } },
    });
  });
}

export async function removeTag(access: Access, personId: number, tagId: number): Promise<void> {
  const tag = await assignableTag(access, tagId);
  await db().$transaction(async (tx) => {
    const { count } = await tx.personTag.deleteMany({ where: { personId, tagId } });
    if (count === 0) throw notFound('Tag assignment');
    await audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: 'tag.removed',
      entity: 'tag',
      entityId: tagId,
      data: { tag: tag.name, before: { tag: tag.name }, after: null },
    });
  });
}
