// A mail to the selected members: the template's placeholders filled per recipient, a preview for the first one,
// and the send as one notice per recipient in the notification outbox (decision 049), in one transaction with a
// history entry each; members without an address or who opted out of mailing lists are counted, not mailed.
import type { BulkMailInput, BulkMailPreviewDTO } from '../../../../shared/schemas/bulk';
import { fillTemplate } from '../../../../shared/mail-template';
import { db } from '../../../db/client';
import { Prisma } from '../../../db/generated/client';
import { enqueueNotice } from '../../../platform/notification-outbox';
import type { Access } from '../../access';
import type { BulkCounts } from './rows';
import { resolvePersons } from './selection.sql';

interface Recipient {
  id: number;
  firstname: string;
  lastname: string;
  email: string | null;
  exclude_from_maillists: boolean;
}

async function recipientsOf(access: Access, input: BulkMailInput) {
  const { selected, allowed } = await resolvePersons(access, input.selection, 'persons.update');
  const rows = await db().$queryRaw<Recipient[]>`
    SELECT id, firstname, lastname, email, exclude_from_maillists FROM persons
     WHERE id = ANY(${allowed}::int[]) ORDER BY lastname, firstname, id`;
  const withoutAddress = rows.filter((r) => !r.email);
  const optedOut = rows.filter((r) => r.email && r.exclude_from_maillists);
  const mailed = rows.filter((r) => r.email && !r.exclude_from_maillists) as (Recipient & { email: string })[];
  return { selected, allowed, mailed, withoutAddress: withoutAddress.length, optedOut: optedOut.length };
}

/** POST /api/bulk/persons/mail/preview: the mail as its first recipient reads it, and the counts. */
export async function previewBulkMail(access: Access, input: BulkMailInput): Promise<BulkMailPreviewDTO> {
  const r = await recipientsOf(access, input);
  const first = r.mailed[0];
  return {
    recipient: first ? { id: first.id, name: `${first.firstname} ${first.lastname}`, email: first.email } : null,
    subject: first ? fillTemplate(input.subject, first) : input.subject,
    text: first ? fillTemplate(input.body, first) : input.body,
    recipients: r.mailed.length,
    without_address: r.withoutAddress,
    opted_out: r.optedOut,
    skipped_rights: r.selected - r.allowed.length,
  };
}

/** POST /api/bulk/persons/mail: one notice per recipient, queued with the history entries in one transaction. */
export async function sendBulkMail(access: Access, input: BulkMailInput): Promise<BulkCounts> {
  const r = await recipientsOf(access, input);
  return db().$transaction(
    async (tx) => {
      const mailed = r.mailed.map((p) => p.id);
      const [{ id }] = await tx.$queryRaw<[{ id: number }]>`
        INSERT INTO bulk_actions (actor_id, kind, person_ids, done, skipped_rights, skipped_other, created_at)
        VALUES (${access.personId}, 'mail', ${mailed}::int[], ${mailed.length}, ${r.selected - r.allowed.length},
                ${r.withoutAddress + r.optedOut}, ${Prisma.raw(`(now() AT TIME ZONE 'UTC')`)})
        RETURNING id`;
      await enqueueNotice(
        tx,
        r.mailed.map((p) => ({
          personId: p.id,
          address: p.email,
          kind: 'bulk.mail',
          payload: { subject: fillTemplate(input.subject, p), text: fillTemplate(input.body, p) },
          dedupeKey: `bulk:${id}:${p.id}`,
        })),
      );
      await tx.auditEntry.createMany({
        data: r.mailed.map((p) => ({
          subjectId: p.id,
          actorId: access.personId,
          action: 'mail.bulk',
          entity: 'person',
          entityId: p.id,
          data: { bulk: id, subject: input.subject },
        })),
      });
      return {
        id,
        kind: 'mail',
        selected: r.selected,
        done: mailed.length,
        skippedRights: r.selected - r.allowed.length,
        reasons: { noAddress: r.withoutAddress, optedOut: r.optedOut },
        undoUntil: null,
      };
    },
    { timeout: 60_000 },
  );
}
