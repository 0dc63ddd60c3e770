// Reading terms: GET /terms/{key} answers one term for an id and a product's newest terms for a product name.
import { contract } from '../../../shared/contract';
import type { TermDTO } from '../../../shared/schemas/terms';
import { api, useData } from '../../api/endpoints';
import { currentLanguage } from '../../i18n';

const termInput = (key: number | string, language: string) => ({ params: { key: String(key) }, query: { language } });

/** One term in the page's language (null asks nothing); an unknown id is `notFound`. */
export function useTerm(id: number | null) {
  const result = useData(contract.terms.get, id === null ? null : termInput(id, currentLanguage()), { notFoundState: true });
  const term = result.data && !Array.isArray(result.data) ? result.data : undefined;
  return { ...result, data: term };
}

/** The newest terms of a product (`portal`: what registration asks consent to). */
export function useProductTerms(product: string, language: string) {
  const result = useData(contract.terms.get, termInput(product, language));
  return { ...result, data: Array.isArray(result.data) ? result.data : undefined };
}

/** One term, for several at once (the consent gate). */
export async function fetchTerm(id: number, language: string): Promise<TermDTO> {
  const { data } = await api.terms.get(termInput(id, language));
  if (Array.isArray(data)) throw new Error(`Term ${id} answered a list`);
  return data;
}
