// Reading clubs as members see them (docs/product.md#entities): the search and a club with its includes. The rows go
// to server/domains/clubs/club-presenter.ts as they are.
import { PAGE_SIZE_CLUB_SEARCH } from '../../../shared/constants';
import type { CLUB_DETAIL_INCLUDES, ClubSearchQuery } from '../../../shared/schemas/clubs';
import { db } from '../../db/client';
import { readRows } from '../../db/raw';
import { AppError, notFound, notSignedIn } from '../../errors';
import { ageOnReferenceDay } from '../../../shared/schemas/teams';
import { CLUB_BASE_SELECT, SPORT_SELECT, type SportRow } from './rows';
import { clubDetailsSql, type ClubDetailsRow, memberCountsSql } from './clubs.sql';

export type DetailInclude = (typeof CLUB_DETAIL_INCLUDES)[number];
export type MemberCounts = Map<number, { male: number; female: number; alumni: number }>;

/** The member counts of memberCountsSql, per club. */
export async function memberCounts(clubIds: number[]): Promise<MemberCounts> {
  const result = new Map(clubIds.map((id) => [id, { male: 0, female: 0, alumni: 0 }]));
  if (clubIds.length === 0) return result;
  const rows = await db().$queryRaw<{ club_id: number; kind: 'male' | 'female' | 'alumni'; count: number }[]>(
    memberCountsSql(clubIds),
  );
  for (const r of rows) result.get(r.club_id)![r.kind] = r.count;
  return result;
}

/** The sports each club offers (`offered`) or fields teams in (`played`). */
export async function sportsOf(clubIds: number[], kind: 'offered' | 'played'): Promise<Map<number, SportRow[]>> {
  const result = new Map<number, SportRow[]>();
  const select = { clubId: true, sport: { select: SPORT_SELECT } } as const;
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

/** GET /api/clubs/{id}: the club and what its includes need, each read only when asked for. */
export async function loadClubDetails(personId: number, clubId: number, include: Set<DetailInclude>, now = new Date()) {
  const has = (name: DetailInclude) => include.has(name);
  const wantsTeams = has('teams') || has('teams.userMeta');
  const wantsOffered = has('offeredSports');
  // A club's page and its join dialog read it: straight on pg (server/db/raw.ts).
  const [row] = await readRows<ClubDetailsRow>(clubDetailsSql(personId, clubId, include, now));
  if (!row) throw notFound('Club');
  if ((wantsTeams || wantsOffered) && !row.viewer) throw notSignedIn();
  const {
    leaders: leaderRows,
    contacts: contactRows,
    fields: fieldRows,
    teams: teamRows,
    viewer: v,
    offered: o,
    played: p,
    ...club
  } = row;
  const joinContext = v
    ? {
        personId,
        gender: v.gender,
        age: ageOnReferenceDay(new Date(`${v.birthdate}T00:00:00Z`)),
        birthdate: new Date(`${v.birthdate}T00:00:00Z`),
        memberships: v.memberships,
      }
    : null;
  const counts = teamRows && has('listableTeams.playerCount') ? new Map(teamRows.map((t) => [t.id, t.playerCount ?? 0])) : null;
  return {
    club,
    leaders: leaderRows,
    contacts: contactRows,
    fields: fieldRows?.map((f) => ({ ...f, createdAt: new Date(f.createdAt) })) ?? null,
    teams: teamRows?.map(({ playerCount: _count, ...t }) => t) ?? null,
    joinContext,
    playerCounts: counts,
    offered: o,
    played: p,
  };
}
export type ClubDetailsRows = Awaited<ReturnType<typeof loadClubDetails>>;
