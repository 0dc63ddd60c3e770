// Age categories of the dashboard (docs/product.md#age-categories): by age on 31 December of the current year.
// One table, so an association can change the boundaries by configuration later.

export interface AgeCategory {
  key: 'U12' | 'U14' | 'U16' | 'U18' | 'U21' | 'adults' | 'masters';
  /** Oldest age (on 31 December) that still belongs to the category; null = no upper limit. */
  maxAge: number | null;
}

export const AGE_CATEGORIES: readonly AgeCategory[] = [
  { key: 'U12', maxAge: 11 },
  { key: 'U14', maxAge: 13 },
  { key: 'U16', maxAge: 15 },
  { key: 'U18', maxAge: 17 },
  { key: 'U21', maxAge: 20 },
  { key: 'adults', maxAge: 34 },
  { key: 'masters', maxAge: null },
];

export type AgeCategoryKey = AgeCategory['key'];

/** Age on 31 December of `year`: the year difference, whatever the birthday. */
export function ageOnYearEnd(birthdate: string | Date, year: number): number {
  const y = typeof birthdate === 'string' ? Number(birthdate.slice(0, 4)) : birthdate.getUTCFullYear();
  return year - y;
}

export function ageCategoryOf(age: number): AgeCategoryKey {
  return AGE_CATEGORIES.find((c) => c.maxAge === null || age <= c.maxAge)!.key;
}
