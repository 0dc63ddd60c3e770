// /api/bulk: the admin lists' bulk actions on a selection (docs/decisions/057-bulk-actions.md): tag and its undo,
// export, mail with its preview, licence renewal. Each resolves the selection on the server and counts the persons
// outside the caller's rights instead of touching them.
import { contract } from '../../../../shared/contract';
import { accessOf, userId } from '../../../middleware/auth';
import { limiter } from '../../../middleware/rate-limit';
import { languageOf } from '../../../platform/language';
import { implement, SENT, type Route } from '../../../http/implement';
import { exportPersons } from '../person-exports.sql';
import { bulkTag, undoBulk } from './bulk-tags';
import { presentBulk } from './bulk-presenter';
import { previewBulkMail, sendBulkMail } from './bulk-mail';
import { bulkRenewal } from './bulk-renewal';
import { resolvePersons } from './selection.sql';

// Per account whatever the IP: a bulk mail reaches thousands; a few an hour is what an association sends.
const mailLimit = [
  limiter({ name: 'bulk-mail', windowMs: 60 * 60_000, limit: 10, key: (req) => String(userId(req)), per: 'account' }),
];

export function bulkRoutes(): Route[] {
  return implement(contract.bulk, {
    tag: async ({ body }, req) => {
      const access = await accessOf(req);
      return { data: presentBulk(await bulkTag(access, body.selection, body.tag_id, body.remove)) };
    },
    undo: async ({ params: { id } }, req) => ({ data: presentBulk(await undoBulk(await accessOf(req), id)) }),
    exportPersons: async ({ body }, req, res) => {
      const access = await accessOf(req);
      const { selected, allowed } = await resolvePersons(access, body.selection, 'persons.export');
      res.set('X-Skipped-Outside-Rights', String(selected - allowed.length));
      const search = { permission: 'persons.export' as const, terms: [], ids: allowed };
      await exportPersons(res, access, search, body.format, await languageOf(req));
      return SENT;
    },
    mailPreview: async ({ body }, req) => ({ data: await previewBulkMail(await accessOf(req), body) }),
    mail: {
      use: mailLimit,
      handle: async ({ body }, req) => ({ data: presentBulk(await sendBulkMail(await accessOf(req), body)) }),
    },
    renewal: async ({ body }, req) => ({ data: presentBulk(await bulkRenewal(await accessOf(req), body)) }),
  });
}
