// The admin process routes (docs/product.md#processes-and-approvals), children of /admin.
import type { RouteObject } from 'react-router';
import { page } from '../../lazy';

export const processRoutes: RouteObject[] = [
  { path: 'processes', lazy: page(() => import('./ProcessListPage'), 'ProcessListPage') },
  { path: 'processes/:id', lazy: page(() => import('./ProcessDetailsPage'), 'ProcessDetailsPage') },
];
