// GET /api/associations?sport= and GET /api/leagues (docs/product.md#areas): lookups for every signed-in user; the
// league list with whereACL=leagues.list holds only the leagues in the caller's scope.
import { contract } from '../../../shared/contract';
import { PAGE_SIZE_DEFAULT } from '../../../shared/constants';
import { accessOf } from '../../middleware/auth';
import { presentAssociations, presentLeagues } from './association-presenter';
import { listAssociations, listLeagues } from './associations';
import { implement, type Route } from '../../http/implement';

export function associationsRoutes(): Route[] {
  return [
    ...implement(contract.associations, {
      list: async ({ query }) => presentAssociations(await listAssociations(query.sport), query.sport),
    }),
    ...implement(contract.leagues, {
      list: async ({ query }, req) => {
        const pageSize = query.page_size ?? query.pageSize ?? PAGE_SIZE_DEFAULT;
        return presentLeagues(query, pageSize, await listLeagues(await accessOf(req), query, pageSize));
      },
    }),
  ];
}
