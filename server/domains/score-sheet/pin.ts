// The signature PIN (docs/product.md#score-sheet): checked like a password (argon2id), wrong PINs rate-limited.
import { verifyPassword } from '../../auth/password';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { countPinFailureSql, pinFailuresSql } from '../access';

/** Five wrong PINs per person in 15 minutes, then 429 TooManyRequests until the window ends, from any address. */
export const PIN_FAILURES_ALLOWED = 5;
const PIN_WINDOW_MS = 15 * 60_000;

/** The check running for each person in this process: a person's checks take turns. */
const running = new Map<number, Promise<unknown>>();

function inTurn<T>(personId: number, check: () => Promise<T>): Promise<T> {
  const previous = running.get(personId) ?? Promise.resolve();
  const next = previous.then(check, check);
  const settled = next.catch(() => undefined);
  running.set(personId, settled);
  void settled.then(() => {
    if (running.get(personId) === settled) running.delete(personId);
  });
  return next;
}

/**
 * 409 NoSignaturePin when the person has set none (the profile sets it), 401 InvalidPin when it is not theirs, 429
 * with the seconds left (`retry_after`) after too many wrong ones; a new PIN set in the profile clears the count. Only wrong PINs count, so twenty signatures at once with the right PIN all sign; a
 * person's checks take turns, so guesses sent at once are each counted before the next is looked at (an instance
 * beside this one can let one more through before it sees the count).
 */
export function checkSignaturePin(personId: number, pin: string): Promise<void> {
  return inTurn(personId, async () => {
    const [{ failures, seconds_left }] = await db().$queryRaw<{ failures: number; seconds_left: number }[]>(
      pinFailuresSql(personId),
    );
    if (failures >= PIN_FAILURES_ALLOWED) {
      // The seconds left of the window, in the body for the dialog's text and in Retry-After (the error middleware).
      throw new AppError('TooManyRequests', 'Too many wrong signature PINs', {
        extra: { retry_after: Math.max(1, seconds_left) },
      });
    }
    const person = await db().person.findUnique({ where: { id: personId }, select: { signaturePinHash: true } });
    if (!person?.signaturePinHash) throw new AppError('NoSignaturePin', 'No signature PIN set');
    if (await verifyPassword(person.signaturePinHash, pin)) return;
    await db().$executeRaw(countPinFailureSql(personId, PIN_WINDOW_MS));
    throw new AppError('InvalidPin', 'Wrong signature PIN');
  });
}
