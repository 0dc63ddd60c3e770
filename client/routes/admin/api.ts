// swr hooks and URL helpers of the admin area: member list query (rql, q, sort) <-> URL, lists with load-more.
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ListEnvelope } from '../../../shared/api';
import { PAGE_SIZE_DEFAULT } from '../../../shared/constants';
import { combineRql, parseRql, RqlError, rqlTerms, type RqlNode } from '../../../shared/rql';
import { contract } from '../../../shared/contract';
import type { PersonDetailsDTO, PersonFiltersDTO, PersonHistoryDTO, PersonListItemDTO } from '../../../shared/schemas/persons';
import type { RefereeDTO } from '../../../shared/schemas/referees';
import { apiRequest } from '../../api/client';
import { useData } from '../../api/endpoints';
import { useResource } from '../../api/resource';

export type Term = Exclude<RqlNode, { op: 'and' }>;

export interface MemberQuery {
  terms: Term[];
  q: string;
  orderBy: 'persons.lastname' | 'persons.created_at';
  desc: boolean;
}

export function readMemberQuery(params: URLSearchParams): MemberQuery {
  let terms: Term[] = [];
  const rql = params.get('rql');
  if (rql) {
    try {
      terms = rqlTerms(parseRql(rql));
    } catch (error) {
      if (!(error instanceof RqlError)) throw error;
    }
  }
  return {
    terms,
    q: params.get('q') ?? '',
    orderBy: params.get('order_by') === 'persons.created_at' ? 'persons.created_at' : 'persons.lastname',
    desc: params.get('desc') === '1',
  };
}

/** The page URL's search part for a member query (what the list and the export links share). */
export function memberSearch(query: MemberQuery): string {
  const params = new URLSearchParams();
  const rql = combineRql(query.terms);
  if (rql) params.set('rql', rql);
  if (query.q) params.set('q', query.q);
  if (query.orderBy !== 'persons.lastname') params.set('order_by', query.orderBy);
  if (query.desc) params.set('desc', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API parameters of a member query. */
export function memberApiParams(query: MemberQuery, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  const rql = combineRql(query.terms);
  if (rql) params.set('rql', rql);
  if (query.q) params.set('q', query.q);
  params.set('order_by', query.orderBy);
  if (query.desc) params.set('order_by_desc', 'true');
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params;
}

export const memberExportUrl = (query: MemberQuery, format: 'emails-csv' | 'full-xlsx') =>
  `/api/persons?${memberApiParams(query, { format, page_size: '0', include: 'contactData' })}`;

/** Lists with a load-more button: pages 0, 1, 2 ... of the same query. */
export function usePagedList<T>(base: string | null, pageSize = PAGE_SIZE_DEFAULT) {
  const result = useSWRInfinite<ListEnvelope<T>>(
    (index, previous: ListEnvelope<T> | null) => {
      if (!base) return null;
      if (previous && previous.meta.page >= previous.meta.max_page) return null;
      const sep = base.includes('?') ? '&' : '?';
      return `${base}${sep}page=${index}&page_size=${pageSize}`;
    },
    (url: string) => apiRequest<ListEnvelope<T>>('GET', url),
    { revalidateFirstPage: false },
  );
  const pages = result.data ?? [];
  const items = pages.flatMap((p) => p.data);
  const last = pages[pages.length - 1];
  return {
    items,
    total: pages[0]?.meta.total_results,
    hasMore: last ? last.meta.page < last.meta.max_page : false,
    loading: result.isLoading,
    loadingMore: result.isValidating && result.size > pages.length,
    loadMore: () => void result.setSize(result.size + 1),
    reload: () => void result.mutate(),
  };
}

export function useMemberList(query: MemberQuery) {
  return usePagedList<PersonListItemDTO>(`/api/persons?${memberApiParams(query, { include: 'aclLabels,tags' })}`);
}

export function useMemberFilters(query: MemberQuery) {
  return useSWR<PersonFiltersDTO>(`/api/persons/filters?${memberApiParams(query)}`, { keepPreviousData: true });
}

export const useDashboard = () => useData(contract.admin.dashboard, {});
export const useAdminOptions = () => useData(contract.admin.options, {});
/** One person or referee by the id in the URL (parseRouteId): null asks nothing, an unknown id is `notFound`. */
export const usePerson = (id: number | null) => useResource<PersonDetailsDTO>(id && `/api/persons/${id}`);
export const usePersonHistory = (id: number | null) => useResource<PersonHistoryDTO>(id && `/api/persons/${id}/history`);
export const useReferee = (id: number | null) => useResource<RefereeDTO>(id && `/api/referees/${id}`);
