-- The audit log's keyset (created_at, id) newest first, alone and under each of its filters (docs/decisions/059).
DROP INDEX IF EXISTS "audit_entries_subject_id_created_at_idx";
DROP INDEX IF EXISTS "audit_entries_actor_id_created_at_idx";
CREATE INDEX "audit_entries_created_at_id_idx" ON "audit_entries"("created_at", "id");
CREATE INDEX "audit_entries_subject_id_created_at_id_idx" ON "audit_entries"("subject_id", "created_at", "id");
CREATE INDEX "audit_entries_actor_id_created_at_id_idx" ON "audit_entries"("actor_id", "created_at", "id");
CREATE INDEX "audit_entries_entity_created_at_id_idx" ON "audit_entries"("entity", "created_at", "id");
