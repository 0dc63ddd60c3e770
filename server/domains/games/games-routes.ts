// The schedule (docs/product.md#game-day): GET /games lists the games in the caller's scope; creating, editing,
// postponing and cancelling games and generating a group's round-robin need games.edit on the competition.
import { contract } from '../../../shared/contract';
import { accessOf, userId } from '../../middleware/auth';
import { authorizeCompetition } from './competitions-policy';
import { authorizeGame, authorizeGroup } from './policy';
import { presentGameList, presentSchedule, presentScheduledGame } from './game-presenter';
import { requirePermission } from '../access';
import { cancelGame, createGame, listGames, postponeGame, updateGame } from './games';
import { scheduleGroup } from './group-schedule';
import { implement, type Route } from '../../http/implement';

const EDIT = 'games.edit';

export function gamesRoutes(): Route[] {
  return implement(contract.games, {
    list: async ({ query }, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'games.list');
      return presentGameList(query, await listGames(access, query));
    },
    create: async ({ params, body }, req) => {
      await authorizeCompetition(await accessOf(req), EDIT, params.id);
      return { data: presentScheduledGame(await createGame(userId(req), params.id, body)) };
    },
    update: async ({ params, body }, req) => {
      await authorizeGame(await accessOf(req), EDIT, params.id);
      return { data: presentScheduledGame(await updateGame(userId(req), params.id, body)) };
    },
    postpone: async ({ params, body }, req) => {
      await authorizeGame(await accessOf(req), EDIT, params.id);
      return { data: presentScheduledGame(await postponeGame(userId(req), params.id, body)) };
    },
    cancel: async ({ params, body }, req) => {
      await authorizeGame(await accessOf(req), EDIT, params.id);
      return { data: presentScheduledGame(await cancelGame(userId(req), params.id, body)) };
    },
    schedule: async ({ params, body }, req) => {
      await authorizeGroup(await accessOf(req), EDIT, params.id);
      return { data: presentSchedule(await scheduleGroup(userId(req), params.id, body)) };
    },
  });
}
