// GET /api/clubs?whereACL=...&include=memberCount (admin club list, page size 0 = all) and
// GET /api/clubs?format=contacts-xlsx (the contact persons of the listed clubs, streamed).
import { Router } from 'express';
import { ClubAdminListQuery } from '../../../shared/schemas/club-admin';
import { accessOf } from '../../middleware/auth';
import { languageOf } from '../../services/language';
import { parseQuery } from '../../middleware/validate';
import { clubListWhere, listClubsForAdmin } from '../../services/club-admin-list';
import { exportClubContacts } from '../../services/club-export';

export function adminClubListRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = parseQuery(ClubAdminListQuery, req);
    const access = await accessOf(req);
    if (query.format === 'contacts-xlsx') {
      await exportClubContacts(res, clubListWhere(access, query), await languageOf(req));
      return;
    }
    res.json(await listClubsForAdmin(access, query));
  });
  return router;
}
