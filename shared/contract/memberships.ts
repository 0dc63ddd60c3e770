// The memberships domain's endpoints (server/domains/memberships): players of the admin area and the retirement
// request (docs/product.md#api-calls).
import { Membership } from '../schemas/memberships';
import { PersonDetails, PlayerAdminUpdateInput, PlayerListItem, PlayerListQuery } from '../schemas/persons';
import { PlayerParams, PlayerSelfUpdateInput } from '../schemas/players';
import { dataOf, endpoint, json, listOf } from './endpoint';

export const players = {
  list: endpoint({
    method: 'GET',
    path: '/players',
    tag: 'Persons',
    summary: 'Memberships in scope (admin)',
    auth: 'admin',
    permission: { needs: ['persons.list'], on: 'scope' },
    query: PlayerListQuery,
    response: listOf(PlayerListItem),
    status: 200,
    success: json,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/players/{id}',
    tag: 'Persons',
    summary:
      "Change one of your own memberships (jersey number and positions, subscription, club switch or alumni request, reactivation); another person's is 403",
    auth: 'user',
    recentAuth: 'asAdmin',
    idempotent: true,
    params: PlayerParams,
    body: PlayerSelfUpdateInput,
    response: dataOf(Membership),
    status: 200,
    success: json,
  }),
  adminUpdate: endpoint({
    method: 'PUT',
    path: '/admin/players/{id}',
    tag: 'Persons',
    summary: "Change a member's membership as an admin, field by field; answers the member's details",
    auth: 'admin',
    permission: {
      needs: ['players.edit'],
      on: 'membership',
      note: 'a team change alone needs players.changeTeam instead; a club change players.changeClub',
    },
    params: PlayerParams,
    body: PlayerAdminUpdateInput,
    response: dataOf(PersonDetails),
    status: 200,
    success: json,
  }),
};
