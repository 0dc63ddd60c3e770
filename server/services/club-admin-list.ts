// The admin club list (GET /api/clubs?whereACL=clubs.list&include=memberCount): clubs where the permission holds,
// quick search by name or city, paged from 0 (0 = all), with member counts by gender counted in SQL.
import type { PageMeta } from '../../shared/api';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_LOOKUP } from '../../shared/constants';
import type { ClubAdminListQuery } from '../../shared/schemas/club-admin';
import type { ClubDTO } from '../../shared/schemas/clubs';
import { db } from '../db/client';
import type { Prisma } from '../db/generated/client';
import { AppError } from '../errors';
import { requirePermission } from '../policies/persons';
import { clubWhere } from '../policies/scope';
import { CLUB_LIST_SELECT, CONTACT_SELECT, presentClubListItem, presentContact } from '../presenters/club-admin';
import { memberCounts } from '../presenters/club';
import type { Access } from './access';

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

async function playedSports(clubIds: number[]) {
  const rows = await db().team.findMany({
    where: { clubId: { in: clubIds } },
    distinct: ['clubId', 'sportId'],
    orderBy: [{ clubId: 'asc' }, { sportId: 'asc' }],
    select: { clubId: true, sport: { select: { id: true, name: true, key: true } } },
  });
  const result = new Map<number, { id: number; name: string; key: string }[]>();
  for (const r of rows) result.set(r.clubId, [...(result.get(r.clubId) ?? []), r.sport]);
  return result;
}

async function contactsOf(clubIds: number[]) {
  const rows = await db().clubContact.findMany({
    where: { clubId: { in: clubIds } },
    orderBy: [{ position: 'asc' }, { person: { lastname: 'asc' } }],
    select: { clubId: true, ...CONTACT_SELECT },
  });
  const result = new Map<number, ReturnType<typeof presentContact>[]>();
  for (const r of rows) result.set(r.clubId, [...(result.get(r.clubId) ?? []), presentContact(r)]);
  return result;
}

export async function listClubsForAdmin(access: Access, query: ClubAdminListQuery): Promise<{ data: ClubDTO[]; meta: PageMeta }> {
  const where = clubListWhere(access, query);
  const pageSize = query.page_size ?? query.pageSize ?? PAGE_SIZE_DEFAULT;
  const total = await db().club.count({ where });
  if (pageSize === 0 && total > PAGE_SIZE_LOOKUP) throw new AppError('TooManyResults', `${total} clubs match`);
  const rows = await db().club.findMany({
    where,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    skip: pageSize === 0 ? 0 : query.page * pageSize,
    take: pageSize === 0 ? undefined : pageSize,
    select: CLUB_LIST_SELECT,
  });
  const ids = rows.map((r) => r.id);
  const [counts, sports, contacts] = await Promise.all([
    query.include.has('memberCount') ? memberCounts(ids) : null,
    query.include.has('playedSports') ? playedSports(ids) : null,
    query.include.has('contacts') ? contactsOf(ids) : null,
  ]);
  return {
    data: rows.map((club) =>
      presentClubListItem(access, club, {
        ...(counts ? { memberCount: counts.get(club.id)! } : {}),
        ...(sports ? { playedSports: sports.get(club.id) ?? [] } : {}),
        ...(contacts ? { contacts: contacts.get(club.id) ?? [] } : {}),
      }),
    ),
    meta: {
      page: pageSize === 0 ? 0 : query.page,
      page_size: pageSize,
      max_page: pageSize === 0 ? 0 : Math.max(0, Math.ceil(total / pageSize) - 1),
      filter: { whereACL: query.whereACL, ...(query.q ? { q: query.q } : {}) },
      order_by: 'name',
      total_results: total,
    },
  };
}
