// The admin process routes (spec section 2, "Process routes"), children of /admin.
import type { RouteObject } from 'react-router';
import { page } from '../../lazy';

export const processRoutes: RouteObject[] = [
  { path: 'processes', lazy: page(() => import('./ProcessListPage'), 'ProcessListPage') },
  { path: 'processes/:id', lazy: page(() => import('./ProcessDetailsPage'), 'ProcessDetailsPage') },
];
