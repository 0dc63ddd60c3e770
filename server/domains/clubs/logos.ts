// Club logos: the profile pictures' pipeline (server/platform/images.ts: content sniffing, pixel cap, EXIF turn,
// metadata stripped, WebP) in the same images table; the small version keeps the whole logo (contain, not crop).
import { AVATAR_THUMBNAIL_PX } from '../../../shared/schemas/self';
import { db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { lockedLogoId } from './clubs.sql';
import type { Access } from '../access';
import { audit } from '../../platform/audit';
import { loadSharp, processAvatarNow, storeImage } from '../../platform/images';
import { imageQueue } from '../../platform/image-queue';

/** In one slot of the image queue, like a profile picture. */
const processLogo = (upload: Buffer) => imageQueue().run(() => processLogoNow(upload));

async function processLogoNow(upload: Buffer) {
  const image = await processAvatarNow(upload);
  const sharp = await loadSharp();
  try {
    // Transparent padding keeps wide or tall logos whole in the square thumbnail.
    const thumbnail = await sharp(image.full)
      .resize(AVATAR_THUMBNAIL_PX, AVATAR_THUMBNAIL_PX, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 85 })
      .toBuffer();
    return { ...image, thumbnail };
  } catch {
    throw new AppError('UnsupportedMediaType', 'Not a supported image');
  }
}

/** POST /api/clubs/{id}/avatar: replaces the logo (the old image row goes with it); answers the cache stamp. */
export async function setClubLogo(access: Access, clubId: number, upload: Buffer): Promise<{ ts: number }> {
  const image = await processLogo(upload);
  return db().$transaction(async (tx) => {
    const oldId = await lockedLogoId(tx, clubId);
    const created = await storeImage(tx, image);
    await tx.club.update({ where: { id: clubId }, data: { logoId: created.id } });
    if (oldId) await tx.image.delete({ where: { id: oldId } });
    await audit(tx, {
      actorId: access.personId,
      action: 'club.logo.upload',
      entity: 'club',
      entityId: clubId,
      data: { before: { logo: oldId }, after: { logo: created.id } },
    });
    return { ts: created.createdAt.getTime() };
  });
}

/** DELETE /api/clubs/{id}/avatar */
export async function removeClubLogo(access: Access, clubId: number): Promise<void> {
  await db().$transaction(async (tx) => {
    const oldId = await lockedLogoId(tx, clubId);
    if (!oldId) return;
    await tx.club.update({ where: { id: clubId }, data: { logoId: null } });
    await tx.image.delete({ where: { id: oldId } });
    await audit(tx, {
      actorId: access.personId,
      action: 'club.logo.remove',
      entity: 'club',
      entityId: clubId,
      data: { before: { logo: oldId }, after: { logo: null } },
    });
  });
}

/** GET /api/clubs/{id}/avatar: the logo (full by default, `thumbnail` for lists), or 404 without one. */
export async function clubLogo(clubId: number, thumbnail: boolean): Promise<{ data: Buffer; mimeType: string; ts: number }> {
  const club = await db().club.findUnique({
    where: { id: clubId },
    select: { logo: { select: { mimeType: true, createdAt: true, data: !thumbnail, thumbnail } } },
  });
  const data = thumbnail ? club?.logo?.thumbnail : club?.logo?.data;
  if (!club?.logo || !data) throw notFound('Logo');
  return { data: Buffer.from(data), mimeType: club.logo.mimeType, ts: club.logo.createdAt.getTime() };
}
