// swr over the API: the signed-in user, the countries, the global settings and the cache reset. Every hook brings its
// own fetcher (client/api/endpoints.ts useData), so there is no global one that a caller could hand any address.
import { mutate, type SWRConfiguration } from 'swr';
import { contract } from '../../shared/contract';
import type { CountryDTO } from '../../shared/schemas/self';
import { currentLanguage } from '../i18n';
import { adoptAssociationTimeZone } from '../lib/datetime';
import { urlOf, useData } from './endpoints';

/** The signed-in user's swr key (useSelf's): `mutate(SELF_KEY)` after a change of the user. */
export const SELF_KEY = urlOf(contract.self.get, {});

/** Global swr settings: failures already went through the central handler, so no retry loops. */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
};

export function useSelf() {
  const self = useData(contract.self.get, {});
  // Idempotent: the zone is set once, later answers name the same one.
  adoptAssociationTimeZone(self.data?.time_zone);
  return self;
}

/** The countries with their names in the page's language (GET /countries): for selects and stored codes. */
export function useCountries() {
  return useData(contract.countries.list, { query: { language: currentLanguage() } });
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
