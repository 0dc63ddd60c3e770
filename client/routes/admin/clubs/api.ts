// swr keys and hooks of the admin club pages: the list (one request, page size 0), one club with the includes of
// docs/product.md#club-administration, and the outlet context the detail tabs share.
import { useOutletContext } from 'react-router';
import useSWR from 'swr';
import type { ListEnvelope } from '../../../../shared/api';
import type { ClubDTO } from '../../../../shared/schemas/clubs';
import { canEditClub } from '../../../../shared/schemas/club-admin';
import { apiRequest } from '../../../api/client';
import { useResource } from '../../../api/resource';

/** The list query in the page URL: only the quick search. */
export function clubListParams(q: string, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams({ whereACL: 'clubs.list', ...extra });
  if (q) params.set('q', q);
  return params;
}

export function useAdminClubList(q: string) {
  const key = `/api/clubs?${clubListParams(q, { include: 'memberCount', page_size: '0' })}`;
  return useSWR<ListEnvelope<ClubDTO>>(key, (url: string) => apiRequest<ListEnvelope<ClubDTO>>('GET', url), {
    keepPreviousData: true,
  });
}

export const contactsExportUrl = (q: string) =>
  `/api/clubs?${clubListParams(q, { format: 'contacts-xlsx', include: 'contacts', page_size: '0' })}`;

const DETAILS_INCLUDE = 'listableTeams.playerCount,leaders,contacts,fields,profile,teams.userMeta,offeredSports';
/** whereACL: the admin screen reads only clubs in the caller's clubs.list scope (403 otherwise, like the list). */
export const clubKey = (id: number | string) => `/api/clubs/${id}?whereACL=clubs.list&include=${DETAILS_INCLUDE}`;

/** The club of the URL (parseRouteId): null asks nothing, an unknown id is `notFound`. */
export const useAdminClub = (id: number | null) => useResource<ClubDTO>(id && clubKey(id));

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
