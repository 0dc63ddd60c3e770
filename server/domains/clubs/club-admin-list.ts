// The admin club list (GET /api/clubs?whereACL=clubs.list&include=memberCount): clubs where the permission holds,
// quick search by name or city, paged from 0 (0 = all), with member counts by gender counted in SQL. Presented by
// server/domains/clubs/club-admin-presenter.ts.
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_LOOKUP } from '../../../shared/constants';
import type { ClubAdminListQuery } from '../../../shared/schemas/club-admin';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { AppError } from '../../errors';
import { requirePermission, clubWhere, type Access } from '../access';
import { CLUB_BASE_SELECT, CONTACT_SELECT, type ContactRow } from './rows';
import { memberCounts, sportsOf } from './clubs';

/** The clubs of the list: in the scope of `whereACL` (403 without the permission), name or city containing q. */
export function clubListWhere(access: Access, query: ClubAdminListQuery): Prisma.ClubWhereInput {
  requirePermission(access, query.whereACL);
  const and: Prisma.ClubWhereInput[] = [clubWhere(access, query.whereACL)];
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    and.push({
      OR: [{ name: { contains: word, mode: 'insensitive' } }, { city: { contains: word, mode: 'insensitive' } }],
    });
  }
  return { AND: and };
}

async function contactsOf(clubIds: number[]) {
  const rows = await db().clubContact.findMany({
    where: { clubId: { in: clubIds } },
    orderBy: [{ position: 'asc' }, { person: { lastname: 'asc' } }],
    select: { clubId: true, ...CONTACT_SELECT },
  });
  const result = new Map<number, ContactRow[]>();
  for (const r of rows) result.set(r.clubId, [...(result.get(r.clubId) ?? []), r]);
  return result;
}

/** One page of the list (page size 0: all, up to PAGE_SIZE_LOOKUP) with what its includes ask for. */
export async function listClubsForAdmin(access: Access, query: ClubAdminListQuery) {
  const where = clubListWhere(access, query);
  const pageSize = query.page_size ?? query.pageSize ?? PAGE_SIZE_DEFAULT;
  const total = await db().club.count({ where });
  if (pageSize === 0 && total > PAGE_SIZE_LOOKUP) throw new AppError('TooManyResults', `${total} clubs match`);
  const rows = await db().club.findMany({
    where,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    skip: pageSize === 0 ? 0 : query.page * pageSize,
    take: pageSize === 0 ? undefined : pageSize,
    select: CLUB_BASE_SELECT,
  });
  const ids = rows.map((r) => r.id);
  const [counts, sports, contacts] = await Promise.all([
    query.include.has('memberCount') ? memberCounts(ids) : null,
    query.include.has('playedSports') ? sportsOf(ids, 'played') : null,
    query.include.has('contacts') ? contactsOf(ids) : null,
  ]);
  return { rows, total, pageSize, counts, sports, contacts };
}
export type AdminClubListRows = Awaited<ReturnType<typeof listClubsForAdmin>>;
