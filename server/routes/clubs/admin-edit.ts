// Editing a club (spec section 7, "Clubs"): PUT profile, contacts POST/PUT/DELETE, fields GET/POST/PUT/DELETE. Every
// change needs clubs.editProfile on that club (403 otherwise, 404 for an unknown club, field or contact).
import { Router } from 'express';
import {
  ClubContactAddInput,
  ClubContactDeleteQuery,
  ClubContactUpdateInput,
  ClubFieldInput,
  ClubProfileInput,
  ClubSubParams,
} from '../../../shared/schemas/club-admin';
import { ClubParams } from '../../../shared/schemas/clubs';
import { accessOf } from '../../middleware/auth';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate';
import { authorizeClub, loadClubRef } from '../../policies/clubs';
import {
  addContact,
  changeContactPosition,
  createField,
  deleteField,
  fieldOf,
  listFields,
  removeContact,
  updateClubProfile,
  updateField,
} from '../../services/club-admin';

const EDIT = 'clubs.editProfile';

export function adminClubEditRouter(): Router {
  const router = Router();

  router.put('/:id/profile', async (req, res) => {
    const { id } = parseParams(ClubParams, req);
    const input = parseBody(ClubProfileInput, req);
    const access = await accessOf(req);
    await authorizeClub(access, EDIT, id);
    res.json({ data: await updateClubProfile(access, id, input) });
  });

  router.post('/:id/contacts', async (req, res) => {
    const { id } = parseParams(ClubParams, req);
    const input = parseBody(ClubContactAddInput, req);
    const access = await accessOf(req);
    await authorizeClub(access, EDIT, id);
    res.status(201).json({ data: await addContact(access, id, input.personID, input.position) });
  });

  router.put('/:id/contacts/:sub', async (req, res) => {
    const { id, sub } = parseParams(ClubSubParams, req);
    const input = parseBody(ClubContactUpdateInput, req);
    const access = await accessOf(req);
    await authorizeClub(access, EDIT, id);
    res.json({ data: await changeContactPosition(access, id, sub, input.oldPosition, input.position) });
  });

  router.delete('/:id/contacts/:sub', async (req, res) => {
    const { id, sub } = parseParams(ClubSubParams, req);
    const { position } = parseQuery(ClubContactDeleteQuery, req);
    const access = await accessOf(req);
    await authorizeClub(access, EDIT, id);
    await removeContact(access, id, sub, position);
    res.status(204).end();
  });

  // Fields are public to members (GET /api/clubs/{id}?include=fields); reading needs only a session.
  router.get('/:id/fields', async (req, res) => {
    const { id } = parseParams(ClubParams, req);
    await loadClubRef(id);
    res.json({ data: await listFields(id) });
  });

  router.get('/:id/fields/:sub', async (req, res) => {
    const { id, sub } = parseParams(ClubSubParams, req);
    await loadClubRef(id);
    res.json({ data: await fieldOf(id, sub) });
  });

  router.post('/:id/fields', async (req, res) => {
    const { id } = parseParams(ClubParams, req);
    const input = parseBody(ClubFieldInput, req);
    const access = await accessOf(req);
    await authorizeClub(access, EDIT, id);
    res.status(201).json({ data: await createField(access, id, input) });
  });

  router.put('/:id/fields/:sub', async (req, res) => {
    const { id, sub } = parseParams(ClubSubParams, req);
    const input = parseBody(ClubFieldInput, req);
    const access = await accessOf(req);
    await authorizeClub(access, EDIT, id);
    res.json({ data: await updateField(access, id, sub, input) });
  });

  router.delete('/:id/fields/:sub', async (req, res) => {
    const { id, sub } = parseParams(ClubSubParams, req);
    const access = await accessOf(req);
    await authorizeClub(access, EDIT, id);
    await deleteField(access, id, sub);
    res.status(204).end();
  });

  return router;
}
