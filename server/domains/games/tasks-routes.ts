// /api/game-tasks: the small page of the user's open game tasks that the start page's frame embeds, and its script.
import { contract } from '../../../shared/contract';
import { userId } from '../../middleware/auth';
import { FRAME_SCRIPT, gameTasksPage } from './tasks';
import { implement, SENT, type Route } from '../../http/implement';

export function gameTasksRoutes(): Route[] {
  return implement(contract.gameTasks, {
    script: (_input, _req, res) => {
      res.type('text/javascript').set('Cache-Control', 'public, max-age=300').send(FRAME_SCRIPT);
      return SENT;
    },
    page: async (_input, req, res) => {
      res.type('html').send(await gameTasksPage(userId(req)));
      return SENT;
    },
  });
}
