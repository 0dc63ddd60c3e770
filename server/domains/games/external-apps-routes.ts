// GET /api/games: the main menu's "game management" entry used to link here (docs/product.md#main-menu). Game
// management is part of the portal now (decision 015): a browser that still follows the old link (one that accepts
// HTML before JSON) is sent to the area at /games; API clients get the JSON answer of GET /api/games. A plain
// middleware, not a route: it is a link target, not part of the API (the contract lists endpoints only).
import type { RequestHandler } from 'express';
import { GAME_MANAGEMENT_LINK } from '../../../shared/constants';

export const externalAppLinks: RequestHandler = (req, res, next) => {
  const games = req.method === 'GET' && (req.path === '/games' || req.path === '/games/');
  if (games && req.accepts(['json', 'html']) === 'html') res.redirect(302, GAME_MANAGEMENT_LINK);
  else next();
};
