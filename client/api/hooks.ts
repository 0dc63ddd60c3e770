// swr hooks over the API; the key is the request path, the fetcher unwraps the `{ data }` envelope.
import useSWR, { mutate, type SWRConfiguration } from 'swr';
import type { CountryDTO } from '../../shared/schemas/self';
import { currentLanguage } from '../i18n';
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

/** The countries with their names in the page's language (GET /api/countries): for selects and stored codes. */
export function useCountries() {
  return useSWR<CountryDTO[]>(`/api/countries?language=${currentLanguage()}`);
}

/** A stored country code (ISO alpha-2) as its name, or the code while the names load or when it is unknown. */
export function countryName(countries: CountryDTO[] | undefined, code: string | null): string | null {
  if (!code) return null;
  return countries?.find((c) => c.code === code.toUpperCase())?.name ?? code;
}

/** Forgets every cached answer: another user may sign in next in the same tab. */
export async function resetApiCache(): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
}
