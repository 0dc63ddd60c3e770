// /api/seasons, /api/competitions, /api/groups (docs/product.md#game-day): the competitions part of the game
// management. Reads need games.list, changes games.edit on the competition (association admin or its league
// representative); new competitions and seasons only association admins (docs/decisions/022-seasons-and-competitions.md).
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import {
  authorizeCompetition,
  authorizeNewCompetition,
  authorizeSeasonEdit,
  competitionWhere,
  coversCompetition,
} from './competitions-policy';
import { requirePermission } from '../access';
import {
  presentCompetition,
  presentCompetitionListItem,
  presentGroup,
  presentPenalty,
  presentSeason,
  presentTeam,
} from './competitions-presenter';
import * as competitions from './competitions';
import { implement, type Route } from '../../http/implement';

const EDIT = 'games.edit';
const READ = 'games.list';

export function seasonsRoutes(): Route[] {
  return implement(contract.seasons, {
    list: async (_input, req) => {
      requirePermission(await accessOf(req), READ);
      return { data: (await competitions.listSeasons()).map(presentSeason) };
    },
    create: async ({ body }, req) => {
      const access = await accessOf(req);
      authorizeSeasonEdit(access);
      return { data: presentSeason(await competitions.createSeason(access.personId, body)) };
    },
    update: async ({ params, body }, req) => {
      const access = await accessOf(req);
      authorizeSeasonEdit(access);
      return { data: presentSeason(await competitions.updateSeason(access, params.id, body)) };
    },
  });
}

export function competitionsRoutes(): Route[] {
  return implement(contract.competitions, {
    list: async ({ query }, req) => {
      const access = await accessOf(req);
      requirePermission(access, READ);
      const rows = await competitions.listCompetitions(competitionWhere(access, READ), query.kind);
      const editable = (c: (typeof rows)[number]) =>
        access.permissions.includes(EDIT) &&
        coversCompetition(access, EDIT, { id: c.id, associationId: c.association.id, sportId: c.sport.id, kind: c.kind });
      return { data: rows.map((c) => presentCompetitionListItem(c, editable(c))) };
    },
    create: async ({ body }, req) => {
      const access = await accessOf(req);
      authorizeNewCompetition(access, body.association_id);
      return { data: presentCompetition(await competitions.createCompetition(access.personId, body), true) };
    },
    get: async ({ params }, req) => {
      const access = await accessOf(req);
      const ref = await authorizeCompetition(access, READ, params.id);
      const editable = access.permissions.includes(EDIT) && coversCompetition(access, EDIT, ref);
      return { data: presentCompetition(await competitions.loadCompetition(params.id), editable) };
    },
    update: async ({ params, body }, req) => {
      const access = await accessOf(req);
      await authorizeCompetition(access, EDIT, params.id);
      return { data: presentCompetition(await competitions.updateCompetition(access.personId, params.id, body), true) };
    },
    updatePenalties: async ({ params, body }, req) => {
      const access = await accessOf(req);
      await authorizeCompetition(access, EDIT, params.id);
      return { data: (await competitions.replacePenalties(access.personId, params.id, body.penalties)).map(presentPenalty) };
    },
    teams: async ({ params }, req) => {
      const ref = await authorizeCompetition(await accessOf(req), EDIT, params.id);
      return { data: (await competitions.candidateTeams(ref)).map(presentTeam) };
    },
  });
}

/** A group's changes need games.edit on its competition; an unknown group is 404 before anything else. */
async function authorizeGroup(req: Parameters<typeof accessOf>[0], id: number) {
  const access = await accessOf(req);
  requirePermission(access, EDIT);
  const group = await competitions.loadGroupRef(id);
  await authorizeCompetition(access, EDIT, group.competitionId);
  return { access, group };
}

export function competitionGroupsRoutes(): Route[] {
  return implement(contract.competitionGroups, {
    create: async ({ params, body }, req) => {
      const access = await accessOf(req);
      await authorizeCompetition(access, EDIT, params.id);
      return { data: presentGroup(await competitions.createGroup(access.personId, params.id, body)) };
    },
    update: async ({ params, body }, req) => {
      const { access } = await authorizeGroup(req, params.id);
      return { data: presentGroup(await competitions.updateGroup(access.personId, params.id, body)) };
    },
    delete: async ({ params }, req) => {
      const { access } = await authorizeGroup(req, params.id);
      await competitions.deleteGroup(access.personId, params.id);
    },
    setTeams: async ({ params, body }, req) => {
      const { access, group } = await authorizeGroup(req, params.id);
      return { data: presentGroup(await competitions.setGroupTeams(access.personId, group, body.team_ids)) };
    },
  });
}
