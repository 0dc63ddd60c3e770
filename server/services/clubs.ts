// Reading clubs as members see them (docs/product.md#entities): the search and a club with its includes. The rows go
// to server/presenters/club.ts as they are.
import { PAGE_SIZE_CLUB_SEARCH } from '../../shared/constants';
import type { CLUB_DETAIL_INCLUDES, ClubSearchQuery } from '../../shared/schemas/clubs';
import { db } from '../db/client';
import { AppError, notFound } from '../errors';
import { currentMembershipSql } from '../policies/scope-sql';
import { CLUB_BASE_SELECT, CLUB_CONTACT_PERSON_SELECT } from '../presenters/club';
import { TEAM_SELECT } from '../presenters/team';
import { loadJoinContext } from './join';
import { playerCounts } from './teams';

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

/** GET /api/clubs/{id}: the club and what its includes need, each read only when asked for. */
export async function loadClubDetails(personId: number, clubId: number, include: Set<DetailInclude>) {
  const has = (name: DetailInclude) => include.has(name);
  const profile = has('profile');
  const club = await db().club.findUnique({
    where: { id: clubId },
    select: {
      ...CLUB_BASE_SELECT,
      address0: profile,
      address1: profile,
      address2: profile,
      zipCode: profile,
      region: profile,
      phoneNumber: profile,
      email: profile,
      homepage: profile,
      generalInformation: profile,
    },
  });
  if (!club) throw notFound('Club');
  const wantsTeams = has('teams') || has('teams.userMeta');
  const wantsListable = has('listableTeams') || has('listableTeams.playerCount');
  const wantsOffered = has('offeredSports');
  const [leaders, contacts, fields, teams, joinContext, offered, played] = await Promise.all([
    has('leaders')
      ? db().aclRule.findMany({
          where: { clubId, role: 'club_leader' },
          orderBy: { id: 'asc' },
          select: { person: { select: { id: true, firstname: true, lastname: true } } },
        })
      : null,
    has('contacts')
      ? db().clubContact.findMany({
          where: { clubId },
          orderBy: [{ position: 'asc' }, { person: { lastname: 'asc' } }],
          select: { position: true, person: { select: CLUB_CONTACT_PERSON_SELECT } },
        })
      : null,
    has('fields') ? db().clubField.findMany({ where: { clubId }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }) : null,
    wantsTeams || wantsListable
      ? db().team.findMany({ where: { clubId }, orderBy: [{ sportId: 'asc' }, { name: 'asc' }], select: TEAM_SELECT })
      : null,
    wantsTeams || wantsOffered ? loadJoinContext(db(), personId) : null,
    wantsOffered ? sportsOf([clubId], 'offered') : null,
    has('playedSports') ? sportsOf([clubId], 'played') : null,
  ]);
  const counts = teams && has('listableTeams.playerCount') ? await playerCounts(teams.map((t) => t.id)) : null;
  return {
    club,
    leaders,
    contacts,
    fields,
    teams,
    joinContext,
    playerCounts: counts,
    offered: offered?.get(clubId) ?? null,
    played: played?.get(clubId) ?? null,
  };
}
export type ClubDetailsRows = Awaited<ReturnType<typeof loadClubDetails>>;
