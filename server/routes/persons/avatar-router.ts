// A person's picture for signed-in users (GET /api/persons/{id}/avatar[?full]) and reporting it
// (POST /api/persons/{id}/avatar/report). Only the person changes their own picture: see /api/self/avatar.
import { Router } from 'express';
import { IdParams, PersonAvatarQuery } from '../../../shared/schemas/persons';
import { requireUser, userId } from '../../middleware/auth';
import { limiter } from '../../middleware/rate-limit';
import { parseParams, parseQuery } from '../../middleware/validate';
import { avatarImage, reportAvatar } from '../../services/avatar';

const reportLimit = limiter({ name: 'avatar-report', windowMs: 60 * 60_000, limit: 30 });

export function personAvatarRouter(): Router {
  const router = Router();

  router.get('/:id/avatar', requireUser, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const { full } = parseQuery(PersonAvatarQuery, req);
    const image = await avatarImage(id, userId(req), full);
    // Revalidated on each use (ETag): a picture reported or replaced meanwhile must not linger in caches.
    res.set('Cache-Control', 'private, no-cache');
    res.type(image.mimeType).send(image.data);
  });

  router.post('/:id/avatar/report', requireUser, reportLimit, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    await reportAvatar(userId(req), id);
    res.json({ data: { reported: true } });
  });

  return router;
}
