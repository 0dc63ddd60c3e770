// /api/games/{id}/referee-candidates, /api/games/{id}/officials and /api/game-tasks/overdue (docs/product.md#game-day):
// games.edit on the game's competition (403 outside the scope, 404 for an unknown game), then the officials service.
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import { authorizeCompetition } from './competitions-policy';
import { requirePermission } from '../access';
import { presentGameOfficials, presentOverdueTask, presentRefereeCandidates } from './officials-presenter';
import { loadGameOfficials, loadOfficialsGame, loadOverdueTasks, loadRefereeCandidates, setGameOfficials } from './officials';
import { implement, type Route } from '../../http/implement';

const EDIT = 'games.edit';

/** The game, once the caller may edit its competition's schedule. */
async function authorizedGame(req: Parameters<typeof accessOf>[0], gameId: number) {
  const access = await accessOf(req);
  const game = await loadOfficialsGame(gameId);
  await authorizeCompetition(access, EDIT, game.competitionId);
  return game;
}

export function gameOfficialsRoutes(): Route[] {
  return implement(contract.gameOfficials, {
    candidates: async ({ params, query }, req) => {
      const game = await authorizedGame(req, params.id);
      return { data: presentRefereeCandidates(await loadRefereeCandidates(game, query.level)) };
    },
    get: async ({ params }, req) => {
      const game = await authorizedGame(req, params.id);
      return { data: presentGameOfficials(await loadGameOfficials(game)) };
    },
    update: async ({ params, body }, req) => {
      await authorizedGame(req, params.id);
      return { data: presentGameOfficials(await setGameOfficials(params.id, body.referee_ids)) };
    },
    overdueTasks: async ({ query }, req) => {
      const access = await accessOf(req);
      requirePermission(access, EDIT);
      if (query.competition_id) await authorizeCompetition(access, EDIT, query.competition_id);
      return { data: (await loadOverdueTasks(access, query.competition_id)).map(presentOverdueTask) };
    },
  });
}
