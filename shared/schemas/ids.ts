// Ids as the database keeps them (PostgreSQL integer): positive and at most 2^31 - 1, so an id never overflows into a
// database error. In a path or a query only digits count: Number() would also take `0x10`, `1e3` or blanks.
import { z } from 'zod';

export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const BodyId = z.number().int().positive().max(MAX_ID);

/**
 * How an id in a path or query is documented (the OpenAPI document reads zod's JSON Schema): the integer it stands for,
 * 1..MAX_ID, which is what the parse below takes. Its digits check is a refinement, not a regex, so the document does
 * not say `pattern` of an integer.
 */
export const ID_PARAMETER = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

/** An id in a path or a query string. */
export const PathId = z
  .string()
  .refine((value) => /^\d{1,10}$/.test(value), 'must be a positive number')
  .transform(Number)
  .pipe(BodyId)
  .meta(ID_PARAMETER);
