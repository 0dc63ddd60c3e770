-- CreateEnum
CREATE TYPE "AvatarReportOutcome" AS ENUM ('released', 'removed');

-- AlterTable
ALTER TABLE "avatar_reports" ADD COLUMN     "handled_by_id" INTEGER,
ADD COLUMN     "outcome" "AvatarReportOutcome";

-- AlterTable
ALTER TABLE "persons" ADD COLUMN     "calendar_token" UUID NOT NULL DEFAULT gen_random_uuid();

-- CreateTable
CREATE TABLE "email_changes" (
    "id" SERIAL NOT NULL,
    "person_id" INTEGER NOT NULL,
    "old_email" VARCHAR(254),
    "new_email" VARCHAR(254) NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "report_token_hash" CHAR(64) NOT NULL,
    "requested_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "confirmed_at" TIMESTAMP(3),
    "cancelled_at" TIMESTAMP(3),
    "reported_at" TIMESTAMP(3),

    CONSTRAINT "email_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotent_requests" (
    "key" VARCHAR(300) NOT NULL,
    "request_hash" CHAR(64) NOT NULL,
    "status" INTEGER,
    "body" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotent_requests_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "email_changes_token_hash_key" ON "email_changes"("token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "email_changes_report_token_hash_key" ON "email_changes"("report_token_hash");

-- CreateIndex
CREATE INDEX "email_changes_person_id_created_at_idx" ON "email_changes"("person_id", "created_at");

-- CreateIndex
CREATE INDEX "idempotent_requests_created_at_idx" ON "idempotent_requests"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "persons_calendar_token_key" ON "persons"("calendar_token");

-- AddForeignKey
ALTER TABLE "avatar_reports" ADD CONSTRAINT "avatar_reports_handled_by_id_fkey" FOREIGN KEY ("handled_by_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- A player's name on the statistics pages comes from persons (first and last name, public short name): a change
-- bumps the counters of every competition with a game in which one of that person's memberships played or scored,
-- so the cached statistics show the new name at once (docs/decisions/005, "Cache"). Row-level, as PostgreSQL
-- allows no transition tables on a column-specific trigger, and such changes are rare.
CREATE FUNCTION "stats_changed_person_name"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM stats_bump(ARRAY(
    SELECT g.competition_id FROM games g
    WHERE g.id IN (SELECT l.game_id FROM game_lineups l JOIN memberships m ON m.id = l.membership_id WHERE m.person_id = NEW.id)
       OR g.id IN (SELECT e.game_id FROM game_events e JOIN memberships m ON m.id = e.membership_id OR m.id = e.assist_membership_id
                   WHERE m.person_id = NEW.id))) \073
  RETURN NULL \073
END';

CREATE TRIGGER "stats_persons_name_update" AFTER UPDATE OF "firstname", "lastname", "public_short_name" ON "persons"
  FOR EACH ROW WHEN (OLD."firstname" IS DISTINCT FROM NEW."firstname" OR OLD."lastname" IS DISTINCT FROM NEW."lastname"
    OR OLD."public_short_name" IS DISTINCT FROM NEW."public_short_name")
  EXECUTE FUNCTION stats_changed_person_name();
