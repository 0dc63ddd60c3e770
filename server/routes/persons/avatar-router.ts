// A person's picture for signed-in users (GET /api/persons/{id}/avatar[?full]) and reporting it
// (POST /api/persons/{id}/avatar/report). Only the person changes their own picture: see /api/self/avatar.
import { Router } from 'express';
import { IdParams, PersonAvatarQuery } from '../../../shared/schemas/persons';
import { accessOf, requireUser, userId } from '../../middleware/auth';
import { limiter } from '../../middleware/rate-limit';
import { parseParams, parseQuery } from '../../middleware/validate';
import { avatarImage } from '../../services/avatar';
import { mayHandleReports, reportAvatar } from '../../services/avatar-reports';

// Per IP, and per account whatever the IP: one account cannot hide picture after picture (issue 12, item 3).
const reportLimit = [
  limiter({ name: 'avatar-report', windowMs: 60 * 60_000, limit: 30 }),
  limiter({
    name: 'avatar-report-account',
    windowMs: 24 * 60 * 60_000,
    limit: 10,
    key: (req) => String(userId(req)),
    per: 'account',
  }),
];

export function personAvatarRouter(): Router {
  const router = Router();

  router.get('/:id/avatar', requireUser, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const { full } = parseQuery(PersonAvatarQuery, req);
    const image = await avatarImage(id, userId(req), full, async () => mayHandleReports(await accessOf(req), id));
    // Revalidated on each use (ETag): a picture reported or replaced meanwhile must not linger in caches.
    res.set('Cache-Control', 'private, no-cache');
    res.type(image.mimeType).send(image.data);
  });

  router.post('/:id/avatar/report', requireUser, ...reportLimit, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    await reportAvatar(userId(req), id);
    res.json({ data: { reported: true } });
  });

  return router;
}
