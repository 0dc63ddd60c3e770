// The audit log's entries (docs/decisions/059-one-audit-log.md): 1,000,000 by default at scale 1, over the last
// three years, in one INSERT ... SELECT: person data, memberships and licences of the federation's members, club
// profiles and game changes; a fifth made by the bench admin. Deterministic (arithmetic on the row number).
import type pg from 'pg';

export const AUDIT_ENTRIES = 1_000_000;

export async function seedAuditEntries(client: pg.ClientBase, now: Date, count: number, adminId: number): Promise<void> {
  // 95 s apart: a million entries cover about three years up to `now`.
  await client.query(
    `WITH bounds AS (
       SELECT (SELECT max(id) FROM persons) AS persons, (SELECT max(id) FROM clubs) AS clubs,
              (SELECT coalesce(max(id), 1) FROM games) AS games, (SELECT min(id) FROM memberships) AS m0,
              (SELECT max(id) FROM memberships) AS m1
     )
     INSERT INTO audit_entries (subject_id, actor_id, action, entity, entity_id, data, created_at)
     SELECT
       CASE WHEN k < 8 THEN s END,
       CASE WHEN i % 5 = 0 THEN $3::int ELSE 1 + (i * 104729) % b.persons END,
       (ARRAY['person.updated','person.updated','person.updated','membership.updated','membership.updated',
              'license.updated','tag.assigned','acl_rule.granted','club.profile','game.update'])[k + 1],
       (ARRAY['person','person','person','membership','membership','license','tag','acl_rule','club','game'])[k + 1],
       CASE k WHEN 3 THEN b.m0 + (i * 31) % (b.m1 - b.m0 + 1) WHEN 4 THEN b.m0 + (i * 31) % (b.m1 - b.m0 + 1)
         WHEN 8 THEN 1 + i % b.clubs WHEN 9 THEN 1 + i % b.games ELSE s END,
       CASE WHEN k < 3 THEN jsonb_build_object('city', jsonb_build_object('from', 'Ort ' || (i % 97), 'to', 'Ort ' || (i % 89)))
         ELSE jsonb_build_object('before', jsonb_build_object('level', i % 3), 'after', jsonb_build_object('level', 1 + i % 3)) END,
       $1::timestamp - (($2::bigint - i) * 95) * interval '1 second'
     FROM bounds b, generate_series(1::bigint, $2::bigint) AS i,
       LATERAL (SELECT (i % 10)::int AS k, 1 + (i * 7919) % b.persons AS s) x`,
    [now.toISOString(), count, adminId],
  );
}
