// Email changes wait for the new address: a pending change (only token hashes stored) with a confirmation link to
// the new address and a notice with a report link to the old one. Until confirmed, sign-in and password reset
// keep using the old address (persons.email is untouched); confirming or reporting ends the person's sessions.
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

/** POST /api/auth/email/{token}: the new address confirms; it becomes the sign-in address, every session ends. */
export async function confirmEmailChange(token: string): Promise<void> {
  try {
    await db().$transaction(async (tx) => {
      const now = new Date();
      const row = await tx.emailChange.findUnique({ where: { tokenHash: sha256(token) } });
      if (!row || row.confirmedAt || row.cancelledAt || row.expiresAt <= now) throw unknownToken();
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
}

/**
 * POST /api/auth/email/report/{token}: the old address says "that was not me". A pending change is dropped; one
 * already confirmed is undone while the old address is still free. Every session of the person ends.
 */
export async function reportEmailChange(token: string): Promise<void> {
  try {
    await reportInTransaction(token);
  } catch (error) {
    if (isUniqueEmailViolation(error)) throw emailTaken();
    throw error;
  }
}

async function reportInTransaction(token: string): Promise<void> {
  await db().$transaction(async (tx) => {
    const now = new Date();
    const row = await tx.emailChange.findUnique({ where: { reportTokenHash: sha256(token) } });
    if (!row || row.reportedAt || row.createdAt.getTime() + EMAIL_REPORT_TTL_MS <= now.getTime()) throw unknownToken();
    const spent = await tx.emailChange.updateMany({ where: { id: row.id, reportedAt: null }, data: { reportedAt: now } });
    if (spent.count === 0) throw unknownToken();
    await tx.emailChange.updateMany({ where: { id: row.id, confirmedAt: null, cancelledAt: null }, data: { cancelledAt: now } });
    const person = await tx.person.findUniqueOrThrow({ where: { id: row.personId }, select: { email: true } });
    let restored = false;
    if (row.confirmedAt && row.oldEmail && person.email === row.newEmail) {
      const taken = await tx.person.count({ where: { email: row.oldEmail, NOT: { id: row.personId } } });
      if (!taken) {
        await tx.person.update({ where: { id: row.personId }, data: { email: row.oldEmail } });
        await tx.passwordResetToken.updateMany({ where: { personId: row.personId, usedAt: null }, data: { usedAt: now } });
        restored = true;
      }
    }
    await endSessions(tx, row.personId);
    await audit(tx, {
      subjectId: row.personId,
      actorId: row.personId,
      action: 'email.change_reported',
      entity: 'person',
      entityId: row.personId,
      data: restored ? { email: { from: row.newEmail, to: row.oldEmail } } : { email: row.newEmail },
    });
  });
}
