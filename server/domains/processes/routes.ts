// /api/processes: the approval processes the user may see, the approvable count of the admin navigation badge, one
// process with its required approvals, and the approve / force-approve / withdraw action (docs/product.md#processes-and-approvals).
import { contract } from '../../../shared/contract';
import type { Config } from '../../config';
import { accessOf } from '../../middleware/auth';
import { presentProcess } from './presenter';
import { approvableCount, listProcesses, processDetails, visibleProcess } from './processes';
import { runInBackground } from '../../platform/background';
import { mailBaseUrl, sendMails } from '../access';
import { actOnProcess } from './approve';
import { withdrawProcess } from './withdraw';
import { implement, type Route } from '../../http/implement';

export function processesRoutes(config: Config): Route[] {
  return implement(contract.processes, {
    list: async ({ query }, req) => {
      const access = await accessOf(req);
      const { rows, meta } = await listProcesses(access, query);
      const approvals = query.include.has('requiredApprovals');
      return { data: rows.map((row) => presentProcess(access, row, approvals)), meta };
    },

    approvableCount: async (_input, req) => ({ data: { count: await approvableCount(await accessOf(req)) } }),

    get: async ({ params, query }, req) => {
      const access = await accessOf(req);
      const { row, canViewPerson } = await processDetails(access, params.id);
      return { data: presentProcess(access, row, query.include.has('requiredApprovals'), canViewPerson) };
    },

    /**
     * approve: 'Prozess genehmigt!'; force-approve: 'Prozess durchgeführt!'; withdraw (the member's own request, or an
     * admin who may force it): 'Antrag zurückgezogen!'. Answers the process as it is now.
     */
    decide: async ({ params: { id }, query: { action } }, req) => {
      const access = await accessOf(req);
      if (action === 'withdraw') {
        await withdrawProcess(access, id);
        return { data: presentProcess(access, await visibleProcess(access, id, true), true), meta: { completed: false } };
      }
      const { completed, mails } = await actOnProcess(access, id, action, mailBaseUrl(config));
      // A rectified email's confirmation mail, sent once the approval has committed.
      runInBackground(
        () => sendMails(mails),
        (err) => req.log?.error({ err }, 'email change mail failed'),
      );
      return { data: presentProcess(access, await visibleProcess(access, id), true), meta: { completed } };
    },
  });
}
