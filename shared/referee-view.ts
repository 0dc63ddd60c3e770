// The referee list's filters as a saved view keeps them (docs/decisions/058-saved-views-and-columns.md): the view's
// `rql` holds `eq(valid,true)`, `eq(expired,true)` and `eq(expires_within,N)`, the list's address `valid=1`,
// `expired=1` and `expires_within=N`.
import { combineRql, parseRql, rqlTerms, RqlError, type RqlNode } from './rql';

export interface RefereeFilters {
  valid?: '1';
  expired?: '1';
  expires_within?: string;
}

/** The filters as the view's RQL ('' for none). */
export function refereeFiltersRql(filters: RefereeFilters): string {
  const terms: RqlNode[] = [];
  if (filters.valid) terms.push({ op: 'eq', subject: 'valid', value: 'true' });
  if (filters.expired) terms.push({ op: 'eq', subject: 'expired', value: 'true' });
  if (filters.expires_within !== undefined) terms.push({ op: 'eq', subject: 'expires_within', value: filters.expires_within });
  return combineRql(terms);
}

/** A view's RQL as the list's filters; RqlError for anything else than the three terms. */
export function refereeFiltersOf(rql: string): RefereeFilters {
  const filters: RefereeFilters = {};
  if (rql === '') return filters;
  for (const term of rqlTerms(parseRql(rql))) {
    if (term.op !== 'eq') throw new RqlError(`A referee view filters with eq only, not ${term.op}`);
    if ((term.subject === 'valid' || term.subject === 'expired') && term.value === 'true') filters[term.subject] = '1';
    else if (term.subject === 'expires_within' && term.value !== null && /^\d{1,4}$/.test(term.value)) {
      filters.expires_within = term.value;
    } else throw new RqlError(`Unknown referee filter ${term.subject}`);
  }
  return filters;
}
