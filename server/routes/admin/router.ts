// The admin area's own calls: GET /api/admin/dashboard and GET /api/admin/options (choices of the admin forms).
import { Router } from 'express';
import { accessOf, requireAdmin, requireUser } from '../../middleware/auth';
import { adminOptions } from '../../services/admin-options';
import { dashboard } from '../../services/dashboard';

export function adminRouter(): Router {
  const router = Router();
  router.use(requireUser, requireAdmin);

  router.get('/dashboard', async (req, res) => {
    res.json({ data: await dashboard(await accessOf(req)) });
  });

  router.get('/options', async (req, res) => {
    res.json({ data: await adminOptions(await accessOf(req)) });
  });

  return router;
}
