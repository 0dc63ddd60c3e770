// Reading processes for the admin area: the list of what the user may see (paged from 0), the approvable count of
// the navigation badge, and one process with the 404/403 rule of docs/decisions/009-rql.md.
import type { PageMeta } from '../../../shared/contract';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_LOOKUP } from '../../../shared/constants';
import type { ProcessListQuery } from '../../../shared/schemas/processes';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { AppError, forbidden, notFound } from '../../errors';
import { personInScope, type Access } from '../access';
import { processApprovableWhere, processVisibleWhere } from './policy';
import { PROCESS_SELECT, type ProcessRow } from './rows';

const STATUS_WHERE: Record<ProcessListQuery['status'], Prisma.ProcessWhereInput> = {
  open: { status: 'open' },
  closed: { status: { in: ['completed', 'cancelled'] } },
  all: {},
};

/** Oldest running process first (a to-do list); finished ones newest first. */
function orderOf(status: ProcessListQuery['status']): Prisma.ProcessOrderByWithRelationInput[] {
  return status === 'open'
    ? [{ createdAt: 'asc' }, { id: 'asc' }]
    : [{ completedAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }, { id: 'desc' }];
}

export async function listProcesses(access: Access, query: ProcessListQuery): Promise<{ rows: ProcessRow[]; meta: PageMeta }> {
  const where: Prisma.ProcessWhereInput = { AND: [processVisibleWhere(access), STATUS_WHERE[query.status]] };
  const pageSize = query.page_size ?? query.pageSize ?? PAGE_SIZE_DEFAULT;
  const total = await db().process.count({ where });
  if (pageSize === 0 && total > PAGE_SIZE_LOOKUP) throw new AppError('TooManyResults', 'Too many processes for one answer');
  const rows = await db().process.findMany({
    where,
    orderBy: orderOf(query.status),
    skip: pageSize === 0 ? 0 : query.page * pageSize,
    take: pageSize === 0 ? undefined : pageSize,
    select: PROCESS_SELECT,
  });
  return {
    rows,
    meta: {
      page: pageSize === 0 ? 0 : query.page,
      page_size: pageSize,
      max_page: pageSize === 0 ? 0 : Math.max(0, Math.ceil(total / pageSize) - 1),
      filter: { status: query.status },
      order_by: 'created_at',
      total_results: total,
    },
  };
}

export async function approvableCount(access: Access): Promise<number> {
  return db().process.count({ where: processApprovableWhere(access) });
}

/**
 * One process: 404 when there is none, 403 when it exists but the user may not see it. `ownToo`: the member a process
 * is about, and whoever started it, see it as well (the answer to their own withdrawal).
 */
export async function visibleProcess(access: Access, id: number, ownToo = false): Promise<ProcessRow> {
  const visible = ownToo
    ? { OR: [processVisibleWhere(access), { personId: access.personId }, { startedById: access.personId }] }
    : processVisibleWhere(access);
  const row = await db().process.findFirst({ where: { AND: [{ id }, visible] }, select: PROCESS_SELECT });
  if (row) return row;
  const exists = await db().process.count({ where: { id } });
  if (!exists) throw notFound('Process');
  throw forbidden('Process outside your scope');
}

/** One process for its details page, and whether the viewer may open the member it is about (persons.list on them). */
export async function processDetails(access: Access, id: number): Promise<{ row: ProcessRow; canViewPerson: boolean }> {
  const row = await visibleProcess(access, id);
  return { row, canViewPerson: await personInScope(access, 'persons.list', row.person.id) };
}
