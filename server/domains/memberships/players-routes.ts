// /api/players: the admin's list of memberships in scope, the member's own membership changes (PUT /players/{id},
// docs/product.md#membership-rules) and the admin's membership edit (PUT /admin/players/{id}, field by field
// against the viewer's rights: server/domains/members/admin-players.ts). One handler each.
import { contract } from '../../../shared/contract';
import { forbidden } from '../../errors';
import { accessOf, userId } from '../../middleware/auth';
import { presentOwnMembership } from './presenter';
import {
  presentPlayerListItem,
  includesOf,
  membershipPersonId,
  updatePlayerAsAdmin,
  listPlayers,
  loadPersonDetails,
  presentPersonDetails,
} from '../members';
import {
  changeOwnSubscription,
  editOwnMembership,
  loadOwnMembership,
  ownMembershipRows,
  reactivateOwnMembership,
} from './memberships';
import { startAlumni, startMove } from '../processes';
import { db } from '../../db/client';
import { personDetailsMeta } from '../access';
import { implement, type Route } from '../../http/implement';

export function playersRoutes(): Route[] {
  return implement(contract.players, {
    list: async ({ query }, req) => {
      const include = includesOf(query.include);
      const { rows, extras, meta } = await listPlayers(await accessOf(req), query, include);
      return { data: rows.map((m) => presentPlayerListItem(m, include, extras.get(m.person.id))), meta };
    },
    // Alumni and club switch requests start processes: a retry with the same Idempotency-Key gets the first answer.
    update: async ({ params: { id }, body }, req) => {
      const me = userId(req);
      // Someone else's membership is 403, whatever the body.
      await loadOwnMembership(db(), me, id);
      if ('club_id' in body) await startMove(me, id, body.club_id);
      else if ('is_alumni' in body) {
        if (body.is_alumni) await startAlumni(me, id);
        else await reactivateOwnMembership(me, id, body);
      } else if ('subscription_id' in body) await changeOwnSubscription(me, id, body);
      else await editOwnMembership(me, id, body);
      return { data: presentOwnMembership(await ownMembershipRows(me, id), me) };
    },
    adminUpdate: async ({ params: { id }, body }, req) => {
      const access = await accessOf(req);
      const { personId, visible } = await membershipPersonId(access, id);
      if (!visible) throw forbidden('Membership outside your scope');
      // One's own membership changes through the member's own flows (PUT /players/{id}), never as an admin.
      if (personId === userId(req)) throw forbidden('Your own membership changes through PUT /players/{id}');
      await updatePlayerAsAdmin(access, id, body);
      return {
        data: presentPersonDetails(
          await loadPersonDetails(personId, access.scope('persons.list')),
          await personDetailsMeta(access, personId),
        ),
      };
    },
  });
}
