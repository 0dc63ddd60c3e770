// Referees (GET /referees include refereeLicenses, docs/product.md#licence-panel) and their exports.
import { z } from 'zod';
import { flag, ListQuery, PERSON_ORDER_BY } from './persons';
import type { LicenseLevelDTO } from './persons';

export const REFEREE_EXPORT_FORMATS = ['csv', 'emails-csv', 'full-xlsx'] as const;

export const RefereeListQuery = ListQuery.extend({
  format: z.enum(REFEREE_EXPORT_FORMATS).optional(),
  /** The list's order, which its exports keep (issue 13). */
  order_by: z.enum(PERSON_ORDER_BY).default('persons.lastname'),
  order_by_desc: flag.default(false),
  /** Only referees holding a valid licence today. */
  valid: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
}).strict();
export type RefereeListQuery = z.infer<typeof RefereeListQuery>;

/** A referee licence of a person; relation_id absent means not assigned to them (a licence of the viewer's scope). */
export interface RefereeLicenseDTO {
  id: number;
  name: string;
  abbreviation: string;
  color: string;
  sport: { id: number; name: string } | null;
  levels: LicenseLevelDTO[];
  level: number | null;
  start_date: string | null;
  end_date: string | null;
  is_valid: boolean;
  relation_id?: number;
}

export interface RefereeDTO {
  id: number;
  firstname: string;
  lastname: string;
  gender: 'male' | 'female';
  email: string | null;
  avatar_state: 'ok' | 'none';
  clubs: { id: number; name: string }[];
  refereeLicenses: RefereeLicenseDTO[];
}
