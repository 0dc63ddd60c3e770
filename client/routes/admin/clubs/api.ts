// swr hooks of the admin club pages: the list (one request, page size 0), one club with the includes of
// docs/product.md#club-administration, and the outlet context the detail tabs share.
import { useOutletContext } from 'react-router';
import { contract } from '../../../../shared/contract';
import type { ClubDTO } from '../../../../shared/schemas/clubs';
import { canEditClub } from '../../../../shared/schemas/club-admin';
import { urlOf, useAnswer, useData } from '../../../api/endpoints';

/** The admin list's query: the clubs of the caller's clubs.list scope, with the quick search of the page URL. */
const listQuery = (q: string) => ({ whereACL: 'clubs.list', page_size: 0, ...(q ? { q } : {}) });

export const useAdminClubList = (q: string) =>
  useAnswer(contract.clubs.list, { query: { ...listQuery(q), include: 'memberCount' } }, { keepPreviousData: true });

export const contactsExportUrl = (q: string) =>
  urlOf(contract.clubs.list, { query: { ...listQuery(q), format: 'contacts-xlsx', include: 'contacts' } });

const DETAILS_INCLUDE = 'listableTeams.playerCount,leaders,contacts,fields,profile,teams.userMeta,offeredSports';

/** The club of the URL (parseRouteId): null asks nothing, an unknown id is `notFound`. whereACL: the admin screen
 * reads only clubs in the caller's clubs.list scope (403 otherwise, like the list). */
export const useAdminClub = (id: number | null) =>
  useData(
    contract.clubs.get,
    id === null ? null : { params: { id }, query: { whereACL: 'clubs.list', include: DETAILS_INCLUDE } },
    { notFoundState: true },
  );

export interface ClubContext {
  club: ClubDTO;
  editable: boolean;
  /** Revalidates the club after a change. */
  reload: () => Promise<unknown>;
}

export const useClubContext = () => useOutletContext<ClubContext>();

export function clubContext(club: ClubDTO, reload: () => Promise<unknown>): ClubContext {
  return { club, editable: canEditClub(club), reload };
}
