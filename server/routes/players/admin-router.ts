// Admin calls on /api/players: GET (memberships in scope, paged) and the admin branch of PUT /api/players/{id}.
// Mounted before the member router: a member's own membership passes on to it (next()), everyone else's is an
// admin change checked field by field (server/services/admin-players.ts).
import { Router } from 'express';
import { IdParams, PlayerAdminUpdateInput, PlayerListQuery } from '../../../shared/schemas/persons';
import { db } from '../../db/client';
import { forbidden } from '../../errors';
import { accessOf, requireUser, userId } from '../../middleware/auth';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate';
import { currentMembership, membershipInScope, personPermissions, requirePermission } from '../../policies/persons';
import { avatarState, presentPersonDetails } from '../../presenters/person';
import { membershipPersonId, playerListSelect, updatePlayerAsAdmin } from '../../services/admin-players';
import { assertListable, pageMeta, pagingOf, quickSearchWhere } from '../../services/person-search';

export function playerAdminRouter(): Router {
  const router = Router();

  router.get('/', requireUser, async (req, res) => {
    const query = parseQuery(PlayerListQuery, req);
    const access = await accessOf(req);
    requirePermission(access, 'persons.list');
    const where = {
      AND: [currentMembership(), membershipInScope(access.scope('persons.list')), { person: quickSearchWhere(query.q) }],
    };
    const paging = pagingOf(query);
    const total = await db().membership.count({ where });
    assertListable(paging, total);
    const rows = await db().membership.findMany({
      where,
      orderBy: [{ person: { lastname: 'asc' } }, { person: { firstname: 'asc' } }, { id: 'asc' }],
      skip: paging.skip,
      take: paging.take,
      select: playerListSelect,
    });
    res.json({
      data: rows.map((m) => ({
        id: m.id,
        player_id: m.id,
        person: {
          id: m.person.id,
          firstname: m.person.firstname,
          lastname: m.person.lastname,
          gender: m.person.gender,
          avatar_state: avatarState(m.person),
        },
        club: m.club,
        team: m.team,
        sport: m.sport,
        jersey_number: m.jerseyNumber,
        positions: m.positions.map((p) => p.replace('_', '-')),
        is_alumni: m.isAlumni,
      })),
      meta: pageMeta(paging, total, { q: query.q ?? null }, 'persons.lastname'),
    });
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
    res.json({ data: await presentPersonDetails(personId, await personPermissions(access, personId)) });
  });

  return router;
}
