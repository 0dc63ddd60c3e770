// DELETE /api/persons/{id}/associations/{associationId}: the retirement request (leaving the association), by the
// person themselves or by an admin with persons.retireFromAssociation on that association; it starts a retire
// process ('Austritt beantragt!').
import { Router } from 'express';
import { RetireParams } from '../../../shared/schemas/players';
import { forbidden } from '../../errors';
import { accessOf, requireUser, userId } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';
import { coversAssociation } from '../../policies/scope';
import { parseParams } from '../../middleware/validate';
import { presentProcessById } from '../../presenters/membership';
import { startRetire } from '../../services/processes-start';

export function personAssociationsRouter(): Router {
  const router = Router();
  // A retry with the same Idempotency-Key gets the first answer, not 409 ProcessAlreadyOpen.
  router.delete(
    '/:id/associations/:associationId',
    requireUser,
    idempotent(async (req, res) => {
      const { id, associationId } = parseParams(RetireParams, req);
      const me = userId(req);
      if (id !== me && !coversAssociation(await accessOf(req), 'persons.retireFromAssociation', associationId)) {
        throw forbidden('Only the person themselves or an admin of the association may ask to leave');
      }
      const processId = await startRetire(me, id, associationId);
      res.status(202).json({ data: await presentProcessById(processId, me) });
    }),
  );

  return router;
}
