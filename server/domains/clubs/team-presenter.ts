// Team rows -> the Team of docs/product.md#entities, field by field, with the player count, leagues and user meta the
// services found; the team list's page.
import { PAGE_SIZE_DEFAULT } from '../../../shared/constants';
import type { PageMeta } from '../../../shared/contract';
import type { TeamDTO, TeamListQuery, TeamUserMetaDTO } from '../../../shared/schemas/teams';
import type { TeamRow } from './rows';

export function presentTeam(
  team: TeamRow,
  extra: { playerCount?: number; userMeta?: TeamUserMetaDTO; leagues?: { id: number; name: string }[] } = {},
): TeamDTO {
  return {
    id: team.id,
    name: team.name,
    local_name: team.localName,
    gender: team.gender,
    min_age: team.minAge,
    max_age: team.maxAge,
    sport: team.sport,
    club: { id: team.club.id, name: team.club.name },
    ...(extra.playerCount !== undefined ? { playerCount: { count: extra.playerCount } } : {}),
    ...(extra.userMeta ? { userMeta: extra.userMeta } : {}),
    ...(extra.leagues ? { leagues: extra.leagues } : {}),
  };
}

/** A team the user looks at, with their part: whether they may join it now, and their own membership in it. */
export interface TeamWithUserMeta {
  team: TeamRow;
  userMeta: TeamUserMetaDTO;
}

/** GET /api/teams: one page of the teams found. */
export function presentTeamList(query: TeamListQuery, teams: TeamWithUserMeta[]): { data: TeamDTO[]; meta: PageMeta } {
  const requested = query.page_size ?? query.pageSize ?? PAGE_SIZE_DEFAULT;
  const size = requested === 0 ? Math.max(teams.length, 1) : requested;
  const page = teams.slice(query.page * size, query.page * size + size);
  return {
    data: page.map(({ team, userMeta }) => presentTeam(team, { userMeta })),
    meta: {
      page: query.page,
      page_size: requested,
      max_page: Math.max(0, Math.ceil(teams.length / size) - 1),
      filter: {
        ...(query.whereACL ? { whereACL: query.whereACL } : {}),
        ...(query.whereClubID ? { whereClubID: query.whereClubID } : {}),
        ...(query.whereSportID ? { whereSportID: query.whereSportID } : {}),
        ...(query.whereJoinableByPerson ? { whereJoinableByPerson: true } : {}),
      },
      order_by: 'name',
      total_results: teams.length,
    },
  };
}
