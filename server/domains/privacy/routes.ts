// /api/self/dataExport and /api/self/privacyRequests: a member's data as a ZIP, and their requests to
// correct or erase it (docs/decisions/024-privacy-requests.md).
import { contract } from '../../../shared/contract';
import type { Config } from '../../config';
import { isRecentAuth, userId } from '../../middleware/auth';
import { limiter } from '../../middleware/rate-limit';
import { presentPrivacyRequest } from './presenter';
import { streamDataExport } from './export';
import { ownPrivacyRequest, ownPrivacyRequests, startErase, startRectify } from './requests';
import { implement, SENT, type Route } from '../../http/implement';

const MINUTE = 60_000;
/** An export reads everything about the person: a few an hour are plenty. */
const exportLimit = limiter({
  name: 'data-export',
  windowMs: 60 * MINUTE,
  limit: 10,
  key: (req) => String(userId(req)),
  per: 'account',
});
/** Requests are rare: the limit only stops a script. */
const requestLimit = limiter({
  name: 'privacy-request',
  windowMs: 60 * MINUTE,
  limit: 20,
  key: (req) => String(userId(req)),
  per: 'account',
});

export function privacyRoutes(config: Config): Route[] {
  return implement(contract.privacy, {
    dataExport: {
      use: [exportLimit],
      handle: async (_input, req, res) => {
        // The full IBAN only right after a password entry (decision 003); otherwise masked like in the summary.
        await streamDataExport(res, config, userId(req), { fullIban: isRecentAuth(req, config.reauthAfterMs), now: new Date() });
        return SENT;
      },
    },
    requests: async (_input, req) => {
      const personId = userId(req);
      return { data: (await ownPrivacyRequests(personId)).map((r) => presentPrivacyRequest(r, personId)) };
    },
    rectify: {
      use: [requestLimit],
      handle: async ({ body }, req) => {
        const personId = userId(req);
        const id = await startRectify(personId, body);
        return { data: presentPrivacyRequest(await ownPrivacyRequest(personId, id), personId) };
      },
    },
    erase: {
      use: [requestLimit],
      handle: async ({ body }, req) => {
        const personId = userId(req);
        const id = await startErase(personId, body.note);
        return { data: presentPrivacyRequest(await ownPrivacyRequest(personId, id), personId) };
      },
    },
  });
}
