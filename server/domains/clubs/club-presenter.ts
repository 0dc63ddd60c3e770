// Clubs as members see them (docs/product.md#entities): the search list and the details with their includes, from the
// rows server/domains/clubs/clubs.ts loaded.
import type { PageMeta } from '../../../shared/contract';
import { PERMISSIONS } from '../../../shared/permissions';
import type { ClubContactDTO, ClubDTO, ClubSearchItemDTO, ClubSearchQuery, JoinInfoDTO } from '../../../shared/schemas/clubs';
import { fitsTeamGender } from '../../../shared/schemas/teams';
import { coversClub, type Access, localized } from '../access';
import { avatarStateFor } from '../../platform/avatar-state';
import type { ClubDetailsRows, ClubSearchRows, DetailInclude } from './clubs';
import { type JoinInfoRows } from './join';
import { sportRefusal, teamUserMeta } from './join-rules';
import { presentContact as presentAdminContact, presentField, presentProfile } from './club-admin-presenter';
import { presentTeam } from './team-presenter';
import { sanitizeTrustedHtml } from '../../platform/trusted-html';

type BaseRow = { id: number; name: string; associationId: number; logoId: number | null; city: string | null };

function base(club: BaseRow) {
  return {
    id: club.id,
    name: club.name,
    avatarState: club.logoId ? ('ok' as const) : ('none' as const),
    association_id: club.associationId,
    city: club.city,
  };
}

/** The search's page: offered sports carry no user meta here (isJoinable false); the details have the real one. */
export function presentClubSearch(
  query: ClubSearchQuery,
  pageSize: number,
  { rows, total, counts, offered, played }: ClubSearchRows,
): { data: ClubSearchItemDTO[]; meta: PageMeta } {
  const size = pageSize === 0 ? Math.max(total, 1) : pageSize;
  return {
    data: rows.map((club) => ({
      ...base(club),
      ...(counts ? { memberCount: counts.get(club.id)! } : {}),
      ...(played ? { playedSports: played.get(club.id) ?? [] } : {}),
      ...(offered
        ? { offeredSports: (offered.get(club.id) ?? []).map((s) => ({ ...s, userMeta: { isJoinable: false, player: null } })) }
        : {}),
      meta: { permissions: [] },
    })),
    meta: {
      page: query.page,
      page_size: pageSize,
      max_page: Math.max(0, Math.ceil(total / size) - 1),
      filter: query.q ? { q: query.q } : {},
      order_by: 'name',
      total_results: total,
    },
  };
}

type ContactRow = NonNullable<ClubDetailsRows['contacts']>[number];

/** A contact as the admin sees it, and whether members see a picture (they may report a contact's picture). */
function presentContact(c: ContactRow, viewerId: number): ClubContactDTO {
  return { ...presentAdminContact(c), avatar_state: avatarStateFor(c.person, viewerId) };
}

/** GET /api/clubs/{id} with the includes of docs/product.md#club-administration. */
export function presentClubDetails(access: Access, include: Set<DetailInclude>, rows: ClubDetailsRows): ClubDTO {
  const { club, joinContext: ctx } = rows;
  const has = (name: DetailInclude) => include.has(name);
  const dto: ClubDTO = { ...base(club), meta: { permissions: PERMISSIONS.filter((p) => coversClub(access, p, club)) } };
  if (has('profile')) {
    dto.profile = presentProfile({
      address0: club.address0 ?? null,
      address1: club.address1 ?? null,
      address2: club.address2 ?? null,
      zipCode: club.zipCode ?? null,
      city: club.city,
      region: club.region ?? null,
      phoneNumber: club.phoneNumber ?? null,
      email: club.email ?? null,
      homepage: club.homepage ?? null,
      generalInformation: club.generalInformation ?? null,
    });
  }
  if (rows.leaders) dto.leaders = rows.leaders.map((r) => r.person);
  if (rows.contacts) dto.contacts = rows.contacts.map((c) => presentContact(c, access.personId));
  if (rows.fields) dto.fields = rows.fields.map(presentField);
  if (rows.teams && (has('listableTeams') || has('listableTeams.playerCount'))) {
    const counts = rows.playerCounts;
    dto.listableTeams = rows.teams.map((t) => presentTeam(t, counts ? { playerCount: counts.get(t.id) ?? 0 } : {}));
  }
  if (rows.teams && ctx && (has('teams') || has('teams.userMeta'))) {
    dto.teams = rows.teams
      .filter((t) => fitsTeamGender(t.gender, ctx.gender))
      .map((t) => presentTeam(t, has('teams.userMeta') ? { userMeta: teamUserMeta(ctx, t) } : {}));
  }
  if (rows.offered && ctx) {
    dto.offeredSports = rows.offered.map((s) => {
      const own = ctx.memberships.find((m) => m.clubId === club.id && m.sportId === s.id && m.teamId === null);
      return { ...s, userMeta: { isJoinable: sportRefusal(ctx, club, s.id) === null, player: own ? { id: own.id } : null } };
    });
  }
  if (rows.played) dto.playedSports = rows.played;
  return dto;
}

/** GET /api/clubs/{id}/join-info: the club, the team or sport, the offer and the terms still to accept. */
export function presentJoinInfo(info: JoinInfoRows): JoinInfoDTO {
  const { club, team, teamMeta, language } = info;
  return {
    name: club.name,
    meta: {
      club: { id: club.id, name: club.name, association_id: club.associationId },
      team: team && teamMeta ? presentTeam(team, { userMeta: teamMeta }) : null,
      sport: info.sport,
      subscriptions: info.subscriptions,
      terms: info.terms.map((term) => {
        const checkboxes = localized<unknown>(term.version.checkboxes, language, []);
        return {
          id: term.id,
          title: localized(term.version.title, language, ''),
          version: term.version.version,
          content: sanitizeTrustedHtml(localized(term.version.content, language, '')),
          checkboxes: Array.isArray(checkboxes) ? checkboxes.map(String) : [],
        };
      }),
      is_joinable: info.refusal === null,
      refusal: info.refusal,
    },
  };
}
