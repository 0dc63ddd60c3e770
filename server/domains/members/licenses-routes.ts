// GET /api/licenses: the licence pool the viewer may assign (referees.edit), with levels.
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import { requirePermission } from '../access';
import { licensePool } from './licenses';
import { implement, type Route } from '../../http/implement';

export function licensesRoutes(): Route[] {
  return implement(contract.licenses, {
    list: async (_input, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'referees.edit');
      return { data: await licensePool(access) };
    },
  });
}
