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
import { presentPersonDetails, presentPlayerListItem } from '../../presenters/person';
import { membershipPersonId, playerListSelect, playerOrder, updatePlayerAsAdmin } from '../../services/admin-players';
import { rqlWhere } from '../../services/rql';
import { assertListable, includesOf, pageMeta, pagingOf, quickSearchWhere, searchOf } from '../../services/person-search';

export function playerAdminRouter(): Router {
  const router = Router();

  router.get('/', requireUser, async (req, res) => {
    const query = parseQuery(PlayerListQuery, req);
    const access = await accessOf(req);
    const { permission, terms, q } = searchOf(query);
    requirePermission(access, permission);
    const where = {
      AND: [
        currentMembership(),
        membershipInScope(access.scope(permission)),
        { person: { AND: [quickSearchWhere(q), rqlWhere(terms)] } },
      ],
    };
    const paging = pagingOf(query);
    const total = await db().membership.count({ where });
    assertListable(paging, total);
    const rows = await db().membership.findMany({
      where,
      orderBy: playerOrder(query),
      skip: paging.skip,
      take: paging.take,
      select: playerListSelect,
    });
    const include = includesOf(query.include);
    res.json({
      data: rows.map((m) => presentPlayerListItem(m, include)),
      meta: pageMeta(paging, total, { rql: query.rql ?? null, q: q ?? null }, query.order_by),
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
