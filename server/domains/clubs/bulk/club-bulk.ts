// The admin club list's bulk actions: the contacts export of the selected clubs, and a mail to their contact persons
// through the notification outbox (decision 049) with a history entry per person; clubs outside the caller's rights
// are skipped and counted (docs/decisions/057-bulk-actions.md).
import {
  BULK_SELECTION_MAX,
  type BulkMailPreviewDTO,
  type BulkResultDTO,
  type ClubBulkMailInput,
  type ClubSelection,
} from '../../../../shared/schemas/bulk';
import { fillTemplate } from '../../../../shared/mail-template';
import { db } from '../../../db/client';
import { Prisma } from '../../../db/generated/client';
import { AppError } from '../../../errors';
import { enqueueNotice } from '../../../platform/notification-outbox';
import type { Access } from '../../access';
import { clubListWhere } from '../club-admin-list';

export interface ResolvedClubs {
  selected: number;
  allowed: number[];
}

/** The selected clubs, and of them those the permission's scope reaches (a search is the admin club list's own). */
export async function resolveClubs(
  access: Access,
  selection: ClubSelection,
  permission: 'clubs.list' | 'clubs.editProfile',
): Promise<ResolvedClubs> {
  const inScope = (ids?: number[]) =>
    db().club.findMany({
      where: {
        AND: [
          clubListWhere(access, { whereACL: permission, page: 0, include: new Set() }),
          ...(ids ? [{ id: { in: ids } }] : []),
        ],
      },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
  if ('ids' in selection) {
    const ids = [...new Set(selection.ids)];
    return { selected: ids.length, allowed: (await inScope(ids)).map((c) => c.id) };
  }
  const listed = await db().club.findMany({
    where: clubListWhere(access, { whereACL: 'clubs.list', q: selection.search.q, page: 0, include: new Set() }),
    select: { id: true },
    take: BULK_SELECTION_MAX + 1,
  });
  if (listed.length > BULK_SELECTION_MAX) throw new AppError('SelectionTooLarge', `${listed.length} clubs selected`);
  const ids = listed.map((c) => c.id);
  return { selected: ids.length, allowed: (await inScope(ids)).map((c) => c.id) };
}

interface Contact {
  id: number;
  firstname: string;
  lastname: string;
  email: string | null;
  exclude_from_maillists: boolean;
}

/** The contact persons of the clubs, each once. */
async function contactsOf(clubIds: number[]) {
  const rows = await db().$queryRaw<Contact[]>`
    SELECT DISTINCT p.id, p.firstname, p.lastname, p.email, p.exclude_from_maillists
      FROM club_contacts cc JOIN persons p ON p.id = cc.person_id
     WHERE cc.club_id = ANY(${clubIds}::int[]) AND p.erased_at IS NULL
     ORDER BY p.lastname, p.firstname, p.id`;
  const mailed = rows.filter((r): r is Contact & { email: string } => !!r.email && !r.exclude_from_maillists);
  return {
    mailed,
    withoutAddress: rows.filter((r) => !r.email).length,
    optedOut: rows.filter((r) => r.email && r.exclude_from_maillists).length,
  };
}

export async function previewClubMail(access: Access, input: ClubBulkMailInput): Promise<BulkMailPreviewDTO> {
  const { selected, allowed } = await resolveClubs(access, input.selection, 'clubs.editProfile');
  const c = await contactsOf(allowed);
  const first = c.mailed[0];
  return {
    recipient: first ? { id: first.id, name: `${first.firstname} ${first.lastname}`, email: first.email } : null,
    subject: first ? fillTemplate(input.subject, first) : input.subject,
    text: first ? fillTemplate(input.body, first) : input.body,
    recipients: c.mailed.length,
    without_address: c.withoutAddress,
    opted_out: c.optedOut,
    skipped_rights: selected - allowed.length,
  };
}

/** One notice per contact person, queued with their history entries in one transaction; counts per club. */
export async function sendClubMail(access: Access, input: ClubBulkMailInput): Promise<BulkResultDTO> {
  const { selected, allowed } = await resolveClubs(access, input.selection, 'clubs.editProfile');
  const c = await contactsOf(allowed);
  return db().$transaction(async (tx) => {
    const mailed = c.mailed.map((p) => p.id);
    const [{ id }] = await tx.$queryRaw<[{ id: number }]>`
      INSERT INTO bulk_actions (actor_id, kind, person_ids, done, skipped_rights, skipped_other, created_at)
      VALUES (${access.personId}, 'club.mail', ${mailed}::int[], ${mailed.length}, ${selected - allowed.length},
              ${c.withoutAddress + c.optedOut}, ${Prisma.raw(`(now() AT TIME ZONE 'UTC')`)})
      RETURNING id`;
    await enqueueNotice(
      tx,
      c.mailed.map((p) => ({
        personId: p.id,
        address: p.email,
        kind: 'bulk.mail',
        payload: { subject: fillTemplate(input.subject, p), text: fillTemplate(input.body, p) },
        dedupeKey: `bulk:${id}:${p.id}`,
      })),
    );
    await tx.auditEntry.createMany({
      data: c.mailed.map((p) => ({
        subjectId: p.id,
        actorId: access.personId,
        action: 'mail.bulk',
        entity: 'person',
        entityId: p.id,
        data: { bulk: id, subject: input.subject },
      })),
    });
    const reasons = Object.fromEntries(
      Object.entries({ noAddress: c.withoutAddress, optedOut: c.optedOut }).filter(([, n]) => n > 0),
    );
    return {
      id,
      kind: 'mail',
      selected,
      done: mailed.length,
      skipped_rights: selected - allowed.length,
      skipped_other: c.withoutAddress + c.optedOut,
      reasons,
      undo_until: null,
    };
  });
}
