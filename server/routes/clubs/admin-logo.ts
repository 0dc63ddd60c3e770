// A club's logo: GET for every signed-in user (full, or `?thumbnail` for lists), POST (multipart field "avatar")
// and DELETE with clubs.editProfile on the club; the logo menu of spec section 2.
import { Router } from 'express';
import { ClubParams } from '../../../shared/schemas/clubs';
import { ClubLogoQuery, LOGO_MAX_BYTES } from '../../../shared/schemas/club-admin';
import { AppError } from '../../errors';
import { accessOf } from '../../middleware/auth';
import { singleFile } from '../../middleware/upload';
import { parseParams, parseQuery } from '../../middleware/validate';
import { authorizeClub } from '../../policies/clubs';
import { clubLogo, removeClubLogo, setClubLogo } from '../../services/logos';

// In memory with a cap, straight to sharp (413 above it).
const upload = singleFile('avatar', LOGO_MAX_BYTES);

export function adminClubLogoRouter(): Router {
  const router = Router();

  router.get('/:id/avatar', async (req, res) => {
    const { id } = parseParams(ClubParams, req);
    const { thumbnail } = parseQuery(ClubLogoQuery, req);
    const logo = await clubLogo(id, thumbnail);
    res.set('Cache-Control', 'private, no-cache');
    res.type(logo.mimeType).send(logo.data);
  });

  router.post('/:id/avatar', async (req, res, next) => {
    const { id } = parseParams(ClubParams, req);
    const access = await accessOf(req);
    // Authorized before the upload is read: nobody else gets to send us megabytes.
    await authorizeClub(access, 'clubs.editProfile', id);
    upload(req, res, (error: unknown) => {
      if (error) return next(error);
      if (!req.file) {
        return next(
          new AppError('ValidationFailed', 'A file in the field "avatar" is required', {
            details: [{ path: 'avatar', code: 'custom', message: 'required' }],
          }),
        );
      }
      setClubLogo(access, id, req.file.buffer).then(
        ({ ts }) => res.status(201).json({ data: { avatarState: 'ok', avatar_url: `/api/clubs/${id}/avatar?ts=${ts}` } }),
        next,
      );
    });
  });

  router.delete('/:id/avatar', async (req, res) => {
    const { id } = parseParams(ClubParams, req);
    const access = await accessOf(req);
    await authorizeClub(access, 'clubs.editProfile', id);
    await removeClubLogo(access, id);
    res.json({ data: { avatarState: 'none' } });
  });

  return router;
}
