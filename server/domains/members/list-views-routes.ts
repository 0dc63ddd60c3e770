// /api/list-views and /api/list-columns: the admin's saved views of the member list and their chosen columns
// (docs/decisions/058-saved-views-and-columns.md).
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import { requirePermission } from '../access';
import { implement, type Route } from '../../http/implement';
import { columnsOf, createView, deleteView, keepColumns, updateView, viewsOf } from './list-views';
import { mayChangeView } from './list-views-policy';
import { presentView } from './list-views-presenter';

export function listViewsRoutes(): Route[] {
  return [
    ...implement(contract.listViews, {
      list: async ({ query }, req) => {
        const access = await accessOf(req);
        requirePermission(access, 'persons.list');
        const { views, shareWith } = await viewsOf(access, query.list);
        return {
          data: {
            views: views.map((v) => presentView(v, access.personId, mayChangeView(access, v))),
            share_with: shareWith,
          },
        };
      },
      create: async ({ body }, req) => {
        const access = await accessOf(req);
        requirePermission(access, 'persons.list');
        return { data: presentView(await createView(access, body), access.personId, true) };
      },
      update: async ({ params: { id }, body }, req) => {
        const access = await accessOf(req);
        requirePermission(access, 'persons.list');
        return { data: presentView(await updateView(access, id, body), access.personId, true) };
      },
      remove: async ({ params: { id } }, req) => {
        const access = await accessOf(req);
        requirePermission(access, 'persons.list');
        await deleteView(access, id);
      },
    }),
    ...implement(contract.listColumns, {
      get: async ({ query: { list } }, req) => {
        const access = await accessOf(req);
        requirePermission(access, 'persons.list');
        return { data: { list, ...(await columnsOf(access.personId, list)) } };
      },
      put: async ({ body: { list, columns } }, req) => {
        const access = await accessOf(req);
        requirePermission(access, 'persons.list');
        await keepColumns(access.personId, list, columns);
        return { data: { list, columns, chosen: true } };
      },
    }),
  ];
}
