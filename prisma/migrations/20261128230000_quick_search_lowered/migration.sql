-- The quick search compares lower(column) LIKE lower(pattern), the pattern lowered once per statement: what ILIKE does
-- under the database's ICU collation (it lowers both sides, then matches bytes), without lowering the pattern again
-- for every row (docs/decisions/035). Its trigram indexes are therefore on the lowered columns.
DROP INDEX IF EXISTS "persons_firstname_trgm_idx";
DROP INDEX IF EXISTS "persons_lastname_trgm_idx";
DROP INDEX IF EXISTS "persons_email_trgm_idx";

CREATE INDEX "persons_lower_firstname_trgm_idx" ON "persons" USING GIN (lower("firstname") gin_trgm_ops);
CREATE INDEX "persons_lower_lastname_trgm_idx" ON "persons" USING GIN (lower("lastname") gin_trgm_ops);
CREATE INDEX "persons_lower_email_trgm_idx" ON "persons" USING GIN (lower("email") gin_trgm_ops);
