// A licence renewed for many referees at once, as the single change does (PUT /api/persons/{id}/licenses/{sub} with
// a new valid_to): one UPDATE and its history entries in one transaction; skipped with reasons: outside the caller's
// referees.edit, without the licence, or valid as long or longer already (or without an end).
import type { BulkRenewalInput } from '../../../../shared/schemas/bulk';
import { db } from '../../../db/client';
import { Prisma } from '../../../db/generated/client';
import { forbidden, notFound } from '../../../errors';
import type { Access } from '../../access';
import type { BulkCounts } from './rows';
import { resolveReferees } from './selection.sql';

const NOW = Prisma.raw(`(now() AT TIME ZONE 'UTC')`);

/** POST /api/bulk/referees/renewal. */
export async function bulkRenewal(access: Access, input: BulkRenewalInput): Promise<BulkCounts> {
  const license = await db().license.findUnique({
    where: { id: input.license_id },
    select: { id: true, name: true, associationId: true },
  });
  if (!license) throw notFound('Licence');
  if (!access.scope('referees.edit').associations.has(license.associationId)) throw forbidden('Licence outside your scope');
  const { selected, allowed } = await resolveReferees(access, input.selection, 'referees.edit');
  return db().$transaction(
    async (tx) => {
      const [{ id }] = await tx.$queryRaw<[{ id: number }]>`
        INSERT INTO bulk_actions (actor_id, kind, created_at) VALUES (${access.personId}, 'licence.renewal', ${NOW}) RETURNING id`;
      const [counts] = await tx.$queryRaw<[{ holders: number; ids: number[] }]>`
        WITH held AS (
          SELECT pl.id, pl.person_id, pl.level, pl.valid_from, pl.valid_to FROM person_licenses pl
           WHERE pl.license_id = ${license.id} AND pl.person_id = ANY(${allowed}::int[])
           FOR UPDATE
        ), renewed AS (
          UPDATE person_licenses pl SET valid_to = ${input.valid_to}::date
            FROM held h
           WHERE pl.id = h.id AND h.valid_to IS NOT NULL AND h.valid_to < ${input.valid_to}::date
          RETURNING pl.person_id, h.valid_to AS before
        ), logged AS (
          INSERT INTO audit_entries (subject_id, actor_id, action, entity, entity_id, data, created_at)
          SELECT person_id, ${access.personId}, 'license.updated', 'license', ${license.id},
                 jsonb_build_object('license', ${license.name}::text, 'bulk', ${id}::int,
                   'before', jsonb_build_object('valid_to', to_char(before, 'YYYY-MM-DD')),
                   'after', jsonb_build_object('valid_to', ${input.valid_to}::text)),
                 ${NOW}
            FROM renewed
        )
        SELECT (SELECT count(*)::int FROM held) AS holders,
               coalesce((SELECT array_agg(person_id ORDER BY person_id) FROM renewed), '{}') AS ids`;
      const done = counts.ids.length;
      const reasons = { noLicence: allowed.length - counts.holders, alreadyValid: counts.holders - done };
      await tx.$executeRaw`
        UPDATE bulk_actions SET person_ids = ${counts.ids}::int[], done = ${done}, skipped_rights = ${selected - allowed.length},
               skipped_other = ${allowed.length - done}
         WHERE id = ${id}`;
      return { id, kind: 'licence.renewal', selected, done, skippedRights: selected - allowed.length, reasons, undoUntil: null };
    },
    { timeout: 60_000 },
  );
}
