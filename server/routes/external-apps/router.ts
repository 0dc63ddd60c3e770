// GET /api/games: the main menu's "game management" entry links here (docs/product.md#main-menu). The game management is an
// application of its own that an installation mounts at this path in front of the portal (decision 015); where
// none is mounted, a browser following the link lands on a page saying so instead of a JSON 404. API clients still
// get the JSON 404 of every unknown /api path. A plain middleware, not a route: it is a link target, not part of the
// API (the OpenAPI registry lists routes only).
import type { RequestHandler } from 'express';

export const externalAppLinks: RequestHandler = (req, res, next) => {
  const games = req.method === 'GET' && (req.path === '/games' || req.path === '/games/');
  if (games && req.accepts(['json', 'html']) === 'html') res.redirect(302, '/apps/games');
  else next();
};
