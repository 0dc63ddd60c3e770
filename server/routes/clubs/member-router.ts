// What a member asks about clubs: the club search, a club's details with its includes, and the join info.
import { Router } from 'express';
import {
  ClubDetailsQuery,
  ClubParams,
  ClubSearchQuery,
  JoinInfoLanguageQuery,
  JoinInfoQuery,
} from '../../../shared/schemas/clubs';
import { accessOf, requireUser, userId } from '../../middleware/auth';
import { parseParams, parseQuery } from '../../middleware/validate';
import { authorizeClub } from '../../policies/clubs';
import { clubDetails, searchClubs } from '../../presenters/club';
import { joinInfo } from '../../services/join';

export function memberClubsRouter(): Router {
  const router = Router();
  /**
   * The member's club search (page size 50, TooManyResults above). Lists filtered by an ACL permission
   * (`whereACL`, the admin club list and exports) are the admin router's: this one steps aside for them.
   */
  router.get('/', requireUser, async (req, res, next) => {
    if (req.query.whereACL !== undefined || req.query.format !== undefined) return next();
    const query = parseQuery(ClubSearchQuery, req);
    res.json(await searchClubs(query));
  });

  router.get('/:id', requireUser, async (req, res) => {
    const { id } = parseParams(ClubParams, req);
    const { include, whereACL } = parseQuery(ClubDetailsQuery, req);
    const access = await accessOf(req);
    // The admin club screen: only clubs in the caller's scope, like the admin club list.
    if (whereACL) await authorizeClub(access, whereACL, id);
    res.json({ data: await clubDetails(access, id, include) });
  });

  /** What the join form needs: team or sport, subscriptions, pending terms (in the user's language), joinability. */
  router.get('/:id/join-info', requireUser, async (req, res) => {
    const { id } = parseParams(ClubParams, req);
    const query = parseQuery(JoinInfoQuery, req);
    const { language } = parseQuery(JoinInfoLanguageQuery, req);
    res.json({ data: await joinInfo(userId(req), language, id, query) });
  });

  return router;
}
