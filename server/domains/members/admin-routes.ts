// The admin area's own calls: GET /api/admin/dashboard and GET /api/admin/options (choices of the admin forms).
import { contract } from '../../../shared/contract';
import { accessOf, requireAdmin } from '../../middleware/auth';
import { presentAdminOptions } from './admin-options-presenter';
import { presentDashboard } from './dashboard-presenter';
import { adminOptions } from './admin-options';
import { dashboard } from './dashboard.sql';
import { implement, type Route } from '../../http/implement';

export function adminRoutes(): Route[] {
  return implement(contract.admin, {
    dashboard: {
      use: [requireAdmin],
      handle: async (_input, req) => ({ data: presentDashboard(await dashboard(await accessOf(req))) }),
    },
    options: {
      use: [requireAdmin],
      handle: async (_input, req) => ({ data: presentAdminOptions(await adminOptions(await accessOf(req))) }),
    },
  });
}
