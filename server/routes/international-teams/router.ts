// GET /api/international-teams: national teams of the associations in the viewer's scope, with player counts.
import { Router } from 'express';
import { accessOf, requireUser } from '../../middleware/auth';
import { requirePermission } from '../../policies/persons';
import { internationalTeamsInScope } from '../../services/international-players';

export function internationalTeamsRouter(): Router {
  const router = Router();
  router.get('/', requireUser, async (req, res) => {
    const access = await accessOf(req);
    requirePermission(access, 'persons.list');
    res.json({ data: await internationalTeamsInScope(access, 'persons.list') });
  });
  return router;
}
