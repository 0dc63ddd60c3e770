// A tag added to or removed from many members in one transaction, set-based (one INSERT or DELETE, one INSERT of
// their history entries), and its undo within the hour: exactly the persons it changed, as a new change.
import { BULK_UNDO_MS, type PersonSelection } from '../../../../shared/schemas/bulk';
import type { BulkCounts } from './rows';
import { db } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../errors';
import { Prisma } from '../../../db/generated/client';
import { requirePermission, type Access } from '../../access';
import { assignableTag } from '../tags';
import { personsInScope, resolvePersons } from './selection.sql';

/** The moment in UTC, as the timestamp columns hold it. */
const NOW = Prisma.raw(`(now() AT TIME ZONE 'UTC')`);

/** POST /api/bulk/persons/tags: the tag on (or off) every selected member the caller may edit. */
export async function bulkTag(access: Access, selection: PersonSelection, tagId: number, remove: boolean): Promise<BulkCounts> {
  const tag = await assignableTag(access, tagId);
  const { selected, allowed } = await resolvePersons(access, selection, 'persons.update');
  const kind = remove ? 'tag.remove' : 'tag.add';
  return db().$transaction(
    async (tx) => {
      const [{ id }] = await tx.$queryRaw<[{ id: number }]>`
        INSERT INTO bulk_actions (actor_id, kind, tag_id, created_at) VALUES (${access.personId}, ${kind}, ${tag.id}, ${NOW})
        RETURNING id`;
      const entry = remove
        ? { action: 'tag.removed', before: { tag: tag.name }, after: null }
        : { action: 'tag.assigned', before: null, after: { tag: tag.name } };
      const data = JSON.stringify({ tag: tag.name, bulk: id, before: entry.before, after: entry.after });
      const [changed] = remove
        ? await tx.$queryRaw<[{ ids: number[]; at: Date[] }]>`
            WITH gone AS (
              DELETE FROM person_tags WHERE tag_id = ${tag.id} AND person_id = ANY(${allowed}::int[])
              RETURNING person_id, created_at
            ), logged AS (
              INSERT INTO audit_entries (subject_id, actor_id, action, entity, entity_id, data, created_at)
              SELECT person_id, ${access.personId}, ${entry.action}, 'tag', ${tag.id}, ${data}::jsonb, ${NOW} FROM gone
            )
            SELECT coalesce(array_agg(person_id ORDER BY person_id), '{}') AS ids,
                   coalesce(array_agg(created_at ORDER BY person_id), '{}') AS at FROM gone`
        : await tx.$queryRaw<[{ ids: number[]; at: Date[] }]>`
            WITH added AS (
              INSERT INTO person_tags (person_id, tag_id, created_at)
              SELECT unnest(${allowed}::int[]), ${tag.id}, ${NOW}
              ON CONFLICT DO NOTHING RETURNING person_id
            ), logged AS (
              INSERT INTO audit_entries (subject_id, actor_id, action, entity, entity_id, data, created_at)
              SELECT person_id, ${access.personId}, ${entry.action}, 'tag', ${tag.id}, ${data}::jsonb, ${NOW} FROM added
            )
            SELECT coalesce(array_agg(person_id ORDER BY person_id), '{}') AS ids, '{}'::timestamp[] AS at FROM added`;
      const done = changed.ids.length;
      const skippedRights = selected - allowed.length;
      const reasons = { [remove ? 'notTagged' : 'alreadyTagged']: allowed.length - done };
      const [{ created_at }] = await tx.$queryRaw<[{ created_at: Date }]>`
        UPDATE bulk_actions SET person_ids = ${changed.ids}::int[], tagged_at = ${changed.at}::timestamp[], done = ${done},
               skipped_rights = ${skippedRights}, skipped_other = ${allowed.length - done}
         WHERE id = ${id} RETURNING created_at`;
      return {
        id,
        kind,
        selected,
        done,
        skippedRights,
        reasons,
        undoUntil: new Date(created_at.getTime() + BULK_UNDO_MS),
      };
    },
    { timeout: 60_000 },
  );
}

interface ActionRow {
  id: number;
  actor_id: number;
  kind: string;
  tag_id: number | null;
  person_ids: number[] | null;
  tagged_at: Date[] | null;
  undone_at: Date | null;
  created_at: Date;
}

/**
 * POST /api/bulk/{id}/undo: the tag change undone for exactly the persons it changed (a removed tag comes back with
 * the day it had been given), as a new change with a history entry each; persons no longer in the caller's rights
 * are skipped. Once only, by the admin who made it, within the hour (409 UndoExpired).
 */
export async function undoBulk(access: Access, bulkId: number): Promise<BulkCounts> {
  requirePermission(access, 'persons.update');
  return db().$transaction(
    async (tx) => {
      const [action] = await tx.$queryRaw<ActionRow[]>`
        SELECT id, actor_id, kind, tag_id, person_ids, tagged_at, undone_at, created_at FROM bulk_actions
         WHERE id = ${bulkId} FOR UPDATE`;
      if (!action) throw notFound('Bulk action');
      if (action.actor_id !== access.personId) throw forbidden('Only the admin who made a bulk change undoes it');
      if (action.kind !== 'tag.add' && action.kind !== 'tag.remove') {
        throw new AppError('UndoExpired', `A ${action.kind} cannot be undone`);
      }
      if (action.undone_at) throw new AppError('UndoExpired', 'Already undone');
      if (Date.now() - action.created_at.getTime() > BULK_UNDO_MS) throw new AppError('UndoExpired', 'Older than an hour');
      if (action.tag_id === null || !(await tx.tag.count({ where: { id: action.tag_id } }))) {
        throw new AppError('UndoExpired', 'The tag is gone');
      }
      const tag = await assignableTag(access, action.tag_id);
      const ids = action.person_ids ?? [];
      const allowed = await personsInScope(access, 'persons.update', ids);
      const adding = action.kind === 'tag.remove';
      const entry = adding
        ? { action: 'tag.assigned', before: null, after: { tag: tag.name } }
        : { action: 'tag.removed', before: { tag: tag.name }, after: null };
      const [{ id }] = await tx.$queryRaw<[{ id: number }]>`
        INSERT INTO bulk_actions (actor_id, kind, tag_id, undo_of, created_at)
        VALUES (${access.personId}, 'tag.undo', ${tag.id}, ${action.id}, ${NOW}) RETURNING id`;
      const data = JSON.stringify({ tag: tag.name, bulk: id, undo_of: action.id, before: entry.before, after: entry.after });
      const [changed] = adding
        ? await tx.$queryRaw<[{ ids: number[] }]>`
            WITH back AS (
              INSERT INTO person_tags (person_id, tag_id, created_at)
              SELECT u.id, ${tag.id}, u.at FROM unnest(${ids}::int[], ${action.tagged_at ?? []}::timestamp[]) AS u(id, at)
               WHERE u.id = ANY(${allowed}::int[])
              ON CONFLICT DO NOTHING RETURNING person_id
            ), logged AS (
              INSERT INTO audit_entries (subject_id, actor_id, action, entity, entity_id, data, created_at)
              SELECT person_id, ${access.personId}, ${entry.action}, 'tag', ${tag.id}, ${data}::jsonb, ${NOW} FROM back
            )
            SELECT coalesce(array_agg(person_id ORDER BY person_id), '{}') AS ids FROM back`
        : await tx.$queryRaw<[{ ids: number[] }]>`
            WITH gone AS (
              DELETE FROM person_tags WHERE tag_id = ${tag.id} AND person_id = ANY(${allowed}::int[])
              RETURNING person_id
            ), logged AS (
              INSERT INTO audit_entries (subject_id, actor_id, action, entity, entity_id, data, created_at)
              SELECT person_id, ${access.personId}, ${entry.action}, 'tag', ${tag.id}, ${data}::jsonb, ${NOW} FROM gone
            )
            SELECT coalesce(array_agg(person_id ORDER BY person_id), '{}') AS ids FROM gone`;
      const done = changed.ids.length;
      const skippedRights = ids.length - allowed.length;
      await tx.$executeRaw`
        UPDATE bulk_actions SET person_ids = ${changed.ids}::int[], done = ${done}, skipped_rights = ${skippedRights},
               skipped_other = ${allowed.length - done}
         WHERE id = ${id}`;
      await tx.$executeRaw`UPDATE bulk_actions SET undone_at = ${NOW} WHERE id = ${action.id}`;
      return {
        id,
        kind: 'tag.undo',
        selected: ids.length,
        done,
        skippedRights,
        reasons: { [adding ? 'alreadyTagged' : 'notTagged']: allowed.length - done },
        undoUntil: null,
      };
    },
    { timeout: 60_000 },
  );
}
