// The admin process routes (spec section 2, "Process routes"), children of /admin.
import type { RouteObject } from 'react-router';
import { ProcessDetailsPage } from './ProcessDetailsPage';
import { ProcessListPage } from './ProcessListPage';

export const processRoutes: RouteObject[] = [
  { path: 'processes', Component: ProcessListPage },
  { path: 'processes/:id', Component: ProcessDetailsPage },
];
