// GET /api/self/dashboard: what the start page shows besides the user itself (announcements, counts).
import { Router } from 'express';
import { requireUser, userId } from '../../middleware/auth';
import { presentSelfDashboard } from '../../presenters/self-includes';

export function selfDashboardRouter(): Router {
  const router = Router();
  router.use(requireUser);
  router.get('/', async (req, res) => {
    res.json({ data: await presentSelfDashboard(userId(req)) });
  });
  return router;
}
