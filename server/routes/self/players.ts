// The member's own memberships under /api/self/players: join a club or team (POST) and read one membership (GET).
import { Router } from 'express';
import { OwnMembershipQuery } from '../../../shared/schemas/memberships';
import { JoinInput, PlayerParams } from '../../../shared/schemas/players';
import { requireUser, userId } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate';
import { presentOwnMembership } from '../../presenters/membership';
import { join } from '../../services/join';

export function selfPlayersRouter(): Router {
  const router = Router();
  router.use(requireUser);

  /** Join ('Beitritt erfolgreich!'): consents to the listed terms, then the membership, in one transaction. */
  // A retry with the same Idempotency-Key gets the first answer, not 409 SportAlreadyPlayed.
  router.post(
    '/',
    idempotent(async (req, res) => {
      const input = parseBody(JoinInput, req);
      const membershipId = await join(userId(req), input);
      res.status(201).json({ data: await presentOwnMembership(userId(req), membershipId) });
    }),
  );

  /** One of the user's memberships with team, club and league (always included); anyone else's is a 404. */
  router.get('/:id', async (req, res) => {
    const { id } = parseParams(PlayerParams, req);
    parseQuery(OwnMembershipQuery, req);
    res.json({ data: await presentOwnMembership(userId(req), id) });
  });

  return router;
}
