// DELETE /api/persons/{id}/associations/{associationId}: the retirement request (leaving the association),
// here by the person themselves; it starts a retire process ('Austritt beantragt!'). The admin variant (with
// persons.retireFromAssociation) belongs to the admin issue.
import { Router } from 'express';
import { RetireParams } from '../../../shared/schemas/players';
import { requireUser, userId } from '../../middleware/auth';
import { parseParams } from '../../middleware/validate';
import { presentProcessById } from '../../presenters/membership';
import { startRetire } from '../../services/processes-start';

export function personAssociationsRouter(): Router {
  const router = Router();
  router.delete('/:id/associations/:associationId', requireUser, async (req, res) => {
    const { id, associationId } = parseParams(RetireParams, req);
    const processId = await startRetire(userId(req), id, associationId);
    res.status(202).json({ data: await presentProcessById(processId) });
  });

  return router;
}
