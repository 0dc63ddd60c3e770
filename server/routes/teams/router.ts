// /api/teams for members: the team list (by club, sport, joinable by the user) and one team with its user meta.
import { Router } from 'express';
import { TeamDetailsQuery, TeamListQuery, TeamParams } from '../../../shared/schemas/teams';
import { requireUser, userId } from '../../middleware/auth';
import { parseParams, parseQuery } from '../../middleware/validate';
import { listTeams, teamDetails } from '../../presenters/team-details';

export function teamsRouter(): Router {
  const router = Router();
  /** Lists filtered by an ACL permission (`whereACL`) belong to the admin router, added to this folder later. */
  router.get('/', requireUser, async (req, res, next) => {
    if (req.query.whereACL !== undefined) return next();
    res.json(await listTeams(userId(req), parseQuery(TeamListQuery, req)));
  });

  router.get('/:id', requireUser, async (req, res) => {
    const { id } = parseParams(TeamParams, req);
    parseQuery(TeamDetailsQuery, req);
    res.json({ data: await teamDetails(userId(req), id) });
  });

  return router;
}
