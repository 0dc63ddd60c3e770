// swr hooks and URL helpers of the admin area: member list query (rql, q, sort) <-> URL, lists with load-more.
import useSWRInfinite from 'swr/infinite';
import { PAGE_SIZE_DEFAULT } from '../../../shared/constants';
import { combineRql, parseRql, RqlError, rqlTerms, type RqlNode } from '../../../shared/rql';
import { contract, type PageMeta } from '../../../shared/contract';
import { api, urlOf, useData, type CallInput } from '../../api/endpoints';

export type Term = Exclude<RqlNode, { op: 'and' }>;

export interface MemberQuery {
  terms: Term[];
  q: string;
  orderBy: 'persons.lastname' | 'persons.created_at';
  desc: boolean;
  /** The last page loaded (pages count from 0): a bookmarked address loads as many again. */
  page: number;
  /** The saved view the search came from (its chip is marked, its columns used). */
  view?: number;
}

/** A page number of the address: digits only, at most the 50th page (a bookmark never loads thousands of rows). */
const pageOf = (text: string | null) => (text && /^\d{1,2}$/.test(text) ? Math.min(Number(text), 50) : 0);
const viewOf = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

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
    page: pageOf(params.get('page')),
    ...(viewOf(params.get('view')) ? { view: viewOf(params.get('view')) } : {}),
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
  if (query.page > 0) params.set('page', String(query.page));
  if (query.view) params.set('view', String(query.view));
  const text = params.toString();
  return text ? `?${text}` : '';
}

type MemberApiQuery = NonNullable<CallInput<typeof contract.persons.list>['query']>;

/** The API parameters of a member query. */
export function memberApiQuery(query: MemberQuery, extra: MemberApiQuery = {}): MemberApiQuery {
  const rql = combineRql(query.terms);
  return {
    ...(rql ? { rql } : {}),
    ...(query.q ? { q: query.q } : {}),
    order_by: query.orderBy,
    ...(query.desc ? { order_by_desc: 'true' } : {}),
    ...extra,
  };
}

/** The download address of a member export (a browser link, so an address rather than a call). */
export const memberExportUrl = (query: MemberQuery, format: 'emails-csv' | 'full-xlsx', columns?: readonly string[]) =>
  urlOf(contract.persons.list, {
    query: memberApiQuery(query, {
      format,
      page_size: 0,
      include: 'contactData',
      ...(columns && format === 'full-xlsx' ? { columns: columns.join(',') } : {}),
    }),
  });

/** The referee list's filters in the page's address: quick search and "valid only". */
export interface RefereeQuery {
  q?: string;
  valid?: '1';
  /** Licence expiry (docs/product.md#licence-expiry): expired, or ending within N days. */
  expired?: '1';
  expires_within?: string;
}

export function readRefereeQuery(params: URLSearchParams): RefereeQuery {
  const q = params.get('q');
  const within = params.get('expires_within');
  return {
    ...(q ? { q } : {}),
    ...(params.get('valid') === '1' ? { valid: '1' as const } : {}),
    ...(params.get('expired') === '1' ? { expired: '1' as const } : {}),
    ...(within && /^\d{1,4}$/.test(within) ? { expires_within: within } : {}),
  };
}

/** The page URL's search part for a referee query. */
export function refereeSearch(query: RefereeQuery): string {
  const text = new URLSearchParams({ ...query }).toString();
  return text ? `?${text}` : '';
}

export const refereeExportUrl = (query: RefereeQuery, format: 'csv' | 'emails-csv' | 'full-xlsx') =>
  urlOf(contract.referees.list, { query: { ...query, format, page_size: 0 } });

/**
 * Lists with a load-more button: pages 0, 1, 2 ... of the same query; `addressOf` null asks nothing. The swr key of
 * each page is its address.
 */
function usePages<T>(
  addressOf: ((page: number) => string) | null,
  fetchPage: (page: number) => Promise<{ data: T[]; meta: PageMeta }>,
  initialSize = 1,
) {
  const result = useSWRInfinite(
    (index, previous: { meta: PageMeta } | null) => {
      if (!addressOf) return null;
      if (previous && previous.meta.page >= previous.meta.max_page) return null;
      return [addressOf(index), index] as const;
    },
    ([, index]: readonly [string, number]) => fetchPage(index),
    { revalidateFirstPage: false, initialSize },
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

/** Members of a query, page by page (`pageSize` 1: only the count, for the export page). */
export function useMemberList(query: MemberQuery, pageSize = PAGE_SIZE_DEFAULT, include = 'aclLabels,tags', pages = 1) {
  const inputOf = (page: number) => ({
    query: memberApiQuery(query, { ...(include ? { include } : {}), page, page_size: pageSize }),
  });
  return usePages(
    (page) => urlOf(contract.persons.list, inputOf(page)),
    (page) => api.persons.list(inputOf(page)),
    pages,
  );
}

/** Referees of a query with their licences, page by page. */
export function useRefereeList(query: RefereeQuery, pageSize = PAGE_SIZE_DEFAULT) {
  const inputOf = (page: number) => ({ query: { ...query, include: 'refereeLicenses', page, page_size: pageSize } });
  return usePages(
    (page) => urlOf(contract.referees.list, inputOf(page)),
    (page) => api.referees.list(inputOf(page)),
  );
}

export function useMemberFilters(query: MemberQuery) {
  return useData(contract.persons.filters, { query: memberApiQuery(query) }, { keepPreviousData: true });
}

export const useDashboard = () => useData(contract.admin.dashboard, {});
export const useAdminOptions = () => useData(contract.admin.options, {});

/** The address (and swr key) of one person's details: what a change that answers the person writes back to. */
export const personKey = (id: number) => urlOf(contract.persons.get, { params: { id } });

/** One person or referee by the id in the URL (parseRouteId): null asks nothing, an unknown id is `notFound`. */
export const usePerson = (id: number | null) =>
  useData(contract.persons.get, id ? { params: { id } } : null, { notFoundState: true });
export const usePersonHistory = (id: number | null) =>
  useData(contract.persons.history, id ? { params: { id } } : null, { notFoundState: true });
export const useReferee = (id: number | null) =>
  useData(contract.referees.get, id ? { params: { id } } : null, { notFoundState: true });
