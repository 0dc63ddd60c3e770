// The signature PIN (docs/product.md#score-sheet): checked like a password (argon2id), wrong PINs rate-limited.
import type { Request } from 'express';
import { verifyPassword } from '../../auth/password';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { limiter } from '../../middleware/rate-limit';

const MINUTE = 60_000;

/** Who signs: the signed-in person (the limiter runs after the session guard). */
const signerOf = (req: Request): string => String(req.user?.id ?? 0);

/**
 * Five wrong PINs per person in 15 minutes, then 429 TooManyRequests until the window ends, from any address: only
 * 401 answers (InvalidPin) count, so signing with the right PIN never locks anybody out.
 */
export const pinLimiter = limiter({
  name: 'signature-pin',
  windowMs: 15 * MINUTE,
  limit: 5,
  onlyStatus: 401,
  key: signerOf,
  per: 'account',
});

/** 409 NoSignaturePin when the person has set none (the profile sets it), 401 InvalidPin when it is not theirs. */
export async function checkSignaturePin(personId: number, pin: string): Promise<void> {
  const person = await db().person.findUnique({ where: { id: personId }, select: { signaturePinHash: true } });
  if (!person?.signaturePinHash) throw new AppError('NoSignaturePin', 'No signature PIN set');
  if (!(await verifyPassword(person.signaturePinHash, pin))) throw new AppError('InvalidPin', 'Wrong signature PIN');
}
