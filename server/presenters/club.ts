// Clubs as members see them (docs/product.md#entities): the search list and the details with their includes.
import { PAGE_SIZE_CLUB_SEARCH, PAGE_SIZE_DEFAULT } from '../../shared/constants';
import { PERMISSIONS } from '../../shared/permissions';
import type { ClubContactDTO, ClubDTO, ClubSearchQuery, CLUB_DETAIL_INCLUDES } from '../../shared/schemas/clubs';
import type { PageMeta } from '../../shared/api';
import { fitsTeamGender } from '../../shared/schemas/teams';
import { db } from '../db/client';
import { AppError, notFound } from '../errors';
import { coversClub } from '../policies/scope';
import { currentMembershipSql } from '../policies/scope-sql';
import type { Access } from '../services/access';
import { avatarStateFor } from '../services/avatar';
import { loadJoinContext, sportRefusal, teamUserMeta } from '../services/join';
import { playerCounts, presentTeam, TEAM_SELECT } from './team';

type DetailInclude = (typeof CLUB_DETAIL_INCLUDES)[number];

const BASE_SELECT = { id: true, name: true, associationId: true, regionId: true, logoId: true, city: true } as const;

function base(club: { id: number; name: string; associationId: number; logoId: number | null; city: string | null }) {
  return {
    id: club.id,
    name: club.name,
    avatarState: club.logoId ? ('ok' as const) : ('none' as const),
    association_id: club.associationId,
    city: club.city,
  };
}

/**
 * A club's members: the persons with a current membership there (currentMembershipSql, the member list's club filter
 * counts the same), split into active members by gender and alumni (every current membership there is alumni).
 * So male + female + alumni is the club filter's count.
 */
export async function memberCounts(clubIds: number[]): Promise<Map<number, { male: number; female: number; alumni: number }>> {
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

async function sportsOf(clubIds: number[], kind: 'offered' | 'played') {
  const result = new Map<number, { id: number; name: string; key: string }[]>();
  if (kind === 'offered') {
    const rows = await db().clubSport.findMany({
      where: { clubId: { in: clubIds } },
      select: { clubId: true, sport: { select: { id: true, name: true, key: true } } },
      orderBy: { sportId: 'asc' },
    });
    for (const r of rows) result.set(r.clubId, [...(result.get(r.clubId) ?? []), r.sport]);
  } else {
    const rows = await db().team.findMany({
      where: { clubId: { in: clubIds } },
      distinct: ['clubId', 'sportId'],
      select: { clubId: true, sport: { select: { id: true, name: true, key: true } } },
      orderBy: [{ clubId: 'asc' }, { sportId: 'asc' }],
    });
    for (const r of rows) result.set(r.clubId, [...(result.get(r.clubId) ?? []), r.sport]);
  }
  return result;
}

/**
 * The member's club search: name or city contains `q`. More matches than PAGE_SIZE_CLUB_SEARCH answer
 * TooManyResults, so members narrow the search instead of paging through every club.
 */
export async function searchClubs(query: ClubSearchQuery): Promise<{ data: ClubDTO[]; meta: PageMeta }> {
  const q = query.q ?? '';
  const where = q
    ? { OR: [{ name: { contains: q, mode: 'insensitive' as const } }, { city: { contains: q, mode: 'insensitive' as const } }] }
    : {};
  const total = await db().club.count({ where });
  if (total > PAGE_SIZE_CLUB_SEARCH) throw new AppError('TooManyResults', `${total} clubs match`);
  const requested = query.page_size ?? query.pageSize ?? PAGE_SIZE_DEFAULT;
  const pageSize = requested === 0 ? Math.max(total, 1) : requested;
  const rows = await db().club.findMany({
    where,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    skip: query.page * pageSize,
    take: pageSize,
    select: BASE_SELECT,
  });
  const ids = rows.map((r) => r.id);
  const [counts, offered, played] = await Promise.all([
    query.include.has('memberCount') ? memberCounts(ids) : null,
    query.include.has('offeredSports') ? sportsOf(ids, 'offered') : null,
    query.include.has('playedSports') ? sportsOf(ids, 'played') : null,
  ]);
  return {
    data: rows.map((club) => ({
      ...base(club),
      ...(counts ? { memberCount: counts.get(club.id)! } : {}),
      ...(played ? { playedSports: played.get(club.id) ?? [] } : {}),
      // Offered sports in the list carry no user meta (isJoinable false); the details have the real one.
      ...(offered
        ? { offeredSports: (offered.get(club.id) ?? []).map((s) => ({ ...s, userMeta: { isJoinable: false, player: null } })) }
        : {}),
      meta: { permissions: [] },
    })),
    meta: {
      page: query.page,
      page_size: requested,
      max_page: Math.max(0, Math.ceil(total / pageSize) - 1),
      filter: q ? { q } : {},
      order_by: 'name',
      total_results: total,
    },
  };
}

function presentContact(
  c: {
    position: ClubContactDTO['position'];
    person: {
      id: number;
      firstname: string;
      lastname: string;
      email: string | null;
      phoneNumber: string | null;
      mobilePhone: string | null;
      avatarId: number | null;
      avatarHidden: boolean;
    };
  },
  viewerId: number,
): ClubContactDTO {
  return {
    id: c.person.id,
    firstname: c.person.firstname,
    lastname: c.person.lastname,
    position: c.position,
    email: c.person.email,
    phone_number: c.person.phoneNumber,
    mobile_phone: c.person.mobilePhone,
    // Members may report a contact's picture: they need to know whether there is one they can see.
    avatar_state: avatarStateFor(c.person, viewerId),
  };
}

/** GET /api/clubs/{id} with the includes of docs/product.md#club-administration. */
export async function clubDetails(access: Access, clubId: number, include: Set<DetailInclude>): Promise<ClubDTO> {
  const has = (name: DetailInclude) => include.has(name);
  const club = await db().club.findUnique({
    where: { id: clubId },
    select: {
      ...BASE_SELECT,
      address0: has('profile'),
      address1: has('profile'),
      address2: has('profile'),
      zipCode: has('profile'),
      region: has('profile'),
      phoneNumber: has('profile'),
      email: has('profile'),
      homepage: has('profile'),
      generalInformation: has('profile'),
    },
  });
  if (!club) throw notFound('Club');
  const dto: ClubDTO = {
    ...base(club),
    meta: { permissions: PERMISSIONS.filter((p) => coversClub(access, p, club)) },
  };

  if (has('profile')) {
    dto.profile = {
      address_0: club.address0 ?? null,
      address_1: club.address1 ?? null,
      address_2: club.address2 ?? null,
      zip_code: club.zipCode ?? null,
      city: club.city,
      region: club.region ?? null,
      phone_number: club.phoneNumber ?? null,
      email: club.email ?? null,
      homepage: club.homepage ?? null,
      general_information: club.generalInformation ?? null,
    };
  }
  if (has('leaders')) {
    const rules = await db().aclRule.findMany({
      where: { clubId, role: 'club_leader' },
      orderBy: { id: 'asc' },
      select: { person: { select: { id: true, firstname: true, lastname: true } } },
    });
    dto.leaders = rules.map((r) => r.person);
  }
  if (has('contacts')) {
    const contacts = await db().clubContact.findMany({
      where: { clubId },
      orderBy: [{ position: 'asc' }, { person: { lastname: 'asc' } }],
      select: {
        position: true,
        person: {
          select: {
            id: true,
            firstname: true,
            lastname: true,
            email: true,
            phoneNumber: true,
            mobilePhone: true,
            avatarId: true,
            avatarHidden: true,
          },
        },
      },
    });
    dto.contacts = contacts.map((c) => presentContact(c, access.personId));
  }
  if (has('fields')) {
    const fields = await db().clubField.findMany({ where: { clubId }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    dto.fields = fields.map((f) => ({
      id: f.id,
      name: f.name,
      address_1: f.address1,
      address_2: f.address2,
      region: f.region,
      zip_code: f.zipCode,
      city: f.city,
      general_information: f.generalInformation,
    }));
  }
  const wantsTeams = has('teams') || has('teams.userMeta');
  const wantsListable = has('listableTeams') || has('listableTeams.playerCount');
  const wantsOffered = has('offeredSports');
  if (wantsTeams || wantsListable || wantsOffered) {
    const teams = await db().team.findMany({
      where: { clubId },
      orderBy: [{ sportId: 'asc' }, { name: 'asc' }],
      select: TEAM_SELECT,
    });
    const ctx = wantsTeams || wantsOffered ? await loadJoinContext(db(), access.personId) : null;
    const counts = has('listableTeams.playerCount') ? await playerCounts(teams.map((t) => t.id)) : null;
    if (wantsListable) {
      dto.listableTeams = teams.map((t) => presentTeam(t, counts ? { playerCount: counts.get(t.id) ?? 0 } : {}));
    }
    if (wantsTeams) {
      dto.teams = teams
        .filter((t) => fitsTeamGender(t.gender, ctx!.gender))
        .map((t) => presentTeam(t, ctx && has('teams.userMeta') ? { userMeta: teamUserMeta(ctx, t) } : {}));
    }
    if (wantsOffered && ctx) {
      const offered = (await sportsOf([clubId], 'offered')).get(clubId) ?? [];
      dto.offeredSports = offered.map((s) => {
        const own = ctx.memberships.find((m) => m.clubId === clubId && m.sportId === s.id && m.teamId === null);
        return {
          ...s,
          userMeta: { isJoinable: sportRefusal(ctx, club, s.id) === null, player: own ? { id: own.id } : null },
        };
      });
    }
  }
  if (has('playedSports')) dto.playedSports = (await sportsOf([clubId], 'played')).get(clubId) ?? [];
  return dto;
}
