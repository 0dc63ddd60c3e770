// GET and POST /api/persons/{id}/merge/{sub}: two persons side by side, and the start of merging sub into id.
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import { requirePermission } from '../access';
import { implement, type Route } from '../../http/implement';
import { mergeComparison, startMerge } from '../processes';

export function mergeRoutes(): Route[] {
  return implement(contract.merges, {
    compare: async ({ params }, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'persons.update');
      return { data: await mergeComparison(access, params.id, params.sub) };
    },
    start: async ({ params, body }, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'persons.update');
      return { data: { id: await startMerge(access, params.id, params.sub, body) } };
    },
  });
}
