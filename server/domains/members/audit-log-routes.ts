// GET /api/audit-log (the one audit log, keyset-paged) and POST /api/audit-log/{id}/undo (a field change set back).
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import { requirePermission } from '../access';
import { implement, type Route } from '../../http/implement';
import { auditLogPage } from './audit-log.sql';
import { presentAuditLog } from './audit-log-presenter';
import { undoFieldChange } from './audit-undo';

export function auditLogRoutes(): Route[] {
  return implement(contract.auditLog, {
    list: async ({ query }, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'persons.list');
      const page = await auditLogPage(access, query);
      const { cursor: _cursor, page_size, ...filter } = query;
      return { data: presentAuditLog(page), meta: { page_size, next_cursor: page.nextCursor, filter } };
    },
    undo: async ({ params, body }, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'persons.update');
      return { data: { id: await undoFieldChange(access, params.id, body.field) } };
    },
  });
}
