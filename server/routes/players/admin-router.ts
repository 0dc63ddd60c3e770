// Admin calls on /api/players: GET (memberships in scope, paged) and the admin branch of PUT /api/players/{id}.
// Mounted before the member router: a member's own membership passes on to it (next()), everyone else's is an
// admin change checked field by field (server/services/admin-players.ts).
import { Router } from 'express';
import { IdParams, PlayerAdminUpdateInput, PlayerListQuery } from '../../../shared/schemas/persons';
import { forbidden } from '../../errors';
import { accessOf, requireUser, userId } from '../../middleware/auth';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate';
import { personDetailsMeta } from '../../policies/person-rank';
import { presentPersonDetails } from '../../presenters/person';
import { membershipPersonId, updatePlayerAsAdmin } from '../../services/admin-players';
import { listPlayers } from '../../services/player-list';

export function playerAdminRouter(): Router {
  const router = Router();

  router.get('/', requireUser, async (req, res) => {
    const query = parseQuery(PlayerListQuery, req);
    res.json(await listPlayers(await accessOf(req), query));
  });

  router.put('/:id', requireUser, async (req, res, next) => {
    const { id } = parseParams(IdParams, req);
    const access = await accessOf(req);
    const { personId, visible } = await membershipPersonId(access, id);
    // One's own membership is self-service (the member router after this one).
    if (personId === userId(req)) return next();
    if (!visible) throw forbidden('Membership outside your scope');
    const input = parseBody(PlayerAdminUpdateInput, req);
    await updatePlayerAsAdmin(access, id, input);
    res.json({
      data: await presentPersonDetails(personId, await personDetailsMeta(access, personId), access.scope('persons.list')),
    });
  });

  return router;
}
