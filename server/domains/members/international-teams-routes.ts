// GET /api/international-teams: national teams of the associations in the viewer's scope, with player counts.
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import { requirePermission } from '../access';
import { internationalTeamsInScope } from './international-players';
import { implement, type Route } from '../../http/implement';

export function internationalTeamsRoutes(): Route[] {
  return implement(contract.internationalTeams, {
    list: async (_input, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'persons.list');
      return { data: await internationalTeamsInScope(access, 'persons.list') };
    },
  });
}
