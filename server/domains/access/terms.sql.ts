// Which terms a person still has to consent to, in SQL: the newest version of each term that applies to them. The one rule
// behind `terms_requiring_consent` (GET /api/self) and the server's consent gate (server/middleware/consent-gate.ts).
import { readRows } from '../../db/raw';
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';
import { currentMembershipSql } from './scope.sql';

/**
 * Ids of the terms whose newest version the person has not consented to: the portal's own terms, the terms of the
 * associations of their clubs and those of their clubs (memberships not ended, alumni included). One statement,
 * every step on an index, because every state-changing request of a signed-in user runs it.
 */
export async function termsRequiringConsent(personId: number): Promise<number[]> {
  // Read for every start page: straight on pg (server/db/raw.ts).
  const rows = await readRows<{ id: number }>(
    cached(Prisma.sql`
    WITH clubs_of AS (
      SELECT DISTINCT m.club_id, c.association_id
      FROM memberships m JOIN clubs c ON c.id = m.club_id
      WHERE m.person_id = ${personId} AND ${currentMembershipSql()}
    )
    SELECT t.id
    FROM terms t
    CROSS JOIN LATERAL (
      SELECT v.id FROM term_versions v WHERE v.term_id = t.id ORDER BY v.version DESC LIMIT 1
    ) newest
    WHERE (
        (t.product = 'portal' AND t.association_id IS NULL AND t.club_id IS NULL)
        OR (t.club_id IS NULL AND t.association_id IN (SELECT association_id FROM clubs_of))
        OR t.club_id IN (SELECT club_id FROM clubs_of)
      )
      AND NOT EXISTS (SELECT 1 FROM consents co WHERE co.person_id = ${personId} AND co.term_version_id = newest.id)
    ORDER BY t.id`),
  );
  return rows.map((r) => r.id);
}
