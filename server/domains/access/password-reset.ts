// Password reset: single-use tokens (only their SHA-256 is stored), the mail, and setting the new password.
import crypto from 'node:crypto';
import type { LanguageCode } from '../../../shared/constants';
import type { PasswordPolicy } from '../../../shared/password-policy';
import { hashPassword } from '../../auth/password';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import type { TokenPurpose } from '../../db/generated/enums';
import { AppError } from '../../errors';
import { loadAccess } from './access';
import { audit } from '../../platform/audit';
import { mailer, type Mail } from '../../platform/mail';
import { passwordResetMail } from '../../platform/mail-templates';
import { assertPasswordAllowed, policyFor } from './password-policy';
import { countResetMailSql, endSessions } from './account.sql';
import { RECIPIENT_SELECT } from './rows';

const TOKEN_TTL_MS = 60 * 60_000;

type Client = Pick<Prisma.TransactionClient, 'passwordResetToken'>;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** A new reset token of the person; inside the caller's transaction when given one. */
export async function createResetToken(personId: number, purpose: TokenPurpose, client: Client = db()): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await client.passwordResetToken.create({
    data: { personId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + TOKEN_TTL_MS) },
  });
  return token;
}

/**
 * Reset mails one address gets in a window as long as a link lives, whoever asks from wherever: nobody floods an
 * inbox. The request itself is never refused for the address (only per IP), so another address cannot keep the
 * owner from asking; and as the window's first mail lives until the window ends, a mailbox that was sent the most
 * the window allows still holds a working link.
 */
const MAILS_PER_ADDRESS = 5;

/** Counts a request for the address; false once the window's mails are used up. */
async function mailAllowed(address: string): Promise<boolean> {
  // The key column holds 200 characters: a longer (or non-ASCII) address is counted under its hash.
  const plain = `reset-mail:${address}`;
  const key =
    plain.length <= 200 && /^[\x20-\x7e]*$/.test(plain)
      ? plain
      : `reset-mail:${crypto.createHash('sha256').update(address).digest('hex')}`;
  const [row] = await db().$queryRaw<{ hits: number }[]>(countResetMailSql(key, TOKEN_TTL_MS));
  return (row?.hits ?? 0) <= MAILS_PER_ADDRESS;
}

/**
 * Sends the reset mail when the address belongs to an account and its mails of the hour are not used up; silent
 * otherwise. Addresses without an account are counted alike (no account probing).
 */
export async function requestReset(email: string, publicUrl: string): Promise<void> {
  const address = email.trim().toLowerCase();
  if (!(await mailAllowed(address))) return;
  const person = await db().person.findUnique({ where: { email: address }, select: RECIPIENT_SELECT });
  if (!person?.email) return;
  const token = await createResetToken(person.id, 'reset');
  await mailer().send(resetMail({ ...person, email: person.email }, token, publicUrl));
}

/** The mail with the link that sets a new password. */
export function resetMail(
  person: { email: string; firstname: string; preferredLanguage: LanguageCode },
  token: string,
  publicUrl: string,
): Mail {
  const link = `${publicUrl.replace(/\/$/, '')}/password/reset/${token}`;
  return { to: person.email, ...passwordResetMail(person.preferredLanguage, person.firstname, link) };
}

async function validToken(token: string) {
  const row = await db().passwordResetToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.usedAt || row.expiresAt <= new Date()) throw new AppError('UnknownToken', 'Unknown token');
  return row;
}

export async function tokenInfo(token: string): Promise<{ policy: PasswordPolicy; policy_mismatch: boolean }> {
  const row = await validToken(token);
  const policy = policyFor(await loadAccess(row.personId));
  return { policy, policy_mismatch: row.purpose === 'policy_mismatch' };
}

/**
 * Sets the new password, spends every open token of the person and ends their sessions. Answers the person and the
 * new hash, under which the browser that used the link becomes a known device.
 */
export async function resetPassword(token: string, password: string): Promise<{ personId: number; passwordHash: string }> {
  const row = await validToken(token);
  const policy = policyFor(await loadAccess(row.personId));
  assertPasswordAllowed(policy, password);
  const passwordHash = await hashPassword(password);
  await db().$transaction(async (tx) => {
    const spent = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (spent.count === 0) throw new AppError('UnknownToken', 'Unknown token');
    await tx.passwordResetToken.updateMany({ where: { personId: row.personId, usedAt: null }, data: { usedAt: new Date() } });
    await tx.person.update({
      where: { id: row.personId },
      data: { passwordHash, passwordChangedAt: new Date(), failedSignins: 0, lockedUntil: null },
    });
    await endSessions(tx, row.personId);
    await audit(tx, {
      subjectId: row.personId,
      actorId: row.personId,
      action: 'password.reset',
      entity: 'person',
      entityId: row.personId,
    });
  });
  return { personId: row.personId, passwordHash };
}
