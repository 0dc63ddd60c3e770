// The admin navigation's badge of approvable processes: one key, revalidated after every change that may start,
// approve, carry out or end a process, so it never waits for a reload.
import useSWR, { mutate } from 'swr';
import { contract } from '../../shared/contract';
import { api, urlOf } from './endpoints';

/** The key useData would give the call, holding the same value (the answer's data). */
const APPROVABLE_COUNT_KEY = urlOf(contract.processes.approvableCount, {});

/** The count of processes the user may approve; a failure simply shows no badge (no toast, no retry). */
export function useApprovableCount(): number | null {
  const { data } = useSWR(
    APPROVABLE_COUNT_KEY,
    async () => (await api.processes.approvableCount({}, { ownErrors: () => true })).data,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data?.count ?? null;
}

/** Asks for the count again where the badge is shown (nothing happens without the admin navigation). */
export function refreshApprovableCount(): Promise<unknown> {
  return mutate(APPROVABLE_COUNT_KEY);
}
