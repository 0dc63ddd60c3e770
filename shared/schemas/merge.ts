// Merging two persons found to be one (docs/product.md#merging-duplicates): the side-by-side comparison and the
// request that starts the association's approval process.
import { z } from 'zod';
import { PathId } from './ids';

/** The person fields an admin chooses between, field by field; the rest (memberships, licences...) is joined. */
export const MERGE_FIELDS = [
  'firstname',
  'lastname',
  'gender',
  'birthdate',
  'email',
  'phone_number',
  'mobile_phone',
  'address_1',
  'address_2',
  'zip_code',
  'city',
  'region',
  'country',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const MergeParams = z.object({ id: PathId, sub: PathId });

/** One side of the comparison: the fields, what the person holds, and the stamp a merge request carries. */
export const MergeSide = z.strictObject({
  id: z.int(),
  fields: z.record(z.string(), z.string().nullable()),
  has_account: z.boolean(),
  memberships: z.int(),
  licenses: z.int(),
  history_entries: z.int(),
  /** The person's last change: a merge is refused when either has changed since (409 MergeOutdated). */
  updated_at: z.string(),
});
export const MergeComparison = z.strictObject({ survivor: MergeSide, other: MergeSide });
export type MergeComparisonDTO = z.infer<typeof MergeComparison>;

export const MergeInput = z.strictObject({
  /** Which person's value each field takes; a field not named keeps the survivor's. */
  fields: z.partialRecord(z.enum(MERGE_FIELDS), z.enum(['survivor', 'other'])).default({}),
  /** The stamps of the comparison the admin chose from. */
  survivor_updated_at: z.string().max(40),
  other_updated_at: z.string().max(40),
});
export type MergeInput = z.infer<typeof MergeInput>;
