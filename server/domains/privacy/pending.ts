// The admin dashboard's open privacy requests: those the viewer may decide, oldest first.
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { processVisibleWhere } from '../processes';
import type { Access } from '../access';

export const PRIVACY_TYPES = ['rectify', 'erase'] as const;

/** The oldest open privacy requests the viewer may see (approvers and force-approvers), and how many there are. */
export async function pendingPrivacyRequests(access: Access, take = 10) {
  const where: Prisma.ProcessWhereInput = {
    AND: [processVisibleWhere(access), { status: 'open', type: { in: [...PRIVACY_TYPES] } }],
  };
  const [count, rows] = await Promise.all([
    db().process.count({ where }),
    db().process.findMany({
      where,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take,
      select: {
        id: true,
        type: true,
        createdAt: true,
        person: { select: { id: true, firstname: true, lastname: true } },
      },
    }),
  ]);
  return { count, rows: rows.map((r) => ({ ...r, type: r.type as (typeof PRIVACY_TYPES)[number] })) };
}
