// The member's club calls: the club search (TooManyResults is an answer, not a failure), a club with the includes a
// page needs, a team, and the join info. Pages that share a club's data share its hook, and so its swr key.
import useSWR from 'swr';
import { PAGE_SIZE_CLUB_SEARCH } from '../../../shared/constants';
import { contract, type PageMeta } from '../../../shared/contract';
import type { ClubSearchItemDTO } from '../../../shared/schemas/clubs';
import { isApiError } from '../../api/api-error';
import { call, urlOf, useData } from '../../api/endpoints';
import { currentLanguage } from '../../i18n';

export type ClubSearchResult = { tooMany: true } | { tooMany: false; list: { data: ClubSearchItemDTO[]; meta: PageMeta } };

/** The member's search by name or city (at most PAGE_SIZE_CLUB_SEARCH clubs), with the sports each club offers. */
export function useClubSearch(q: string) {
  const input = { query: { q, pageSize: PAGE_SIZE_CLUB_SEARCH, include: 'offeredSports' } };
  return useSWR<ClubSearchResult>(
    `search:${urlOf(contract.clubs.list, input)}`,
    async () => {
      try {
        const list = await call(contract.clubs.list, input, { ownErrors: (e) => e.code === 'TooManyResults' });
        return { tooMany: false, list };
      } catch (error) {
        if (isApiError(error) && error.code === 'TooManyResults') return { tooMany: true };
        throw error;
      }
    },
    { keepPreviousData: true },
  );
}

const DETAILS_INCLUDE = 'listableTeams.playerCount,leaders,contacts,fields,profile,teams.userMeta,offeredSports';

/** The member club page's club (null asks nothing, an unknown id is `notFound`). */
export const useClub = (id: number | null) =>
  useData(contract.clubs.get, id === null ? null : { params: { id }, query: { include: DETAILS_INCLUDE } }, {
    notFoundState: true,
  });

export const useTeam = (id: number | null) =>
  useData(contract.teams.get, id === null ? null : { params: { id }, query: { include: 'userMeta' } }, {
    notFoundState: true,
  });

/** The join form's data for a team or a sport of the club, terms in the page's language. */
export const useJoinInfo = (clubId: number | null, target: { teamID: number } | { sportID: number } | null) =>
  useData(
    contract.clubs.joinInfo,
    clubId === null || target === null ? null : { params: { id: clubId }, query: { ...target, language: currentLanguage() } },
    { notFoundState: true },
  );
