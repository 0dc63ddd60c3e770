// The admin lists' saved views and chosen columns from the server (docs/decisions/058-saved-views-and-columns.md).
import { mutate } from 'swr';
import { contract } from '../../../../shared/contract';
import {
  DEFAULT_COLUMNS,
  type AnyColumnsDTO,
  type ColumnDTO,
  type ViewDTO,
  type ViewList,
} from '../../../../shared/schemas/list-views';
import { api, urlOf, useData } from '../../../api/endpoints';
import { combineRql } from '../../../../shared/rql';
import { memberSearch, readMemberQuery, type MemberQuery } from '../api';

const ofList = (list: ViewList) => ({ query: { list } });

export const useListViews = (list: ViewList = 'members') => useData(contract.listViews.list, ofList(list));

export const reloadListViews = (list: ViewList = 'members') => mutate(urlOf(contract.listViews.list, ofList(list)));

/** The person's columns of a list (the default ones until the answer is there). */
export function useColumnsOf(list: ViewList): AnyColumnsDTO {
  const { data } = useData(contract.listColumns.get, ofList(list));
  return data?.columns ?? DEFAULT_COLUMNS[list];
}

/** The person's columns of the member list. */
export const useListColumns = () => useColumnsOf('members') as ColumnDTO[];

export async function keepColumnsOf(list: ViewList, columns: AnyColumnsDTO): Promise<void> {
  const key = urlOf(contract.listColumns.get, ofList(list));
  // Shown at once; the answer confirms it.
  await mutate(key, { list, columns, chosen: true }, { revalidate: false });
  const answer = await api.listColumns.put({ body: { list, columns } });
  await mutate(key, answer.data, { revalidate: false });
}

export const keepColumns = (columns: ColumnDTO[]) => keepColumnsOf('members', columns);

/** The columns the list shows for a query: the open view's own, else the person's. */
export function useShownColumns(query: MemberQuery): ColumnDTO[] {
  const own = useListColumns();
  const { data } = useListViews();
  // The member list's views carry the member list's columns (the server checks a view's columns against its list).
  return (data?.views.find((v) => v.id === query.view)?.columns as ColumnDTO[] | null | undefined) ?? own;
}

/** The list's address of a view: its search from the first page, the view marked. */
export function searchOfView(view: ViewDTO): string {
  const params = new URLSearchParams();
  if (view.rql) params.set('rql', view.rql);
  if (view.q) params.set('q', view.q);
  if (view.order_by !== 'persons.lastname') params.set('order_by', view.order_by);
  if (view.order_by_desc) params.set('desc', '1');
  params.set('view', String(view.id));
  return memberSearch(readMemberQuery(params));
}

/** What a view keeps of the list's query and columns. */
export function viewSearchOf(query: MemberQuery, columns: ColumnDTO[] | null) {
  return {
    rql: combineRql(query.terms),
    q: query.q,
    order_by: query.orderBy,
    order_by_desc: query.desc,
    columns,
  };
}
