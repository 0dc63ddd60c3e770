// Reading clubs as members see them (docs/product.md#entities): the search and a club with its includes. The rows go
// to server/domains/clubs/club-presenter.ts as they are.
import { PAGE_SIZE_CLUB_SEARCH } from '../../../shared/constants';
import type { CLUB_DETAIL_INCLUDES, ClubSearchQuery } from '../../../shared/schemas/clubs';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { currentMembershipSql } from '../access';
import { CLUB_BASE_SELECT } from './rows';

export type DetailInclude = (typeof CLUB_DETAIL_INCLUDES)[number];
type SportRow = { id: number; name: string; key: string };
export type MemberCounts = Map<number, { male: number; female: number; alumni: number }>;

/**
 * A club's members: the persons with a current membership there (currentMembershipSql, the member list's club filter
 * counts the same), split into active members by gender and alumni (every current membership there is alumni).
 * So male + female + alumni is the club filter's count.
 */
export async function memberCounts(clubIds: number[]): Promise<MemberCounts> {
  const result = new Map(clubIds.map((id) => [id, { male: 0, female: 0, alumni: 0 }]));
  if (clubIds.length === 0) return result;
  const rows = await db().$queryRaw<{ club_id: number; kind: 'male' | 'female' | 'alumni'; count: number }[]>`
    SELECT club_id, kind, count(*)::int AS count FROM (
      SELECT m.club_id, CASE WHEN bool_and(m.is_alumni) THEN 'alumni' ELSE min(p.gender::text) END AS kind
      FROM memberships m JOIN persons p ON p.id = m.person_id
      WHERE m.club_id = ANY(${clubIds}::int[]) AND ${currentMembershipSql()}
      GROUP BY m.club_id, m.person_id
    ) per_person
    GROUP BY club_id, kind`;
  for (const r of rows) result.get(r.club_id)![r.kind] = r.count;
  return result;
}

/** The sports each club offers (`offered`) or fields teams in (`played`). */
export async function sportsOf(clubIds: number[], kind: 'offered' | 'played'): Promise<Map<number, SportRow[]>> {
  const result = new Map<number, SportRow[]>();
  const select = { clubId: true, sport: { select: { id: true, name: true, key: true } } } as const;
  const rows =
    kind === 'offered'
      ? await db().clubSport.findMany({ where: { clubId: { in: clubIds } }, select, orderBy: { sportId: 'asc' } })
      : await db().team.findMany({
          where: { clubId: { in: clubIds } },
          distinct: ['clubId', 'sportId'],
          select,
          orderBy: [{ clubId: 'asc' }, { sportId: 'asc' }],
        });
  for (const r of rows) result.set(r.clubId, [...(result.get(r.clubId) ?? []), r.sport]);
  return result;
}

/**
 * The member's club search: name or city contains `q`. More matches than PAGE_SIZE_CLUB_SEARCH answer
 * TooManyResults, so members narrow the search instead of paging through every club.
 */
export async function searchClubs(query: ClubSearchQuery, pageSize: number) {
  const q = query.q ?? '';
  const where = q
    ? { OR: [{ name: { contains: q, mode: 'insensitive' as const } }, { city: { contains: q, mode: 'insensitive' as const } }] }
    : {};
  const total = await db().club.count({ where });
  if (total > PAGE_SIZE_CLUB_SEARCH) throw new AppError('TooManyResults', `${total} clubs match`);
  const size = pageSize === 0 ? Math.max(total, 1) : pageSize;
  const rows = await db().club.findMany({
    where,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    skip: query.page * size,
    take: size,
    select: CLUB_BASE_SELECT,
  });
  const ids = rows.map((r) => r.id);
  const [counts, offered, played] = await Promise.all([
    query.include.has('memberCount') ? memberCounts(ids) : null,
    query.include.has('offeredSports') ? sportsOf(ids, 'offered') : null,
    query.include.has('playedSports') ? sportsOf(ids, 'played') : null,
  ]);
  return { rows, total, counts, offered, played };
}
export type ClubSearchRows = Awaited<ReturnType<typeof searchClubs>>;

// GET /api/clubs/{id} reads its club and includes in one statement (club-details.ts).
export { loadClubDetails, type ClubDetailsRows } from './club-details';
