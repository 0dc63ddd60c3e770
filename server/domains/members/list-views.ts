// Saved views and chosen columns of the admin lists (docs/decisions/058-saved-views-and-columns.md): reading the views
// a viewer may use, saving, changing and deleting them within their bounds, and each person's columns.
import type { z } from 'zod';
import { refereeFiltersOf } from '../../../shared/referee-view';
import { RqlError } from '../../../shared/rql';
import {
  columnsFitList,
  DEFAULT_COLUMNS,
  VIEW_LIMITS,
  type AnyColumnsDTO,
  type ViewInput,
  type ViewList,
  type ViewUpdateInput,
} from '../../../shared/schemas/list-views';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { AppError, forbidden, notFound } from '../../errors';
import type { Access } from '../access';
import { mayChangeView, mayShareWith, mayUseView, shareTargets } from './list-views-policy';
import { parseRqlTerms, rqlSql } from './rql.sql';

const VIEW_SELECT = {
  id: true,
  ownerId: true,
  associationId: true,
  list: true,
  name: true,
  rql: true,
  q: true,
  orderBy: true,
  orderDesc: true,
  columns: true,
  association: { select: { id: true, name: true } },
} as const satisfies Prisma.ListViewSelect;

export type ViewRow = Prisma.ListViewGetPayload<{ select: typeof VIEW_SELECT }>;

/** The views the viewer may use, by name; and the associations they may share one with. */
export async function viewsOf(access: Access, list: ViewList) {
  const associations = shareTargets(access);
  const [views, shareWith] = await Promise.all([
    db().listView.findMany({
      where: { list, OR: [{ ownerId: access.personId }, { associationId: { in: associations } }] },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: VIEW_SELECT,
    }),
    db().association.findMany({
      where: { id: { in: associations } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true },
    }),
  ]);
  return { views, shareWith };
}

/**
 * The RQL of a view, checked as the list checks it (400 InvalidQuery, 422 InvalidDateQuery); a referee view's holds
 * the referee list's filters (shared/referee-view.ts).
 */
function assertSearch(access: Access, list: ViewList, rql: string | undefined): void {
  if (!rql) return;
  if (list === 'members') {
    rqlSql(parseRqlTerms(rql), access.scope('persons.list'));
    return;
  }
  try {
    refereeFiltersOf(rql);
  } catch (error) {
    if (error instanceof RqlError) throw new AppError('InvalidQuery', error.message);
    throw error;
  }
}

function assertColumns(list: ViewList, columns: AnyColumnsDTO | null | undefined): void {
  if (!columnsFitList(list, columns)) throw new AppError('ValidationFailed', `Columns of another list than ${list}`);
}

function assertShare(access: Access, associationId: number | null | undefined): void {
  if (associationId != null && !mayShareWith(access, associationId)) {
    throw forbidden('Views are shared with an association where you hold persons.list');
  }
}

/** Chosen columns as the JSON column keeps them: null for "the viewer's own". */
const columnsData = (columns: AnyColumnsDTO | null) => (columns === null ? Prisma.DbNull : columns);

export async function createView(access: Access, input: z.output<typeof ViewInput>): Promise<ViewRow> {
  assertSearch(access, input.list, input.rql);
  assertShare(access, input.association_id);
  return db().$transaction(async (tx) => {
    // One save at a time per person, so two saves cannot both pass the count.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('list_views'), ${access.personId})`;
    const count = await tx.listView.count({ where: { ownerId: access.personId } });
    if (count >= VIEW_LIMITS.perUser) throw new AppError('TooManyViews', `At most ${VIEW_LIMITS.perUser} views`);
    return tx.listView.create({
      data: {
        ownerId: access.personId,
        associationId: input.association_id,
        list: input.list,
        name: input.name,
        rql: input.rql,
        q: input.q,
        orderBy: input.order_by,
        orderDesc: input.order_by_desc,
        columns: columnsData(input.columns),
      },
      select: VIEW_SELECT,
    });
  });
}

/** A view the viewer may change; one they may not even see is 404, as if it did not exist. */
async function changeableView(access: Access, id: number) {
  const view = await db().listView.findUnique({ where: { id }, select: { ownerId: true, associationId: true, list: true } });
  if (!view || !mayUseView(access, view)) throw notFound('View');
  if (!mayChangeView(access, view)) throw forbidden('Only the owner changes a view');
  return view;
}

export async function updateView(access: Access, id: number, input: z.output<typeof ViewUpdateInput>): Promise<ViewRow> {
  const view = await changeableView(access, id);
  const list = view.list as ViewList;
  assertSearch(access, list, input.rql);
  assertColumns(list, input.columns);
  assertShare(access, input.association_id);
  return db().listView.update({
    where: { id },
    data: {
      name: input.name,
      associationId: input.association_id,
      rql: input.rql,
      q: input.q,
      orderBy: input.order_by,
      orderDesc: input.order_by_desc,
      columns: input.columns === undefined ? undefined : columnsData(input.columns),
    },
    select: VIEW_SELECT,
  });
}

export async function deleteView(access: Access, id: number): Promise<void> {
  await changeableView(access, id);
  await db().listView.delete({ where: { id } });
}

/** The person's columns of a list, the default ones until they chose. */
export async function columnsOf(personId: number, list: ViewList): Promise<{ columns: AnyColumnsDTO; chosen: boolean }> {
  const row = await db().listColumns.findUnique({ where: { personId_list: { personId, list } }, select: { columns: true } });
  return row ? { columns: row.columns as AnyColumnsDTO, chosen: true } : { columns: DEFAULT_COLUMNS[list], chosen: false };
}

export async function keepColumns(personId: number, list: ViewList, columns: AnyColumnsDTO): Promise<void> {
  await db().listColumns.upsert({
    where: { personId_list: { personId, list } },
    create: { personId, list, columns },
    update: { columns },
  });
}
