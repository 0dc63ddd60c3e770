// The processes' raw SQL: the process row lock, and what erasing a person changes beyond Prisma's updates.
import type { Tx } from '../memberships';

/** Locks the process row until the transaction ends, so that two approvers give each approval once. */
export const lockProcess = (tx: Tx, id: number) => tx.$queryRaw`SELECT id FROM processes WHERE id = ${id}::int FOR UPDATE`;

/** Erasing: a new calendar secret (the old address named the person and answers 404), the processes' data gone. */
export const newCalendarToken = (tx: Tx, personId: number) =>
  tx.$executeRaw`UPDATE persons SET calendar_token = gen_random_uuid() WHERE id = ${personId}`;
export const clearProcessData = (tx: Tx, personId: number) =>
  tx.$executeRaw`UPDATE processes SET data = NULL WHERE person_id = ${personId} AND data IS NOT NULL`;
