// /api/clubs: one router composed of per-audience files. The member-facing calls live in member-router.ts;
// the admin calls (profile, contacts, fields, logo, exports) go into files of their own here and are added below.
import { Router } from 'express';
import { adminClubsRouter } from './admin-router';
import { memberClubsRouter } from './member-router';

export function clubsRouter(): Router {
  const router = Router();
  router.use(memberClubsRouter());
  router.use(adminClubsRouter());
  return router;
}
