// Referees (GET /referees include refereeLicenses, docs/product.md#licence-panel) and their exports.
import { z } from 'zod';
import { flag, ListQuery, PERSON_ORDER_BY } from './persons';
import { LicenseLevel } from './persons';
import { GENDERS } from '../constants';

export const REFEREE_EXPORT_FORMATS = ['csv', 'emails-csv', 'full-xlsx'] as const;

export const RefereeListQuery = ListQuery.extend({
  format: z.enum(REFEREE_EXPORT_FORMATS).optional(),
  /** The list's order, which its exports keep. */
  order_by: z.enum(PERSON_ORDER_BY).default('persons.lastname'),
  order_by_desc: flag.default(false),
  /** Only referees holding a valid licence today. */
  valid: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** Only referees holding a licence that ended before today (docs/product.md#licence-expiry). */
  expired: flag.default(false),
  /** Only referees holding a licence that ends today or within this many days. */
  expires_within: z.coerce.number().int().min(0).max(3660).optional(),
}).strict();
export type RefereeListQuery = z.infer<typeof RefereeListQuery>;

/** A referee licence of a person; relation_id absent means not assigned to them (a licence of the viewer's scope). */
export const RefereeLicense = z.strictObject({
  id: z.int(),
  name: z.string(),
  abbreviation: z.string(),
  color: z.string(),
  sport: z.strictObject({ id: z.int(), name: z.string() }).nullable(),
  levels: z.array(LicenseLevel),
  level: z.int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_valid: z.boolean(),
  relation_id: z.int().optional(),
});
export type RefereeLicenseDTO = z.infer<typeof RefereeLicense>;

export const Referee = z.strictObject({
  id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(GENDERS),
  email: z.string().nullable(),
  avatar_state: z.enum(['ok', 'none']),
  clubs: z.array(z.strictObject({ id: z.int(), name: z.string() })),
  refereeLicenses: z.array(RefereeLicense),
});
export type RefereeDTO = z.infer<typeof Referee>;
