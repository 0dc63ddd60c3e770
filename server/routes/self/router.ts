// The signed-in user: GET/PUT /api/self and the password policy that applies to them.
import { Router } from 'express';
import { SelfUpdateInput } from '../../../shared/schemas/self';
import { db } from '../../db/client';
import { notSignedIn } from '../../errors';
import { accessOf, requireUser, userId } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import { presentSelf } from '../../presenters/self';
import { policyFor } from '../../services/password-policy';

export function selfRouter(): Router {
  const router = Router();
  router.use(requireUser);

  router.get('/', async (req, res) => {
    const self = await presentSelf(userId(req));
    if (!self) throw notSignedIn();
    res.json({ data: self });
  });

  router.put('/', async (req, res) => {
    const input = parseBody(SelfUpdateInput, req);
    await db().person.update({
      where: { id: userId(req) },
      data: {
        publicShortName: input.public_short_name,
        excludeFromMaillists: input.exclude_from_maillists,
        preferredLanguage: input.preferred_language,
      },
    });
    res.json({ data: await presentSelf(userId(req)) });
  });

  router.get('/passwordPolicy', async (req, res) => {
    res.json({ data: policyFor(await accessOf(req)) });
  });

  return router;
}
