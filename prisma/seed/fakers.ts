// The seeded fakers of the demo data, apart from context.ts: faker's locales are large, and the server imports the
// demo accounts (accounts.ts, context.ts) at every start, seeding or not.
import { Faker, base, de, en, fr, fr_BE, nl, nl_BE } from '@faker-js/faker';
import type { LocaleDefinition } from '@faker-js/faker';
import type { LocaleKey } from './context';

export interface Fakers {
  /** Decisions (counts, picks, shuffles). */
  rng: Faker;
  names: Record<LocaleKey, Faker>;
}

/** Fresh fakers with fixed seeds: every run of the seed draws the same sequence. */
export function createFakers(): Fakers {
  const rng = new Faker({ locale: [en, base] });
  rng.seed(2026);
  const names: Record<LocaleKey, Faker> = {
    de: new Faker({ locale: [de, en, base] }),
    nl: new Faker({ locale: [nl, en, base] }),
    vl: new Faker({ locale: [nl_BE, nl, en, base] }),
    // fr_BE's surname list is mostly English; take the persons of fr and the rest of fr_BE.
    wa: new Faker({ locale: [{ person: fr.person ?? {} } as LocaleDefinition, fr_BE, fr, base] }),
  };
  let seed = 2027;
  for (const f of Object.values(names)) f.seed(seed++);
  return { rng, names };
}
