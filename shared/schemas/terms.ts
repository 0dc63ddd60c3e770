// Terms and consent (docs/product.md#terms-and-consent): the newest version of a term in one language, and consents.
import { z } from 'zod';
import { BodyId, PathId } from './ids';

export const TermsQuery = z.object({ language: z.string().max(10).optional() });

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

export interface TermDTO {
  id: number;
  product: string;
  version: number;
  title: string;
  /** HTML written by the association (trusted). */
  content: string;
  checkboxes: string[];
  created_at: string;
  /** When this version was published. */
  date: string;
  /** The signed-in user's newest consent to this term, if any. */
  consent?: ConsentDTO | null;
}

export interface ConsentDTO {
  id: number;
  version: number;
  consented_at: string;
}

export interface ConsentedTermDTO extends ConsentDTO {
  term_id: number;
  title: string;
  /** The term's newest version: higher than `version` means a newer version waits for consent. */
  newest_version: number;
}
