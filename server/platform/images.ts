// Profile pictures: uploads are sniffed and re-encoded by sharp (never stored as sent), kept in PostgreSQL (table
// images) so every instance serves them, and hidden from others while a report waits for an admin.
import type Sharp from 'sharp';
import { AVATAR_FULL_PX, AVATAR_THUMBNAIL_PX } from '../../shared/schemas/self';
import { db } from '../db/client';
import type { Prisma } from '../db/generated/client';
import { AppError, notFound } from '../errors';
import { audit } from './audit';
import { AVATAR_MAX_INPUT_PIXELS } from './image-limits';
import { imageQueue } from './image-queue';
import { avatarStateFor } from './avatar-state';
/** sharp (libvips) loads with the first picture: some 25 MB of memory that a server without uploads never needs. */
let sharpModule: Promise<typeof Sharp> | null = null;
export const loadSharp = (): Promise<typeof Sharp> => (sharpModule ??= import('sharp').then((m) => m.default));

/** Formats sharp decodes that we accept; SVG (scripts, external references) and raw formats are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const OUTPUT_MIME = 'image/webp';

export interface ProcessedAvatar {
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

function imageError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new AppError('ImageTooLarge', 'Image dimensions too large');
  return new AppError('UnsupportedMediaType', 'Not a supported image');
}

/**
 * Decodes by content (not name or declared type), turns by EXIF orientation, drops all metadata, re-encodes; in the
 * image queue (at most N pictures at once per process).
 */
export function processAvatar(input: Buffer): Promise<ProcessedAvatar> {
  return imageQueue().run(() => processAvatarNow(input));
}

/** The work itself; the caller holds a slot of the image queue. */
export async function processAvatarNow(input: Buffer): Promise<ProcessedAvatar> {
  const sharp = await loadSharp();
  const open = () => sharp(input, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let format: string | undefined;
  try {
    format = (await open().metadata()).format;
  } catch (error) {
    throw imageError(error);
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new AppError('UnsupportedMediaType', `Image format ${format ?? '?'} not accepted`);
  try {
    // sharp writes no metadata (EXIF, GPS, ICC comments) unless asked to; rotate() applies the orientation first.
    const full = await open()
      .rotate()
      .resize(AVATAR_FULL_PX, AVATAR_FULL_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(full.data)
      .resize(AVATAR_THUMBNAIL_PX, AVATAR_THUMBNAIL_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
    return { full: full.data, thumbnail, width: full.info.width, height: full.info.height };
  } catch (error) {
    throw imageError(error);
  }
}

/** Writes a processed picture (WebP, full size and thumbnail) into the images table, in the caller's transaction. */
export function storeImage(tx: Prisma.TransactionClient, image: ProcessedAvatar) {
  return tx.image.create({
    data: {
      mimeType: OUTPUT_MIME,
      width: image.width,
      height: image.height,
      data: new Uint8Array(image.full),
      thumbnail: new Uint8Array(image.thumbnail),
    },
    select: { id: true, createdAt: true },
  });
}

/**
 * The person's current picture, with the person's row locked until the transaction ends: parallel uploads and
 * removals of one person take turns, so each replaces what the previous one left. NO KEY UPDATE
 * does not block rows that merely reference the person (audit entries, reports).
 */
export async function lockedAvatarId(tx: Prisma.TransactionClient, personId: number): Promise<number | null> {
  const rows = await tx.$queryRaw<{ avatar_id: number | null }[]>`
    SELECT avatar_id FROM persons WHERE id = ${personId}::int FOR NO KEY UPDATE`;
  if (!rows[0]) throw notFound('Person');
  return rows[0].avatar_id;
}

/**
 * Replaces the person's picture; the old image row goes with it. A new picture is visible to everybody: reports of
 * the old one are closed (docs/decisions/016-avatar-reports.md). Answers the new picture's cache-busting stamp.
 */
export async function setAvatar(personId: number, upload: Buffer): Promise<{ ts: number }> {
  const image = await processAvatar(upload);
  return db().$transaction(async (tx) => {
    const oldId = await lockedAvatarId(tx, personId);
    const created = await storeImage(tx, image);
    await tx.person.update({ where: { id: personId }, data: { avatarId: created.id, avatarHidden: false } });
    if (oldId) await tx.image.delete({ where: { id: oldId } });
    const closed = await closeReportsOfReplacedPicture(tx, personId);
    await audit(tx, {
      subjectId: personId,
      actorId: personId,
      action: 'avatar.upload',
      entity: 'image',
      entityId: created.id,
      ...(closed ? { data: { closed_reports: closed } } : {}),
    });
    return { ts: created.createdAt.getTime() };
  });
}

export async function removeAvatar(personId: number): Promise<void> {
  await db().$transaction(async (tx) => {
    const oldId = await lockedAvatarId(tx, personId);
    if (!oldId) return;
    await tx.person.update({ where: { id: personId }, data: { avatarId: null, avatarHidden: false } });
    await tx.image.delete({ where: { id: oldId } });
    const closed = await closeReportsOfReplacedPicture(tx, personId);
    await audit(tx, {
      subjectId: personId,
      actorId: personId,
      action: 'avatar.remove',
      entity: 'image',
      entityId: oldId,
      ...(closed ? { data: { closed_reports: closed } } : {}),
    });
  });
}

/**
 * The owner replaced or removed the reported picture before an admin looked at it: its open reports are closed,
 * by the owner and without an outcome (nobody judged the picture). Answers how many were open.
 */
async function closeReportsOfReplacedPicture(tx: Prisma.TransactionClient, personId: number): Promise<number> {
  const { count } = await tx.avatarReport.updateMany({
    where: { personId, handledAt: null },
    data: { handledAt: new Date(), handledById: personId, outcome: null },
  });
  return count;
}

/**
 * The stored picture (thumbnail, or `full`), or 404 when there is none or it is hidden from this viewer. A hidden
 * picture is shown to its owner and to whoever may handle its reports (`mayHandle`, asked only then).
 */
export async function avatarImage(
  personId: number,
  viewerId: number,
  full: boolean,
  mayHandle: () => Promise<boolean> = () => Promise.resolve(false),
): Promise<{ data: Buffer; mimeType: string }> {
  const person = await db().person.findUnique({
    where: { id: personId },
    select: { id: true, avatarId: true, avatarHidden: true },
  });
  if (!person?.avatarId) throw notFound('Avatar');
  if (avatarStateFor(person, viewerId) === 'none' && !(await mayHandle())) throw notFound('Avatar');
  const image = await db().image.findUnique({
    where: { id: person.avatarId! },
    select: { mimeType: true, data: full, thumbnail: !full },
  });
  const data = full ? image?.data : (image?.thumbnail ?? undefined);
  if (!image || !data) throw notFound('Avatar');
  return { data: Buffer.from(data), mimeType: image.mimeType };
}
