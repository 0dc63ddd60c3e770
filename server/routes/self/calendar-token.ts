// POST /api/self/calendarToken: renews the secret of the caller's games feed; the old calendar address answers 404.
import { Router } from 'express';
import type { CalendarTokenDTO } from '../../../shared/schemas/self';
import { userId } from '../../middleware/auth';
import { renewCalendarToken } from '../../services/calendar-token';

export function calendarTokenRouter(): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const data: CalendarTokenDTO = { calendar_token: await renewCalendarToken(userId(req)) };
    res.json({ data });
  });
  return router;
}
