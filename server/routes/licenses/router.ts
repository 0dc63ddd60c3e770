// GET /api/licenses: the licence pool the viewer may assign (referees.edit), with levels.
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import { requirePermission } from '../../policies/persons';
import { licensePool } from '../../services/licenses';
import { implement, type Route } from '../implement';

export function licensesRoutes(): Route[] {
  return implement(contract.licenses, {
    list: async (_input, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'referees.edit');
      return { data: await licensePool(access) };
    },
  });
}
