// The one audit log of the admin area (docs/product.md#audit-log): its filters, a keyset page of entries with each
// field change old and new, and the undo of one field change.
import { z } from 'zod';
import { HistoryEntry } from './persons';
import { PathId } from './ids';

/** The kinds of change the log filters by: the entity an entry is about. */
export const AUDIT_KINDS = [
  'person',
  'membership',
  'license',
  'tag',
  'acl_rule',
  'international_team',
  'process',
  'club',
  'club_field',
  'game',
  'group',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

const Day = z.string().regex(/^(?!0000)\d{4}-\d{2}-\d{2}$/, 'invalidDate');
const Id = z.coerce.number().int().min(1).max(2_147_483_647);

export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

export const AuditLogQuery = z
  .object({
    /** Who made the change. */
    actor_id: Id.optional(),
    /** The member the change is about. */
    person_id: Id.optional(),
    kind: z.enum(AUDIT_KINDS).optional(),
    /** The association's calendar days, both included. */
    from: Day.optional(),
    to: Day.optional(),
    /** The last entry of the page before (its next_cursor): the next page starts after it. */
    cursor: z
      .string()
      .regex(/^\d{1,15}_\d{1,10}$/)
      .optional(),
    page_size: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE_DEFAULT),
  })
  .strict();
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

/** One field's change: the value before and after (null where it did not exist). */
export const FieldChange = z.strictObject({
  field: z.string(),
  old: z.unknown(),
  new: z.unknown(),
  /** An admin may set it back from the log (a person's own data). */
  undoable: z.boolean(),
});
export type FieldChangeDTO = z.infer<typeof FieldChange>;

export const AuditLogEntry = HistoryEntry.extend({
  subject: z.strictObject({ id: z.int(), firstname: z.string(), lastname: z.string() }).nullable(),
  changes: z.array(FieldChange),
});
export type AuditLogEntryDTO = z.infer<typeof AuditLogEntry>;

export const AuditLogPage = z.strictObject({
  data: z.array(AuditLogEntry),
  meta: z.strictObject({
    page_size: z.int(),
    /** The cursor of the next page; null on the last. */
    next_cursor: z.string().nullable(),
    filter: z.record(z.string(), z.unknown()),
  }),
});

export const AuditUndoParams = z.object({ id: PathId });
export const AuditUndoInput = z.strictObject({ field: z.string().min(1).max(40) });
export type AuditUndoInput = z.infer<typeof AuditUndoInput>;

/** The new change the undo made: the new entry's id. */
export const AuditUndone = z.strictObject({ id: z.int() });
