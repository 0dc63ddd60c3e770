// Terms (docs/product.md#terms-and-consent): the newest terms of a product (public: registration shows them), one
// term, the caller's consents, and consenting. `/terms/{product}` and `/terms/{id}` share a path: digits mean an id.
import { contract } from '../../../shared/contract';
import { userId } from '../../middleware/auth';
import { presentSelf, loadSelf } from '../self';
import { presentConsent, presentConsentedTerm, presentTerm } from './terms-presenter';
import { consentedTerms, consentToTerms, termById, termsOfProduct } from './consent';
import { languageOf } from '../../platform/language';
import { implement, type Route } from '../../http/implement';

export function termsRoutes(): Route[] {
  return implement(contract.terms, {
    consented: async ({ query }, req) => {
      const language = await languageOf(req, query.language);
      return { data: (await consentedTerms(userId(req))).map((row) => presentConsentedTerm(row, language)) };
    },

    consent: async ({ body }, req) => {
      await consentToTerms(userId(req), body);
      return { data: presentSelf(await loadSelf(userId(req))) };
    },

    get: async ({ params: { key }, query: { language, version } }, req) => {
      const lang = await languageOf(req, language);
      if (/^\d+$/.test(key)) {
        const { row, consent } = await termById(Number(key), { version, personId: req.user?.id });
        return { data: presentTerm(row, lang, consent && presentConsent(consent)) };
      }
      return { data: (await termsOfProduct(key)).map((row) => presentTerm(row, lang)) };
    },
  });
}
