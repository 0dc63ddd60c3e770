// Saved views and chosen columns of the admin's member list (server/domains/members/list-views-routes.ts,
// docs/decisions/058-saved-views-and-columns.md).
import {
  ColumnsAnswer,
  ColumnsInput,
  View,
  ViewInput,
  ViewListQuery,
  ViewParams,
  ViewsAnswer,
  ViewUpdateInput,
} from '../schemas/list-views';
import { dataOf, empty, endpoint, json } from './endpoint';

export const listViews = {
  list: endpoint({
    method: 'GET',
    path: '/list-views',
    tag: 'Saved views',
    summary:
      "The viewer's own saved views of a list and those shared with an association where they hold persons.list, with the associations they may share with",
    auth: 'admin',
    permission: { needs: ['persons.list'], on: 'scope' },
    query: ViewListQuery,
    response: dataOf(ViewsAnswer),
    status: 200,
    success: json,
  }),
  create: endpoint({
    method: 'POST',
    path: '/list-views',
    tag: 'Saved views',
    summary:
      'Save a view (name, RQL, quick search, sort, columns); association_id shares it with the admins of an association where the caller holds persons.list (409 TooManyViews past the limit)',
    auth: 'admin',
    permission: { needs: ['persons.list'], on: 'scope', note: 'sharing needs persons.list on the whole association' },
    body: ViewInput,
    response: dataOf(View),
    status: 201,
    success: json,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/list-views/{id}',
    tag: 'Saved views',
    summary: "Change a view: the owner's own, or a shared one whose owner is gone",
    auth: 'admin',
    permission: { needs: ['persons.list'], on: 'scope', note: 'only the owner changes a view (404 for a view not visible)' },
    params: ViewParams,
    body: ViewUpdateInput,
    response: dataOf(View),
    status: 200,
    success: json,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/list-views/{id}',
    tag: 'Saved views',
    summary: "Delete a view: the owner's own, or a shared one whose owner is gone",
    auth: 'admin',
    permission: { needs: ['persons.list'], on: 'scope', note: 'only the owner deletes a view (404 for a view not visible)' },
    params: ViewParams,
    status: 204,
    success: empty,
  }),
};

export const listColumns = {
  get: endpoint({
    method: 'GET',
    path: '/list-columns',
    tag: 'Saved views',
    summary: "The viewer's chosen columns of a list (the default ones until they choose)",
    auth: 'admin',
    permission: { needs: ['persons.list'], on: 'scope' },
    query: ViewListQuery,
    response: dataOf(ColumnsAnswer),
    status: 200,
    success: json,
  }),
  put: endpoint({
    method: 'PUT',
    path: '/list-columns',
    tag: 'Saved views',
    summary: "Keep the viewer's columns of a list: which, in what order, how wide",
    auth: 'admin',
    permission: { needs: ['persons.list'], on: 'scope' },
    body: ColumnsInput,
    response: dataOf(ColumnsAnswer),
    status: 200,
    success: json,
  }),
};
