// GET /api/tags: the tags of the associations the viewer's persons.list reaches (filter box, tag assignment).
import { Router } from 'express';
import { accessOf, requireUser } from '../../middleware/auth';
import { requirePermission } from '../../policies/persons';
import { tagsInScope } from '../../services/tags';

export function tagsRouter(): Router {
  const router = Router();
  router.get('/', requireUser, async (req, res) => {
    const access = await accessOf(req);
    requirePermission(access, 'persons.list');
    const tags = await tagsInScope(access, 'persons.list');
    res.json({ data: tags.map((t) => ({ id: t.id, name: t.name, association_id: t.associationId })) });
  });
  return router;
}
