// Email changes wait for the new address: a pending change (only token hashes stored) with a confirmation link to
// the new address and a notice with a report link to the old one. Until confirmed, sign-in and password reset
// keep using the old address (persons.email is untouched); confirming or reporting ends the person's sessions.
// A change asked by someone else confirms only while they still outrank the person; reporting a confirmed change
// ends the password and PIN set meanwhile.
import crypto from 'node:crypto';
import type { LanguageCode } from '../../../shared/constants';
import type { Config } from '../../config';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit';
import { emailChangeNoticeMail, emailConfirmMail } from './email-change-mails';
import { mailer, type Mail } from '../../platform/mail';
import { endSessions, lockPersonRow } from './account.sql';
import { loadAccess } from './access';
import { createResetToken, resetMail } from './password-reset';
import { coversPersonRank } from './person-rank';
import { RECIPIENT_SELECT } from './rows';

type Tx = Prisma.TransactionClient;

/** How long the new address has to confirm. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
/** How long the old address may report a change (also one confirmed meanwhile: it is then undone). */
export const EMAIL_REPORT_TTL_MS = 30 * 24 * 60 * 60_000;

/** Links in mails never come from the request's Host header: PUBLIC_URL, else localhost (as the reset mail). */
export const mailBaseUrl = (config: Config) => config.publicUrl ?? `http://localhost:${config.port}`;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');
const unknownToken = () => new AppError('UnknownToken', 'Unknown token');
const emailTaken = () => new AppError('EmailAlreadyTaken', 'Email already taken');

function isUniqueEmailViolation(error: unknown): boolean {
  const e = error as { code?: string; meta?: unknown };
  return e?.code === 'P2002' && JSON.stringify(e.meta ?? {}).includes('email');
}

const open = (now = new Date()): Prisma.EmailChangeWhereInput => ({
  confirmedAt: null,
  cancelledAt: null,
  expiresAt: { gt: now },
});

/** The address waiting for confirmation, or null. */
export async function pendingEmailOf(personId: number): Promise<string | null> {
  const row = await db().emailChange.findFirst({
    where: { personId, ...open() },
    orderBy: { id: 'desc' },
    select: { newEmail: true },
  });
  return row?.newEmail ?? null;
}

/**
 * Records a pending change inside the caller's transaction (an earlier pending one is dropped) and returns the
 * mails to send once it has committed. 409 when another account uses the address already.
 */
export async function startEmailChange(
  tx: Tx,
  change: { personId: number; newEmail: string; requestedById: number; baseUrl: string },
): Promise<Mail[]> {
  // One change of a person at a time: two at once would leave two open links.
  await lockPersonRow(tx, change.personId);
  const person = await tx.person.findUniqueOrThrow({ where: { id: change.personId }, select: RECIPIENT_SELECT });
  const taken = await tx.person.count({ where: { email: change.newEmail, NOT: { id: change.personId } } });
  if (taken) throw emailTaken();
  const now = new Date();
  await tx.emailChange.updateMany({ where: { personId: change.personId, ...open(now) }, data: { cancelledAt: now } });
  const token = newToken();
  const reportToken = newToken();
  await tx.emailChange.create({
    data: {
      personId: change.personId,
      oldEmail: person.email,
      newEmail: change.newEmail,
      tokenHash: sha256(token),
      reportTokenHash: sha256(reportToken),
      requestedById: change.requestedById,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    },
  });
  await audit(tx, {
    subjectId: change.personId,
    actorId: change.requestedById,
    action: 'email.change_requested',
    entity: 'person',
    entityId: change.personId,
    data: { email: { from: person.email, to: change.newEmail } },
  });
  const base = change.baseUrl.replace(/\/$/, '');
  const language = person.preferredLanguage as LanguageCode;
  const mails: Mail[] = [
    { to: change.newEmail, ...emailConfirmMail(language, person.firstname, `${base}/confirmEmail/${token}`) },
  ];
  if (person.email) {
    const notice = emailChangeNoticeMail(language, person.firstname, change.newEmail, `${base}/reportEmailChange/${reportToken}`);
    mails.push({ to: person.email, ...notice });
  }
  return mails;
}

export async function sendMails(mails: Mail[]): Promise<void> {
  for (const mail of mails) await mailer().send(mail);
}

/**
 * POST /api/auth/email/{token}: the new address confirms; it becomes the sign-in address, every session ends. A
 * change someone else asked for must still pass the rank rule: when the person has gained rights since (a role, a
 * referee licence, a game to officiate) that the requester does not cover, the change is dropped (409
 * EmailChangeVoided) and the address stays.
 */
export async function confirmEmailChange(token: string): Promise<void> {
  let voided = false;
  try {
    await db().$transaction(async (tx) => {
      const now = new Date();
      const row = await tx.emailChange.findUnique({ where: { tokenHash: sha256(token) } });
      if (!row || row.confirmedAt || row.cancelledAt || row.expiresAt <= now) throw unknownToken();
      // The person's row first: a confirmation and another change of the person take turns.
      await lockPersonRow(tx, row.personId);
      if (!(await requesterStillCovers(row))) {
        const dropped = await tx.emailChange.updateMany({ where: { id: row.id, ...open(now) }, data: { cancelledAt: now } });
        if (dropped.count === 0) throw unknownToken();
        await audit(tx, {
          subjectId: row.personId,
          actorId: row.personId,
          action: 'email.change_voided',
          entity: 'person',
          entityId: row.personId,
          data: { email: row.newEmail },
        });
        voided = true;
        return;
      }
      // Spent first: of two confirmations at once, the second finds nothing left to spend.
      const spent = await tx.emailChange.updateMany({ where: { id: row.id, ...open(now) }, data: { confirmedAt: now } });
      if (spent.count === 0) throw unknownToken();
      const person = await tx.person.findUniqueOrThrow({ where: { id: row.personId }, select: { email: true } });
      const taken = await tx.person.count({ where: { email: row.newEmail, NOT: { id: row.personId } } });
      if (taken) throw emailTaken();
      await tx.person.update({ where: { id: row.personId }, data: { email: row.newEmail } });
      // Reset links went to the old address; from now on only the new one signs in.
      await tx.passwordResetToken.updateMany({ where: { personId: row.personId, usedAt: null }, data: { usedAt: now } });
      await endSessions(tx, row.personId);
      await audit(tx, {
        subjectId: row.personId,
        actorId: row.personId,
        action: 'email.change_confirmed',
        entity: 'person',
        entityId: row.personId,
        data: { email: { from: person.email, to: row.newEmail } },
      });
    });
  } catch (error) {
    if (isUniqueEmailViolation(error)) throw emailTaken();
    throw error;
  }
  if (voided)
    throw new AppError('EmailChangeVoided', "The person's rights have outgrown the requester's since the change was asked");
}

/** A change the person asked for is theirs; one asked by someone else (or by an account since deleted) is checked. */
async function requesterStillCovers(row: { personId: number; requestedById: number | null }): Promise<boolean> {
  if (row.requestedById === row.personId) return true;
  if (row.requestedById === null) return false;
  return coversPersonRank(await loadAccess(row.requestedById), row.personId);
}

/**
 * POST /api/auth/email/report/{token}: the old address says "that was not me". A pending change is dropped; one
 * already confirmed is undone while the old address is still free. Every session of the person ends. After a
 * confirmed change whoever held the new address could have set the password and signature PIN: both end, and the
 * restored address gets a link to set a new password (sent after commit).
 */
export async function reportEmailChange(token: string, baseUrl: string): Promise<void> {
  const mail = await reportInTransaction(token, baseUrl).catch((error: unknown) => {
    throw isUniqueEmailViolation(error) ? emailTaken() : error;
  });
  if (mail) await mailer().send(mail);
}

async function reportInTransaction(token: string, baseUrl: string): Promise<Mail | null> {
  return db().$transaction(async (tx) => {
    const now = new Date();
    const row = await tx.emailChange.findUnique({ where: { reportTokenHash: sha256(token) } });
    if (!row || row.reportedAt || row.createdAt.getTime() + EMAIL_REPORT_TTL_MS <= now.getTime()) throw unknownToken();
    const spent = await tx.emailChange.updateMany({ where: { id: row.id, reportedAt: null }, data: { reportedAt: now } });
    if (spent.count === 0) throw unknownToken();
    await tx.emailChange.updateMany({ where: { id: row.id, confirmedAt: null, cancelledAt: null }, data: { cancelledAt: now } });
    const person = await tx.person.findUniqueOrThrow({ where: { id: row.personId }, select: RECIPIENT_SELECT });
    let restored = false;
    if (row.confirmedAt && row.oldEmail && person.email === row.newEmail) {
      const taken = await tx.person.count({ where: { email: row.oldEmail, NOT: { id: row.personId } } });
      if (!taken) {
        await tx.person.update({ where: { id: row.personId }, data: { email: row.oldEmail } });
        restored = true;
      }
    }
    if (row.confirmedAt) {
      await tx.person.update({
        where: { id: row.personId },
        data: { passwordHash: null, signaturePinHash: null, passwordChangedAt: now, failedSignins: 0, lockedUntil: null },
      });
      await tx.passwordResetToken.updateMany({ where: { personId: row.personId, usedAt: null }, data: { usedAt: now } });
    }
    await endSessions(tx, row.personId);
    await audit(tx, {
      subjectId: row.personId,
      actorId: row.personId,
      action: 'email.change_reported',
      entity: 'person',
      entityId: row.personId,
      data: {
        ...(restored ? { email: { from: row.newEmail, to: row.oldEmail } } : { email: row.newEmail }),
        ...(row.confirmedAt ? { credentials_ended: true } : {}),
      },
    });
    if (!restored || !row.oldEmail) return null;
    const reset = await createResetToken(row.personId, 'reset', tx);
    return resetMail({ ...person, email: row.oldEmail }, reset, baseUrl);
  });
}
