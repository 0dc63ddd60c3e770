// Signatures a change removes (docs/product.md#score-sheet): a changed line-up loses its confirmation, a change of the
// events after the finish every signature given since the finish. Each removal stays on the sheet until the role
// signs again; the signers' tasks open again, the history keeps it, and every signer but the one who changed it is
// told by mail.
import type { SignatureRole } from '../../db/generated/client';
import { type Prisma, db } from '../../db/client';
import { personName } from '../../../shared/person-name';
import type { LanguageCode } from '../../../shared/constants';
import { audit } from '../../platform/audit';
import { runInBackground } from '../../platform/background';
import { mailer } from '../../platform/mail';
import { signatureRemovedMail, type RemovalCause } from './sheet-mails';

type Tx = Prisma.TransactionClient;

/** Who is told that their signature went, after the commit. */
export interface RemovalNotice {
  gameId: number;
  cause: RemovalCause;
  personIds: number[];
  /** Null: a game code's session (decision 050). */
  actorId: number | null;
}

/** How the mails reach out: the link to a game's sheet, and where a failed mail is logged. */
export interface SheetMail {
  sheetUrl: (gameId: number) => string;
  onError: (error: unknown) => void;
}

const taskOf = (role: SignatureRole) => (role === 'referee' ? 'sign_score_sheet' : 'confirm_lineup');

/**
 * Removes the game's signatures of these roles (given since `signedSince`, when named), inside the caller's
 * transaction (after the game's row lock): each one kept as a removal, the signers' tasks open again, one history
 * entry. Answers whom to tell (null when there was nothing to remove).
 */
export async function removeSignatures(
  tx: Tx,
  change: { gameId: number; roles: SignatureRole[]; signedSince?: Date; cause: RemovalCause; actorId: number | null },
): Promise<RemovalNotice | null> {
  const signatures = await tx.gameSignature.findMany({
    where: {
      gameId: change.gameId,
      role: { in: change.roles },
      ...(change.signedSince ? { signedAt: { gte: change.signedSince } } : {}),
    },
    orderBy: [{ signedAt: 'asc' }, { id: 'asc' }],
    select: { id: true, role: true, personId: true, name: true, signedAt: true },
  });
  if (signatures.length === 0) return null;
  const now = new Date();
  await tx.gameSignatureRemoval.createMany({
    data: signatures.map((s) => ({
      gameId: change.gameId,
      personId: s.personId,
      role: s.role,
      name: s.name,
      signedAt: s.signedAt,
      cause: change.cause,
      removedAt: now,
      removedById: change.actorId,
    })),
  });
  await tx.gameSignature.deleteMany({ where: { id: { in: signatures.map((s) => s.id) } } });
  for (const s of signatures) {
    if (s.personId === null) continue;
    await tx.gameTask.updateMany({
      where: { gameId: change.gameId, personId: s.personId, type: taskOf(s.role), state: 'done' },
      data: { state: 'open', doneAt: null },
    });
  }
  await audit(tx, {
    actorId: change.actorId,
    action: 'game.signatures_removed',
    entity: 'game',
    entityId: change.gameId,
    data: {
      cause: change.cause,
      signatures: signatures.map((s) => ({
        role: s.role,
        person_id: s.personId,
        name: s.name,
        signed_at: s.signedAt.toISOString(),
      })),
    },
  });
  const personIds = [...new Set(signatures.flatMap((s) => (s.personId === null ? [] : [s.personId])))];
  return { gameId: change.gameId, cause: change.cause, actorId: change.actorId, personIds };
}

/** A signature given again ends the removal it answers: a referee's their own, a line-up confirmation its side's. */
export async function clearRemovals(tx: Tx, gameId: number, role: SignatureRole, personId: number): Promise<void> {
  await tx.gameSignatureRemoval.deleteMany({
    where: { gameId, role, ...(role === 'referee' ? { personId } : {}) },
  });
}

/** After the commit and after the answer: each signer but the one who changed the sheet gets a mail in their language. */
export function tellSigners(notice: RemovalNotice | null, mail: SheetMail): void {
  if (!notice) return;
  const recipients = notice.personIds.filter((id) => id !== notice.actorId);
  if (recipients.length === 0) return;
  runInBackground(() => sendNotices(notice, recipients, mail), mail.onError);
}

async function sendNotices(notice: RemovalNotice, recipients: number[], mail: SheetMail): Promise<void> {
  const game = await db().game.findUnique({
    where: { id: notice.gameId },
    select: { number: true, homeTeam: { select: { name: true } }, awayTeam: { select: { name: true } } },
  });
  const actor =
    notice.actorId === null
      ? null
      : await db().person.findUnique({ where: { id: notice.actorId }, select: { firstname: true, lastname: true } });
  if (!game) return;
  const persons = await db().person.findMany({
    where: { id: { in: recipients } },
    select: { email: true, firstname: true, preferredLanguage: true },
  });
  const texts = {
    game: `#${game.number} ${game.homeTeam.name} – ${game.awayTeam.name}`,
    by: actor ? personName(actor) : '–',
    link: mail.sheetUrl(notice.gameId),
  };
  for (const person of persons) {
    if (!person.email) continue;
    const language = person.preferredLanguage as LanguageCode;
    await mailer().send({ to: person.email, ...signatureRemovedMail(notice.cause, language, person.firstname, texts) });
  }
}
