// Handling reported pictures: GET /api/avatar-reports lists the open reports of the persons the caller answers for
// (reportResponsibleWhere), PUT /api/avatar-reports/{personId} releases or removes the picture and tells its owner.
import { contract } from '../../../shared/contract';
import type { Config } from '../../config';
import { accessOf, requireAdmin } from '../../middleware/auth';
import { requirePermission } from '../access';
import { presentAvatarReports } from './avatar-report-presenter';
import { decideReports, openReports } from './avatar-reports';
import { implement, type Route } from '../../http/implement';

export function avatarReportsRoutes(config: Config): Route[] {
  const profileUrl = `${(config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '')}/profile`;
  return implement(contract.avatarReports, {
    list: {
      use: [requireAdmin],
      handle: async (_input, req) => {
        const access = await accessOf(req);
        requirePermission(access, 'persons.update');
        return { data: presentAvatarReports(await openReports(access)) };
      },
    },
    decide: {
      use: [requireAdmin],
      handle: async ({ params: { personId }, body: { action } }, req) => {
        const onMailError = (err: unknown) => req.log?.error({ err }, 'avatar report mail failed');
        return { data: await decideReports(await accessOf(req), personId, action, { profileUrl, onMailError }) };
      },
    },
  });
}
