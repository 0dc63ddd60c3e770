// A club's logo: GET for every signed-in user (full, or `?thumbnail` for lists), POST (multipart field "avatar")
// and DELETE with clubs.editProfile on the club; the logo menu of spec section 2.
import { Router, type RequestHandler } from 'express';
import { ClubParams } from '../../../shared/schemas/clubs';
import { ClubLogoQuery, LOGO_MAX_BYTES } from '../../../shared/schemas/club-admin';
import { AppError } from '../../errors';
import { accessOf } from '../../middleware/auth';
import { singleFile, uploadLimit } from '../../middleware/upload';
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

  // Authorized before the upload is read (nobody else gets to send us megabytes), then counted per account.
  const authorizeUpload: RequestHandler = async (req, _res, next) => {
    const { id } = parseParams(ClubParams, req);
    await authorizeClub(await accessOf(req), 'clubs.editProfile', id);
    next();
  };

  router.post('/:id/avatar', authorizeUpload, uploadLimit, upload, async (req, res) => {
    const { id } = parseParams(ClubParams, req);
    if (!req.file) {
      throw new AppError('ValidationFailed', 'A file in the field "avatar" is required', {
        details: [{ path: 'avatar', code: 'custom', message: 'required' }],
      });
    }
    const { ts } = await setClubLogo(await accessOf(req), id, req.file.buffer);
    res.status(201).json({ data: { avatarState: 'ok', avatar_url: `/api/clubs/${id}/avatar?ts=${ts}` } });
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
