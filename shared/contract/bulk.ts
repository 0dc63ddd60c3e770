// Bulk actions of the admin lists (server/domains/members/bulk, docs/decisions/057-bulk-actions.md): tag, export,
// mail and licence renewal for a selection of the member or referee list, and the undo of a tag change.
import {
  BulkExportInput,
  ClubBulkExportInput,
  ClubBulkMailInput,
  BulkMailInput,
  BulkMailPreview,
  BulkParams,
  BulkRenewalInput,
  BulkResult,
  BulkTagInput,
} from '../schemas/bulk';
import { dataOf, endpoint, json, XLSX } from './endpoint';

const SELECTION_NOTE =
  'the selection is ids or the list search; persons outside the scope of the permission are skipped and counted, never touched; 413 SelectionTooLarge above 50,000';

export const bulk = {
  tag: endpoint({
    method: 'POST',
    path: '/bulk/persons/tags',
    tag: 'Bulk',
    summary: 'Add or remove a tag for the selected members (one transaction, a history entry per member, undo for an hour)',
    auth: 'admin',
    permission: { needs: ['persons.update'], on: 'scope', note: SELECTION_NOTE },
    body: BulkTagInput,
    response: dataOf(BulkResult),
    status: 200,
    success: json,
  }),
  undo: endpoint({
    method: 'POST',
    path: '/bulk/{id}/undo',
    tag: 'Bulk',
    summary: 'Undo a bulk tag change within the hour, as a new change with its history (409 once undone or after the hour)',
    auth: 'admin',
    permission: { needs: ['persons.update'], on: 'scope', note: 'only the admin who made the change' },
    params: BulkParams,
    response: dataOf(BulkResult),
    status: 200,
    success: json,
  }),
  exportPersons: endpoint({
    method: 'POST',
    path: '/bulk/persons/export',
    tag: 'Bulk',
    summary: 'Export the selected members (the formats of the member list export)',
    auth: 'admin',
    permission: { needs: ['persons.export'], on: 'scope', note: SELECTION_NOTE },
    body: BulkExportInput,
    status: 200,
    success: { kind: 'file', contentTypes: ['text/csv', XLSX] },
  }),
  mailPreview: endpoint({
    method: 'POST',
    path: '/bulk/persons/mail/preview',
    tag: 'Bulk',
    summary: 'A bulk mail as its first recipient reads it, with the counts of recipients and of those without an address',
    auth: 'admin',
    permission: { needs: ['persons.update'], on: 'scope', note: SELECTION_NOTE },
    body: BulkMailInput,
    response: dataOf(BulkMailPreview),
    status: 200,
    success: json,
  }),
  mail: endpoint({
    method: 'POST',
    path: '/bulk/persons/mail',
    tag: 'Bulk',
    summary: 'Mail the selected members through the notification outbox (one notice per recipient)',
    auth: 'admin',
    permission: { needs: ['persons.update'], on: 'scope', note: SELECTION_NOTE },
    body: BulkMailInput,
    rateLimited: true,
    // A retry after a lost answer would mail everyone twice.
    idempotent: true,
    response: dataOf(BulkResult),
    status: 200,
    success: json,
  }),
  renewal: endpoint({
    method: 'POST',
    path: '/bulk/referees/renewal',
    tag: 'Bulk',
    summary: 'Renew a licence of the selected referees to a new end date (skipped: without the licence, or valid longer already)',
    auth: 'admin',
    permission: { needs: ['referees.edit'], on: 'scope', note: SELECTION_NOTE },
    body: BulkRenewalInput,
    response: dataOf(BulkResult),
    status: 200,
    success: json,
  }),
};

const CLUB_SELECTION_NOTE =
  'the selection is club ids or the admin club list search; clubs outside the scope of the permission are skipped and counted';

/** The admin club list's bulk actions (server/domains/clubs/bulk): the contacts of the selected clubs. */
export const clubBulk = {
  exportContacts: endpoint({
    method: 'POST',
    path: '/bulk/clubs/export',
    tag: 'Bulk',
    summary: "Export the selected clubs' contact persons (the club list's contacts XLSX)",
    auth: 'admin',
    permission: { needs: ['clubs.list'], on: 'scope', note: CLUB_SELECTION_NOTE },
    body: ClubBulkExportInput,
    status: 200,
    success: { kind: 'file', contentTypes: [XLSX] },
  }),
  mailPreview: endpoint({
    method: 'POST',
    path: '/bulk/clubs/mail/preview',
    tag: 'Bulk',
    summary: "A mail to the selected clubs' contact persons as its first recipient reads it, with the counts",
    auth: 'admin',
    permission: { needs: ['clubs.editProfile'], on: 'scope', note: CLUB_SELECTION_NOTE },
    body: ClubBulkMailInput,
    response: dataOf(BulkMailPreview),
    status: 200,
    success: json,
  }),
  mail: endpoint({
    method: 'POST',
    path: '/bulk/clubs/mail',
    tag: 'Bulk',
    summary: "Mail the selected clubs' contact persons through the notification outbox (one notice per person)",
    auth: 'admin',
    permission: { needs: ['clubs.editProfile'], on: 'scope', note: CLUB_SELECTION_NOTE },
    body: ClubBulkMailInput,
    rateLimited: true,
    idempotent: true,
    response: dataOf(BulkResult),
    status: 200,
    success: json,
  }),
};
