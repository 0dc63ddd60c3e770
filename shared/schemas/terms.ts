// Terms and consent (docs/product.md#terms-and-consent): the newest version of a term in one language, and consents.
import { z } from 'zod';
import { BodyId, PathId } from './ids';
import { queryText } from './text';

export const TermsQuery = z.object({ language: queryText(10).optional() });

/** `/api/terms/{product}` and `/api/terms/{id}` share the path: digits are an id, words a product. */
export const TermPathParams = z.object({
  key: z.union([z.string().regex(/^\d{1,9}$/), z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/)]),
});

export const TermVersionQuery = TermsQuery.extend({ version: PathId.optional() });

/** One consent: the term and the version the user read; per term the first checkbox is the one recorded. */
export const ConsentInput = z
  .object({
    consents: z
      .array(z.object({ id: BodyId, version: BodyId }).strict())
      .min(1)
      .max(50),
  })
  .strict();
export type ConsentInput = z.infer<typeof ConsentInput>;

export const Consent = z.strictObject({
  id: z.int(),
  version: z.int(),
  consented_at: z.string(),
});
export type ConsentDTO = z.infer<typeof Consent>;

export const Term = z.strictObject({
  id: z.int(),
  product: z.string(),
  version: z.int(),
  title: z.string(),
  /** HTML written by the association (trusted). */
  content: z.string(),
  checkboxes: z.array(z.string()),
  created_at: z.string(),
  /** When this version was published. */
  date: z.string(),
  /** The signed-in user's newest consent to this term (only when one term is asked for by a signed-in user). */
  consent: Consent.nullable().optional(),
});
export type TermDTO = z.infer<typeof Term>;

/** GET /api/terms/{key}: one term for an id, the newest terms of a product for a product name. */
export const TermOrProductTerms = z.union([Term, z.array(Term)]);

export const ConsentedTerm = z.strictObject({
  ...Consent.shape,
  term_id: z.int(),
  title: z.string(),
  /** The term's newest version: higher than `version` means a newer version waits for consent. */
  newest_version: z.int(),
});
export type ConsentedTermDTO = z.infer<typeof ConsentedTerm>;
export const ConsentedTerms = z.array(ConsentedTerm);
