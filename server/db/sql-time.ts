// Timestamps as statements that build an answer's JSON in PostgreSQL write them (the start page, the personal feed,
// the member list, the cold games answer): one definition, so every such answer writes a time the same way.
import { Prisma } from './generated/client';

/** Milliseconds since 1970 of a timestamp column (stored as UTC), whatever the session's time zone. */
export const epochMsSql = (column: string) => Prisma.raw(`(extract(epoch FROM ${column}) * 1000)::float8`);

/** A timestamp column (stored as UTC) as `Date.prototype.toISOString()` writes it, as SQL text. */
export const isoTimeText = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same as a fragment of a Prisma statement. */
export const isoTimeSql = (column: string) => Prisma.raw(isoTimeText(column));
