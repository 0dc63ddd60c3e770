// The subjects the member list's RQL understands, and what the advanced search may compare (docs/product.md#advanced-search).
import type { RqlComparison, RqlSetOperator } from '../rql';

export const RQL_SUBJECTS = [
  'gender',
  'sport',
  'club',
  'team',
  'league',
  'position',
  'internationalTeam',
  'admin',
  'tag',
  'alumni',
  'birthdate',
  /** eq(licenseExpired,1): holds a licence of the scope's associations that ended before today. */
  'licenseExpired',
  /** eq(licenseExpiresWithin,N): holds such a licence that ends today or within N days (docs/product.md#licence-expiry). */
  'licenseExpiresWithin',
] as const;
export type RqlSubject = (typeof RQL_SUBJECTS)[number];

/** The filter boxes of the member list, in their order in the sidebar. */
export const FILTER_BOX_SUBJECTS = [
  'gender',
  'sport',
  'club',
  'team',
  'league',
  'position',
  'internationalTeam',
  'admin',
  'tag',
  'alumni',
] as const satisfies readonly RqlSubject[];
export type FilterBoxSubject = (typeof FILTER_BOX_SUBJECTS)[number];

/** Advanced search: allowed comparisons exactly as docs/product.md#advanced-search lists them. */
export const ADVANCED_SEARCH_MODES = {
  gender: ['eq'],
  sport: ['eq'],
  team: ['eq', 'ne'],
  club: ['eq', 'ne'],
  league: ['eq', 'ne'],
  birthdate: ['eq', 'lt', 'gt'],
} as const satisfies Partial<Record<RqlSubject, readonly (RqlComparison | RqlSetOperator)[]>>;
export type AdvancedSearchSubject = keyof typeof ADVANCED_SEARCH_MODES;
export const ADVANCED_SEARCH_SUBJECTS = Object.keys(ADVANCED_SEARCH_MODES) as AdvancedSearchSubject[];
