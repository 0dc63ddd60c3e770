// GET /api/licenses: the licence pool the viewer may assign (referees.edit), with levels.
import { Router } from 'express';
import { accessOf, requireUser } from '../../middleware/auth';
import { requirePermission } from '../../policies/persons';
import { licensePool } from '../../services/licenses';

export function licensesRouter(): Router {
  const router = Router();
  router.get('/', requireUser, async (req, res) => {
    const access = await accessOf(req);
    requirePermission(access, 'referees.edit');
    res.json({ data: await licensePool(access) });
  });
  return router;
}
