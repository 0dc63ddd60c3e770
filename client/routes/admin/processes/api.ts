// swr hooks of the process pages and the one action. The list refetches every page whenever it mounts, so it is
// current when the user comes back after approving; the badge count and the details reload after an action.
import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ListEnvelope } from '../../../../shared/api';
import { PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { ProcessAction, ProcessDTO, ProcessListStatus } from '../../../../shared/schemas/processes';
import { api, apiRequest } from '../../../api/client';

export const processKey = (id: number | string) => `/api/processes/${id}?include=requiredApprovals`;

export function useProcessList(status: ProcessListStatus) {
  const base = `/api/processes?${new URLSearchParams({ include: 'requiredApprovals', status })}`;
  const result = useSWRInfinite<ListEnvelope<ProcessDTO>>(
    (index, previous: ListEnvelope<ProcessDTO> | null) => {
      if (previous && previous.meta.page >= previous.meta.max_page) return null;
      return `${base}&page=${index}&page_size=${PAGE_SIZE_DEFAULT}`;
    },
    (url: string) => apiRequest<ListEnvelope<ProcessDTO>>('GET', url),
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

/** Revalidates the cached process details and the navigation badge (plain keys under /api/processes). */
export async function reloadProcesses(): Promise<void> {
  await mutate((key) => typeof key === 'string' && key.startsWith('/api/processes'));
}

export async function actOnProcess(id: number, action: ProcessAction): Promise<ProcessDTO> {
  return api.put<ProcessDTO>(`/api/processes/${id}?action=${action}`);
}
