-- Quick search of the member list (ILIKE '%word%' on first name, last name and e-mail): trigram indexes.
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "persons_firstname_trgm_idx" ON "persons" USING GIN ("firstname" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "persons_lastname_trgm_idx" ON "persons" USING GIN ("lastname" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "persons_email_trgm_idx" ON "persons" USING GIN ("email" gin_trgm_ops);
