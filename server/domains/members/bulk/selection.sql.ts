// A bulk action's selection resolved on the server: the persons it names (ids, or the list's search run again), and
// of those the ones inside the scope of the action's permission; the rest are counted, never touched.
import type { Permission } from '../../../../shared/permissions';
import { BULK_SELECTION_MAX, type PersonSelection, type RefereeSelection } from '../../../../shared/schemas/bulk';
import { db } from '../../../db/client';
import { AppError } from '../../../errors';
import { personScopeSql, requirePermission, todaySql, type Access } from '../../access';
import { searchSql } from '../person-search.sql';
import { parseRqlTerms } from '../rql.sql';
import { refereeWhere } from '../referees';

export interface Resolved {
  /** How many persons the selection names. */
  selected: number;
  /** Those inside the scope of the action's permission, in id order. */
  allowed: number[];
}

function tooLarge(n: number): never {
  throw new AppError('SelectionTooLarge', `${n} persons selected; one bulk action takes at most ${BULK_SELECTION_MAX}`);
}

/** Of these persons, the ones the permission's scope reaches (one statement, whatever their number). */
export async function personsInScope(access: Access, permission: Permission, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT p.id FROM persons p
     WHERE p.id = ANY(${[...ids]}::int[]) AND ${personScopeSql(access, permission, todaySql())}
     ORDER BY p.id`;
  return rows.map((r) => r.id);
}

/**
 * The member list's selection for an action needing `permission`. A search is the list's own (persons.list scope,
 * RQL, quick search): what the admin saw counted as "all N matching", of which those outside `permission` are skipped.
 */
export async function resolvePersons(access: Access, selection: PersonSelection, permission: Permission): Promise<Resolved> {
  requirePermission(access, permission);
  if ('ids' in selection) {
    const ids = [...new Set(selection.ids)];
    return { selected: ids.length, allowed: await personsInScope(access, permission, ids) };
  }
  const where = searchSql(access, {
    permission: 'persons.list',
    terms: parseRqlTerms(selection.search.rql),
    q: selection.search.q,
  });
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT p.id FROM persons p WHERE ${where} LIMIT ${BULK_SELECTION_MAX + 1}`;
  if (rows.length > BULK_SELECTION_MAX) tooLarge(rows.length);
  const ids = rows.map((r) => r.id);
  return { selected: ids.length, allowed: await personsInScope(access, permission, ids) };
}

/** The referee list's selection (its quick search and "valid only"), for an action needing `permission`. */
export async function resolveReferees(access: Access, selection: RefereeSelection, permission: Permission): Promise<Resolved> {
  requirePermission(access, permission);
  if ('ids' in selection) {
    const ids = [...new Set(selection.ids)];
    return { selected: ids.length, allowed: await personsInScope(access, permission, ids) };
  }
  requirePermission(access, 'referees.list');
  const rows = await db().person.findMany({
    where: await refereeWhere(access, 'referees.list', selection.search.q, selection.search.valid ?? false),
    select: { id: true },
    take: BULK_SELECTION_MAX + 1,
  });
  if (rows.length > BULK_SELECTION_MAX) tooLarge(rows.length);
  const ids = rows.map((r) => r.id);
  return { selected: ids.length, allowed: await personsInScope(access, permission, ids) };
}
