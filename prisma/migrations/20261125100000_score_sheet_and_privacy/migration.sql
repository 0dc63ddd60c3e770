-- CreateEnum
CREATE TYPE "SignatureRole" AS ENUM ('home_manager', 'away_manager', 'referee');

-- AlterEnum


ALTER TYPE "ProcessType" ADD VALUE 'rectify';
ALTER TYPE "ProcessType" ADD VALUE 'erase';

-- AlterTable
ALTER TABLE "game_events" ADD COLUMN     "created_by_id" INTEGER,
ADD COLUMN     "idempotency_key" UUID,
ADD COLUMN     "penalty_type_id" INTEGER,
ADD COLUMN     "period" INTEGER,
ADD COLUMN     "updated_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "game_lineups" ADD COLUMN     "position" "PlayerPosition";

-- AlterTable
ALTER TABLE "games" ADD COLUMN     "clock_running_since" TIMESTAMP(3),
ADD COLUMN     "clock_seconds" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "duration" INTEGER,
ADD COLUMN     "locked_at" TIMESTAMP(3),
ADD COLUMN     "period" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "persons" ADD COLUMN     "erased_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "processes" ADD COLUMN     "data" JSONB;

-- CreateTable
CREATE TABLE "game_scorers" (
    "game_id" INTEGER NOT NULL,
    "person_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_scorers_pkey" PRIMARY KEY ("game_id","person_id")
);

-- CreateTable
CREATE TABLE "game_signatures" (
    "id" SERIAL NOT NULL,
    "game_id" INTEGER NOT NULL,
    "person_id" INTEGER,
    "role" "SignatureRole" NOT NULL,
    "name" VARCHAR(130) NOT NULL,
    "signed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_signatures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_corrections" (
    "id" SERIAL NOT NULL,
    "game_id" INTEGER NOT NULL,
    "person_id" INTEGER,
    "reason" VARCHAR(300) NOT NULL,
    "change" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_corrections_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "game_scorers_person_id_idx" ON "game_scorers"("person_id");

-- CreateIndex
CREATE INDEX "game_signatures_person_id_idx" ON "game_signatures"("person_id");

-- CreateIndex
CREATE UNIQUE INDEX "game_signatures_game_id_role_person_id_key" ON "game_signatures"("game_id", "role", "person_id");

-- CreateIndex
CREATE INDEX "game_corrections_game_id_created_at_idx" ON "game_corrections"("game_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "game_events_game_id_idempotency_key_key" ON "game_events"("game_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_penalty_type_id_fkey" FOREIGN KEY ("penalty_type_id") REFERENCES "penalty_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_scorers" ADD CONSTRAINT "game_scorers_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_scorers" ADD CONSTRAINT "game_scorers_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_signatures" ADD CONSTRAINT "game_signatures_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_signatures" ADD CONSTRAINT "game_signatures_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_corrections" ADD CONSTRAINT "game_corrections_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_corrections" ADD CONSTRAINT "game_corrections_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "competitions" ADD COLUMN     "required_license_id" INTEGER;

-- AddForeignKey
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_required_license_id_fkey" FOREIGN KEY ("required_license_id") REFERENCES "licenses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

