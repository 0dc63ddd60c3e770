// Bulk actions of the admin lists (docs/decisions/057-bulk-actions.md): what a selection is, the actions' inputs and
// their answers with counts.
import { z } from 'zod';
import { BodyId, PathId } from './ids';
import { PLAIN_TEXT, PLAIN_TEXT_MESSAGE, queryText } from './text';
import { RQL_LIMITS } from '../rql';
import { PERSON_EXPORT_FORMATS, flag } from './persons';

/** At most this many persons in one bulk action (413 SelectionTooLarge above). */
export const BULK_SELECTION_MAX = 50_000;
/** Ids a selection may name one by one (a page, or several pages ticked): beyond, the client sends the search. */
export const BULK_IDS_MAX = 10_000;
/** The longest mail text a bulk mail takes (characters). */
export const BULK_MAIL_BODY_MAX = 20_000;
/** How long a tag change can be undone. */
export const BULK_UNDO_MS = 60 * 60_000;
/** The placeholders a bulk mail's subject and text may hold. */
export const BULK_MAIL_PLACEHOLDERS = ['first_name', 'last_name', 'email'] as const;

const searchText = z.string().trim().max(100).regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE).optional();

/** Rows ticked one by one, or everything a search of the list matches (the server resolves the search again). */
export const PersonSelection = z.union([
  z.strictObject({ ids: z.array(BodyId).min(1).max(BULK_IDS_MAX) }),
  z.strictObject({ search: z.strictObject({ rql: queryText(RQL_LIMITS.length).optional(), q: searchText }) }),
]);
export type PersonSelection = z.infer<typeof PersonSelection>;

/** The referee list's selection: its search is the quick search and "valid licences only". */
export const RefereeSelection = z.union([
  z.strictObject({ ids: z.array(BodyId).min(1).max(BULK_IDS_MAX) }),
  z.strictObject({ search: z.strictObject({ q: searchText, valid: flag.optional() }) }),
]);
export type RefereeSelection = z.infer<typeof RefereeSelection>;

export const BulkTagInput = z.strictObject({
  selection: PersonSelection,
  tag_id: BodyId,
  /** Remove the tag instead of adding it. */
  remove: z.boolean().default(false),
});
export type BulkTagInput = z.infer<typeof BulkTagInput>;

export const BulkExportInput = z.strictObject({ selection: PersonSelection, format: z.enum(PERSON_EXPORT_FORMATS) });

/** A mail's subject or text: lines, but no other control characters. */
const mailText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, PLAIN_TEXT_MESSAGE);

export const BulkMailInput = z.strictObject({
  selection: PersonSelection,
  subject: mailText(200),
  body: mailText(BULK_MAIL_BODY_MAX),
});
export type BulkMailInput = z.infer<typeof BulkMailInput>;

export const BulkRenewalInput = z.strictObject({
  selection: RefereeSelection,
  license_id: BodyId,
  /** The licence's new end (yyyy-mm-dd). */
  valid_to: z.iso.date(),
});
export type BulkRenewalInput = z.infer<typeof BulkRenewalInput>;

/** Why persons of a selection were left alone, beyond being outside the caller's rights. */
export const BULK_SKIP_REASONS = ['alreadyTagged', 'notTagged', 'noAddress', 'optedOut', 'noLicence', 'alreadyValid'] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

/** The answer of every bulk action: what was done, and who was skipped and why. */
export const BulkResult = z.strictObject({
  /** The action's record (its undo names it); null for actions that keep none (exports). */
  id: z.int().nullable(),
  kind: z.string(),
  selected: z.int().min(0),
  done: z.int().min(0),
  /** Selected persons outside the caller's rights for this action: never touched. */
  skipped_rights: z.int().min(0),
  /** Persons in the caller's rights left alone for another reason, counted per reason. */
  skipped_other: z.int().min(0),
  reasons: z.partialRecord(z.enum(BULK_SKIP_REASONS), z.int().min(0)),
  /** Until when the action can be undone (ISO 8601); null where it cannot. */
  undo_until: z.string().nullable(),
});
export type BulkResultDTO = z.infer<typeof BulkResult>;

/** A bulk mail as one recipient will read it, and how many it reaches. */
export const BulkMailPreview = z.strictObject({
  recipient: z.strictObject({ id: z.int(), name: z.string(), email: z.string() }).nullable(),
  subject: z.string(),
  text: z.string(),
  recipients: z.int().min(0),
  without_address: z.int().min(0),
  opted_out: z.int().min(0),
  skipped_rights: z.int().min(0),
});
export type BulkMailPreviewDTO = z.infer<typeof BulkMailPreview>;

export const BulkParams = z.object({ id: PathId });

/** The admin club list's selection: ticked clubs, or every club its quick search matches. */
export const ClubSelection = z.union([
  z.strictObject({ ids: z.array(BodyId).min(1).max(BULK_IDS_MAX) }),
  z.strictObject({ search: z.strictObject({ q: z.string().trim().max(120).regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE).optional() }) }),
]);
export type ClubSelection = z.infer<typeof ClubSelection>;

export const ClubBulkExportInput = z.strictObject({ selection: ClubSelection });
export const ClubBulkMailInput = z.strictObject({
  selection: ClubSelection,
  subject: mailText(200),
  body: mailText(BULK_MAIL_BODY_MAX),
});
export type ClubBulkMailInput = z.infer<typeof ClubBulkMailInput>;
