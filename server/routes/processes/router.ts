// /api/processes: the approval processes the user may see, the approvable count of the admin navigation badge, one
// process with its required approvals, and the approve / force-approve action (spec section 7, "Other").
import { Router } from 'express';
import {
  ProcessActionQuery,
  ProcessDetailsQuery,
  ProcessListQuery,
  ProcessParams,
  type ApprovableCountDTO,
} from '../../../shared/schemas/processes';
import { accessOf, requireUser } from '../../middleware/auth';
import { parseParams, parseQuery } from '../../middleware/validate';
import { personInScope } from '../../policies/persons';
import { presentProcess } from '../../presenters/process';
import { approvableCount, listProcesses, visibleProcess } from '../../services/processes';
import { actOnProcess } from '../../services/processes-approve';
import { withdrawProcess } from '../../services/processes-withdraw';

export function processesRouter(): Router {
  const router = Router();
  router.use(requireUser);

  router.get('/', async (req, res) => {
    const query = parseQuery(ProcessListQuery, req);
    const access = await accessOf(req);
    const { rows, meta } = await listProcesses(access, query);
    const approvals = query.include.has('requiredApprovals');
    res.json({ data: rows.map((row) => presentProcess(access, row, approvals)), meta });
  });

  router.get('/approvable/count', async (req, res) => {
    const data: ApprovableCountDTO = { count: await approvableCount(await accessOf(req)) };
    res.json({ data });
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseParams(ProcessParams, req);
    const { include } = parseQuery(ProcessDetailsQuery, req);
    const access = await accessOf(req);
    const process = presentProcess(access, await visibleProcess(access, id), include.has('requiredApprovals'));
    process.meta.canViewPerson = await personInScope(access, 'persons.list', process.person.id);
    res.json({ data: process });
  });

  /**
   * approve: 'Prozess genehmigt!'; force-approve: 'Prozess durchgeführt!'; withdraw (the member's own request, or an
   * admin who may force it): 'Antrag zurückgezogen!'. Answers the process as it is now.
   */
  router.put('/:id', async (req, res) => {
    const { id } = parseParams(ProcessParams, req);
    const { action } = parseQuery(ProcessActionQuery, req);
    const access = await accessOf(req);
    if (action === 'withdraw') {
      await withdrawProcess(access, id);
      res.json({ data: presentProcess(access, await visibleProcess(access, id, true), true), meta: { completed: false } });
      return;
    }
    const { completed } = await actOnProcess(access, id, action);
    res.json({ data: presentProcess(access, await visibleProcess(access, id), true), meta: { completed } });
  });

  return router;
}
