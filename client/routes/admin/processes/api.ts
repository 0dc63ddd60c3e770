// swr hooks of the process pages and the one action. The list refetches every page whenever it mounts, so it is
// current when the user comes back after approving; the badge count and the details reload after an action.
import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import { contract, type AnswerOf } from '../../../../shared/contract';
import type { ProcessAction, ProcessListStatus } from '../../../../shared/schemas/processes';
import { api, call, urlOf, useData } from '../../../api/endpoints';

type ListPage = AnswerOf<typeof contract.processes.list>;
const listInput = (status: ProcessListStatus, page: number) => ({
  query: { include: 'requiredApprovals', status, page, page_size: PAGE_SIZE_DEFAULT },
});

/** One process with its required approvals; an unknown id is `notFound`. */
export const useProcess = (id: number | null) =>
  useData(contract.processes.get, id === null ? null : { params: { id }, query: { include: 'requiredApprovals' } }, {
    notFoundState: true,
  });

export function useProcessList(status: ProcessListStatus) {
  const result = useSWRInfinite<ListPage>(
    (index, previous: ListPage | null) => {
      if (previous && previous.meta.page >= previous.meta.max_page) return null;
      return [urlOf(contract.processes.list, listInput(status, index)), index] as const;
    },
    ([, page]: readonly [string, number]) => call(contract.processes.list, listInput(status, page)),
    // Every mount fetches every page again, however recently: coming back from an approval shows its effect.
    { revalidateAll: true, dedupingInterval: 0 },
  );
  const pages = result.data ?? [];
  const last = pages[pages.length - 1];
  return {
    items: pages.flatMap((p) => p.data),
    total: pages[0]?.meta.total_results,
    hasMore: last ? last.meta.page < last.meta.max_page : false,
    loading: result.isLoading,
    loadingMore: result.isValidating && result.size > pages.length,
    loadMore: () => void result.setSize(result.size + 1),
  };
}

/** Revalidates the cached process details and the navigation badge (every key below the process list's address). */
export async function reloadProcesses(): Promise<void> {
  const prefix = `${urlOf(contract.processes.list, {})}/`;
  await mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}

export async function actOnProcess(id: number, action: ProcessAction) {
  const { data } = await api.processes.decide({ params: { id }, query: { action } });
  return data;
}
