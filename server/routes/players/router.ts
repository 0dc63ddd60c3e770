// PUT /api/players/{id} by the member for their own membership (spec section 7, "Player update bodies"): jersey
// number and positions, subscription, club switch request, alumni request or reactivation. The admin variant
// (any field, by permission) belongs to the admin issue.
import { Router } from 'express';
import { PlayerParams, PlayerSelfUpdateInput } from '../../../shared/schemas/players';
import { requireUser, userId } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';
import { parseBody, parseParams } from '../../middleware/validate';
import { presentOwnMembership } from '../../presenters/membership';
import { changeOwnSubscription, editOwnMembership, loadOwnMembership, reactivateOwnMembership } from '../../services/memberships';
import { startAlumni, startMove } from '../../services/processes-start';
import { db } from '../../db/client';

export function playersRouter(): Router {
  const router = Router();
  // Alumni and club switch requests start processes: a retry with the same Idempotency-Key gets the first answer.
  router.put(
    '/:id',
    requireUser,
    idempotent(async (req, res) => {
      const { id } = parseParams(PlayerParams, req);
      const me = userId(req);
      // Someone else's membership answers 403 before the body is looked at.
      await loadOwnMembership(db(), me, id);
      const input = parseBody(PlayerSelfUpdateInput, req);
      if ('club_id' in input) await startMove(me, id, input.club_id);
      else if ('is_alumni' in input) {
        if (input.is_alumni) await startAlumni(me, id);
        else await reactivateOwnMembership(me, id, input);
      } else if ('subscription_id' in input) await changeOwnSubscription(me, id, input);
      else await editOwnMembership(me, id, input);
      res.json({ data: await presentOwnMembership(me, id) });
    }),
  );

  return router;
}
