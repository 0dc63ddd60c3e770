// POST/DELETE /api/self/avatar: upload (multipart, file field "avatar") or remove the member's own picture.
import { Router } from 'express';
import { AVATAR_MAX_BYTES, type AvatarStateDTO } from '../../../shared/schemas/self';
import { AppError } from '../../errors';
import { userId } from '../../middleware/auth';
import { singleFile, uploadLimit } from '../../middleware/upload';
import { removeAvatar, setAvatar } from '../../services/avatar';

// In memory with a size cap: the bytes go straight to sharp and never touch the disk (413 above it).
const upload = singleFile('avatar', AVATAR_MAX_BYTES);

export function selfAvatarRouter(): Router {
  const router = Router();
  router.post('/', uploadLimit, upload, async (req, res) => {
    if (!req.file) {
      throw new AppError('ValidationFailed', 'A file in the field "avatar" is required', {
        details: [{ path: 'avatar', code: 'custom', message: 'required' }],
      });
    }
    const personId = userId(req);
    const { ts } = await setAvatar(personId, req.file.buffer);
    res.status(201).json({ data: { avatar_state: 'ok', avatar_url: `/api/persons/${personId}/avatar?ts=${ts}` } });
  });
  router.delete('/', async (req, res) => {
    await removeAvatar(userId(req));
    const data: AvatarStateDTO = { avatar_state: 'none' };
    res.json({ data });
  });
  return router;
}
