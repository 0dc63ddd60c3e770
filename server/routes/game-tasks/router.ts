// /api/game-tasks: the small page of the user's open game tasks that the start page's frame embeds, and its script.
import { Router } from 'express';
import { requireUser, userId } from '../../middleware/auth';
import { FRAME_SCRIPT, gameTasksPage } from '../../services/game-tasks';

export function gameTasksRouter(): Router {
  const router = Router();

  router.get('/frame.js', (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'public, max-age=300').send(FRAME_SCRIPT);
  });

  router.get('/', requireUser, async (req, res) => {
    res.type('html').send(await gameTasksPage(userId(req)));
  });

  return router;
}
