// swr hooks over the API; the key is the request path, the fetcher unwraps the `{ data }` envelope.
import useSWR, { mutate, type SWRConfiguration } from 'swr';
import { api } from './client';
import type { Self } from './types';

export const SELF_KEY = '/api/self';

export async function fetchData<T>(path: string): Promise<T> {
  return api.get<T>(path);
}

/** Global swr settings: failures already went through the central handler, so no retry loops. */
export const swrConfig: SWRConfiguration = {
  fetcher: fetchData,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
};

export function useSelf() {
  return useSWR<Self>(SELF_KEY);
}

/** Forgets every cached answer: another user may sign in next in the same tab. */
export async function resetApiCache(): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
}
