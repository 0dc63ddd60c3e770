// Signatures a change removes (docs/product.md#score-sheet): a changed line-up loses its confirmation, a change of the
// events after the finish every signature given since the finish. Each removal stays on the sheet until the role
// signs again; the signers' tasks open again, the history keeps it, and every signer but the one who changed it is
// told by mail (queued in the same transaction, docs/decisions/049-notification-outbox.md).
import type { SignatureRole } from '../../db/generated/client';
import type { Prisma } from '../../db/client';
import { personName } from '../../../shared/person-name';
import type { LanguageCode } from '../../../shared/constants';
import { audit } from '../../platform/audit';
import { enqueueNotice, noticeLink } from '../../platform/notification-outbox';
import { signatureRemovedMail, type RemovalCause } from './sheet-mails';

type Tx = Prisma.TransactionClient;

/** Whose signatures went (the mails to them are queued). */
export interface RemovalNotice {
  gameId: number;
  cause: RemovalCause;
  personIds: number[];
  /** Null: a game code's session (decision 050). */
  actorId: number | null;
}

const taskOf = (role: SignatureRole) => (role === 'referee' ? 'sign_score_sheet' : 'confirm_lineup');

/**
 * Removes the game's signatures of these roles (given since `signedSince`, when named), inside the caller's
 * transaction (after the game's row lock): each one kept as a removal, the signers' tasks open again, one history
 * entry, a mail queued to each signer but the one who changed the sheet. Answers whose signatures went (null when
 * there was nothing to remove).
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
  const notice = { gameId: change.gameId, cause: change.cause, actorId: change.actorId, personIds };
  await queueMails(tx, notice, now);
  return notice;
}

/** Each signer but the one who changed the sheet gets a mail in their language. */
async function queueMails(tx: Tx, notice: RemovalNotice, at: Date): Promise<void> {
  const recipients = notice.personIds.filter((id) => id !== notice.actorId);
  if (recipients.length === 0) return;
  const game = await tx.game.findUniqueOrThrow({
    where: { id: notice.gameId },
    select: { number: true, homeTeam: { select: { name: true } }, awayTeam: { select: { name: true } } },
  });
  const actor =
    notice.actorId === null
      ? null
      : await tx.person.findUnique({ where: { id: notice.actorId }, select: { firstname: true, lastname: true } });
  const persons = await tx.person.findMany({
    where: { id: { in: recipients } },
    select: { id: true, email: true, firstname: true, preferredLanguage: true },
    orderBy: { id: 'asc' },
  });
  const texts = {
    game: `#${game.number} ${game.homeTeam.name} – ${game.awayTeam.name}`,
    by: actor ? personName(actor) : '–',
    link: noticeLink(`/sheet/${notice.gameId}`),
  };
  await enqueueNotice(
    tx,
    persons.flatMap((person) =>
      person.email
        ? [
            {
              personId: person.id,
              address: person.email,
              kind: `signature_removed.${notice.cause}`,
              payload: signatureRemovedMail(notice.cause, person.preferredLanguage as LanguageCode, person.firstname, texts),
              dedupeKey: `game:${notice.gameId}:signatures-removed:${notice.cause}:${at.getTime()}:${person.id}`,
            },
          ]
        : [],
    ),
  );
}

/** A signature given again ends the removal it answers: a referee's their own, a line-up confirmation its side's. */
export async function clearRemovals(tx: Tx, gameId: number, role: SignatureRole, personId: number): Promise<void> {
  await tx.gameSignatureRemoval.deleteMany({
    where: { gameId, role, ...(role === 'referee' ? { personId } : {}) },
  });
}
