// Ids as the database keeps them (PostgreSQL integer): positive and at most 2^31 - 1, so an id never overflows into a
// database error. In a path or a query only digits count: Number() would also take `0x10`, `1e3` or blanks.
import { z } from 'zod';

export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const BodyId = z.number().int().positive().max(MAX_ID);

/** An id in a path or a query string. */
export const PathId = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive number')
  .transform(Number)
  .pipe(BodyId);
