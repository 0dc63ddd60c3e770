-- The entries about one club, club field, game or group newest first: a narrow scope's log reads them by id (docs/decisions/059).
CREATE INDEX "audit_entries_entity_entity_id_created_at_id_idx" ON "audit_entries"("entity", "entity_id", "created_at", "id");
