// /api/bulk/clubs: the admin club list's bulk actions on a selection of clubs (docs/decisions/057-bulk-actions.md).
import { contract } from '../../../../shared/contract';
import { accessOf, userId } from '../../../middleware/auth';
import { limiter } from '../../../middleware/rate-limit';
import { languageOf } from '../../../platform/language';
import { implement, SENT, type Route } from '../../../http/implement';
import { exportClubContacts } from '../club-export';
import { previewClubMail, resolveClubs, sendClubMail } from './club-bulk';

// The same account limit as the member list's bulk mail, counted apart.
const mailLimit = [
  limiter({ name: 'bulk-club-mail', windowMs: 60 * 60_000, limit: 10, key: (req) => String(userId(req)), per: 'account' }),
];

export function clubBulkRoutes(): Route[] {
  return implement(contract.clubBulk, {
    exportContacts: async ({ body }, req, res) => {
      const access = await accessOf(req);
      const { selected, allowed } = await resolveClubs(access, body.selection, 'clubs.list');
      res.set('X-Skipped-Outside-Rights', String(selected - allowed.length));
      await exportClubContacts(res, { id: { in: allowed } }, await languageOf(req));
      return SENT;
    },
    mailPreview: async ({ body }, req) => ({ data: await previewClubMail(await accessOf(req), body) }),
    mail: {
      use: mailLimit,
      handle: async ({ body }, req) => ({ data: await sendClubMail(await accessOf(req), body) }),
    },
  });
}
