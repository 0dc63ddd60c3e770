// The locks of the schedule's writes besides the game's own row lock (rows.ts: lockGame).
import { Prisma } from '../../db/generated/client';

export const lockSeasonSql = (id: number) => Prisma.sql`SELECT id FROM seasons WHERE id = ${id} FOR UPDATE`;
export const lockGroupSql = (id: number) => Prisma.sql`SELECT id FROM groups WHERE id = ${id} FOR UPDATE`;

/** The competition's row, with what a group's teams are checked against. */
export const lockCompetitionSql = (id: number) =>
  Prisma.sql`SELECT association_id, sport_id FROM competitions WHERE id = ${id} FOR UPDATE`;

/** A competition's penalty types under their row locks (a foul being recorded with one holds a share lock: waited for). */
export const lockPenaltyTypesSql = (competitionId: number) =>
  Prisma.sql`SELECT id, name FROM penalty_types WHERE competition_id = ${competitionId} ORDER BY id FOR UPDATE`;

/** One field's bookings at a time (pickFreeFields). */
export const lockFieldSql = (fieldId: number) => Prisma.sql`SELECT pg_advisory_xact_lock(1518, ${fieldId}::int)`;

/** One schedule generation of a group at a time. */
export const lockGroupScheduleSql = (groupId: number) => Prisma.sql`SELECT pg_advisory_xact_lock(1519, ${groupId}::int)`;
