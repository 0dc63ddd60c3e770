// GET /api/referees (list with licence badges, quick search, exports) and GET /api/referees/{id} (details with
// the referee licences to assign). Licences themselves change through /api/persons/{id}/licenses.
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import { requirePermission } from '../access';
import { presentReferee, presentRefereeDetails } from './referee-presenter';
import { languageOf } from '../../platform/language';
import { exportReferees, refereeOrRefusal, refereePage } from './referees';
import { implement, SENT, type Route } from '../../http/implement';

export function refereesRoutes(): Route[] {
  return implement(contract.referees, {
    list: async ({ query }, req, res) => {
      const access = await accessOf(req);
      if (query.format) {
        requirePermission(access, 'referees.export');
        await exportReferees(res, access, {
          format: query.format,
          q: query.q,
          validOnly: query.valid,
          language: await languageOf(req),
          order_by: query.order_by,
          order_by_desc: query.order_by_desc,
        });
        return SENT;
      }
      requirePermission(access, 'referees.list');
      const { rows, meta } = await refereePage(access, query);
      return { data: rows.map(presentReferee), meta };
    },
    get: async ({ params: { id } }, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'referees.list');
      return { data: presentRefereeDetails(await refereeOrRefusal(access, id)) };
    },
  });
}
