// GET /api/referees (list with licence badges, quick search, exports) and GET /api/referees/{id} (details with
// the referee licences to assign). Licences themselves change through /api/persons/{id}/licenses.
import { Router } from 'express';
import { IdParams } from '../../../shared/schemas/persons';
import { RefereeListQuery } from '../../../shared/schemas/referees';
import { db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { accessOf, requireUser } from '../../middleware/auth';
import { languageOf } from '../../services/language';
import { parseParams, parseQuery } from '../../middleware/validate';
import { associationsInScope, requirePermission } from '../../policies/persons';
import { assertListable, pageMeta, pagingOf } from '../../services/person-search';
import {
  exportReferees,
  presentReferee,
  refereeDetails,
  refereeOrder,
  refereeSelect,
  refereeWhere,
} from '../../services/referees';

export function refereesRouter(): Router {
  const router = Router();
  router.use(requireUser);

  router.get('/', async (req, res) => {
    const query = parseQuery(RefereeListQuery, req);
    const access = await accessOf(req);
    if (query.format) {
      requirePermission(access, 'referees.export');
      await exportReferees(res, access, {
        format: query.format,
        q: query.q,
        validOnly: query.valid,
        language: await languageOf(req),
        order_by: query.order_by,
        order_by_desc: query.order_by_desc,
      });
      return;
    }
    requirePermission(access, 'referees.list');
    const where = await refereeWhere(access, 'referees.list', query.q, query.valid);
    const paging = pagingOf(query);
    const total = await db().person.count({ where });
    assertListable(paging, total);
    const rows = await db().person.findMany({
      where,
      orderBy: refereeOrder(query),
      skip: paging.skip,
      take: paging.take,
      select: refereeSelect(await associationsInScope(access, 'referees.list')),
    });
    res.json({ data: rows.map(presentReferee), meta: pageMeta(paging, total, { q: query.q ?? null }, query.order_by) });
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const access = await accessOf(req);
    requirePermission(access, 'referees.list');
    const referee = await refereeDetails(access, id);
    if (!referee) {
      if (!(await db().person.count({ where: { id } }))) throw notFound('Referee');
      throw forbidden('Referee outside your scope');
    }
    res.json({ data: referee });
  });

  return router;
}
