// Handling reported pictures (issue 12, item 3): GET /api/avatar-reports lists the open reports in the caller's
// persons.update scope, PUT /api/avatar-reports/{personId} releases or removes the picture and tells its owner.
import { Router } from 'express';
import { AvatarReportDecisionInput, AvatarReportParams } from '../../../shared/schemas/avatar-reports';
import type { Config } from '../../config';
import { accessOf, requireAdmin, requireUser } from '../../middleware/auth';
import { parseBody, parseParams } from '../../middleware/validate';
import { requirePermission } from '../../policies/persons';
import { decideReports, openReports } from '../../services/avatar-reports';

export function avatarReportsRouter(config: Config): Router {
  const router = Router();
  router.use(requireUser, requireAdmin);
  const profileUrl = `${(config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '')}/profile`;

  router.get('/', async (req, res) => {
    const access = await accessOf(req);
    requirePermission(access, 'persons.update');
    res.json({ data: await openReports(access) });
  });

  router.put('/:personId', async (req, res) => {
    const { personId } = parseParams(AvatarReportParams, req);
    const { action } = parseBody(AvatarReportDecisionInput, req);
    const onMailError = (err: unknown) => req.log?.error({ err }, 'avatar report mail failed');
    res.json({ data: await decideReports(await accessOf(req), personId, action, { profileUrl, onMailError }) });
  });

  return router;
}
