// GET /api/tags: the tags of the associations the viewer's persons.list reaches (filter box, tag assignment).
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import { requirePermission } from '../access';
import { tagsInScope } from './tags';
import { implement, type Route } from '../../http/implement';

export function tagsRoutes(): Route[] {
  return implement(contract.tags, {
    list: async (_input, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'persons.list');
      const tags = await tagsInScope(access, 'persons.list');
      return { data: tags.map((t) => ({ id: t.id, name: t.name, association_id: t.associationId })) };
    },
  });
}
