// Terms (spec section 7, Other): the newest terms of a product (public: registration shows them), one term, the
// caller's consents, and consenting. `/terms/{product}` and `/terms/{id}` share a path: digits mean an id.
import { Router } from 'express';
import { ConsentInput, TermPathParams, TermsQuery, TermVersionQuery } from '../../../shared/schemas/terms';
import { requireUser, userId } from '../../middleware/auth';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate';
import { presentSelf } from '../../presenters/self';
import { consentedTerms, consentToTerms, termById, termsOfProduct } from '../../services/consent';
import { languageOf } from '../../services/language';

export function termsRouter(): Router {
  const router = Router();

  router.get('/consented', requireUser, async (req, res) => {
    const { language } = parseQuery(TermsQuery, req);
    res.json({ data: await consentedTerms(userId(req), await languageOf(req, language)) });
  });

  router.post('/consent', requireUser, async (req, res) => {
    const input = parseBody(ConsentInput, req);
    await consentToTerms(userId(req), input);
    res.json({ data: await presentSelf(userId(req)) });
  });

  router.get('/:key', async (req, res) => {
    const { key } = parseParams(TermPathParams, req);
    if (/^\d+$/.test(key)) {
      const { language, version } = parseQuery(TermVersionQuery, req);
      const term = await termById(Number(key), await languageOf(req, language), { version, personId: req.user?.id });
      res.json({ data: term });
      return;
    }
    const { language } = parseQuery(TermsQuery, req);
    res.json({ data: await termsOfProduct(key, await languageOf(req, language)) });
  });

  return router;
}
