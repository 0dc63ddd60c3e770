// The admin calls of /api/clubs: the list with whereACL and its export, profile, contacts, fields and logo. Added
// after the member router in router.ts, which steps aside for whereACL/format lists.
import { Router } from 'express';
import { requireUser } from '../../middleware/auth';
import { adminClubEditRouter } from './admin-edit';
import { adminClubListRouter } from './admin-list';
import { adminClubLogoRouter } from './admin-logo';

export function adminClubsRouter(): Router {
  const router = Router();
  router.use(requireUser);
  router.use(adminClubListRouter());
  router.use(adminClubLogoRouter());
  router.use(adminClubEditRouter());
  return router;
}
