// The member list's saved views and chosen columns from the server (docs/decisions/058-saved-views-and-columns.md).
import { mutate } from 'swr';
import { contract } from '../../../../shared/contract';
import { DEFAULT_MEMBER_COLUMNS, type ColumnDTO, type ViewDTO } from '../../../../shared/schemas/list-views';
import { api, urlOf, useData } from '../../../api/endpoints';
import { combineRql } from '../../../../shared/rql';
import { memberSearch, readMemberQuery, type MemberQuery } from '../api';

const VIEWS = { query: { list: 'members' } } as const;
const COLUMNS = { query: { list: 'members' } } as const;

export const useListViews = () => useData(contract.listViews.list, VIEWS);

export const reloadListViews = () => mutate(urlOf(contract.listViews.list, VIEWS));

/** The person's columns of the member list (the default ones until the answer is there). */
export function useListColumns() {
  const { data } = useData(contract.listColumns.get, COLUMNS);
  return data?.columns ?? DEFAULT_MEMBER_COLUMNS;
}

export async function keepColumns(columns: ColumnDTO[]): Promise<void> {
  const key = urlOf(contract.listColumns.get, COLUMNS);
  // Shown at once; the answer confirms it.
  await mutate(key, { list: 'members', columns, chosen: true }, { revalidate: false });
  const answer = await api.listColumns.put({ body: { list: 'members', columns } });
  await mutate(key, answer.data, { revalidate: false });
}

/** The columns the list shows for a query: the open view's own, else the person's. */
export function useShownColumns(query: MemberQuery): ColumnDTO[] {
  const own = useListColumns();
  const { data } = useListViews();
  return data?.views.find((v) => v.id === query.view)?.columns ?? own;
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
