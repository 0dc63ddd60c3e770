// The admin navigation's badge of approvable processes: one key, revalidated after every change that may start,
// approve, carry out or end a process, so it never waits for a reload.
import { mutate } from 'swr';

export const APPROVABLE_COUNT_KEY = '/api/processes/approvable/count';

/** Asks for the count again where the badge is shown (nothing happens without the admin navigation). */
export function refreshApprovableCount(): Promise<unknown> {
  return mutate(APPROVABLE_COUNT_KEY);
}
