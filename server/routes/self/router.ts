// The signed-in user: registration (POST), GET/PUT /api/self, profile, password policy, contact data, bank details
// and the picture. Everything but registration needs a session and only ever touches the caller's own data.
import { Router, type RequestHandler } from 'express';
import { SelfUpdateInput } from '../../../shared/schemas/self';
import type { Config } from '../../config';
import { notSignedIn } from '../../errors';
import { accessOf, requireUser, userId } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';
import { limiter, registrationLimit } from '../../middleware/rate-limit';
import { parseBody, parseQuery } from '../../middleware/validate';
import { loadSelfIncludes } from '../../presenters/self-includes';
import { SelfIncludeQuery } from '../../../shared/schemas/memberships';
import { presentSelf } from '../../presenters/self';
import { policyFor } from '../../services/password-policy';
import { profileOf, updateSelf } from '../../services/profile';
import { selfAvatarRouter } from './avatar';
import { bankInfoRouter } from './bank-info';
import { calendarTokenRouter } from './calendar-token';
import { contactDataRouter } from './contact-data';
import { register } from './register';

/** Guessing the current password through the profile form is limited like sign-in (failures only). */
const currentPasswordLimit = limiter({ name: 'password-change', windowMs: 15 * 60_000, limit: 10, onlyFailures: true });
const limitPasswordChecks: RequestHandler = (req, res, next) => {
  const body = req.body as { current_password?: unknown } | undefined;
  if (body?.current_password === undefined) return next();
  return currentPasswordLimit(req, res, next);
};

export function selfRouter(config: Config): Router {
  const router = Router();
  // Registration: a retry with the same Idempotency-Key (scoped to the caller's IP) gets the first answer.
  router.post('/', ...registrationLimit, idempotent(register, 'ip'));

  router.use(requireUser);

  router.get('/', async (req, res) => {
    const { include } = parseQuery(SelfIncludeQuery, req);
    const self = await presentSelf(userId(req));
    if (!self) throw notSignedIn();
    // ?include=licenses,contactData,personalStats,upcomingGames,gameTasks (server/presenters/self-includes.ts)
    res.json({ data: { ...self, ...(await loadSelfIncludes(userId(req), include)) } });
  });

  router.put('/', limitPasswordChecks, async (req, res) => {
    const input = parseBody(SelfUpdateInput, req);
    await updateSelf({ personId: userId(req), access: await accessOf(req), sessionId: req.sessionID }, input);
    if (input.new_password !== undefined) req.session.authAt = Date.now();
    res.json({ data: await presentSelf(userId(req)) });
  });

  router.get('/profile', async (req, res) => {
    res.json({ data: await profileOf(userId(req)) });
  });

  router.get('/passwordPolicy', async (req, res) => {
    res.json({ data: policyFor(await accessOf(req)) });
  });

  router.use('/contactData', contactDataRouter());
  router.use('/bankInfo', bankInfoRouter(config));
  router.use('/avatar', selfAvatarRouter());
  router.use('/calendarToken', calendarTokenRouter());

  return router;
}
