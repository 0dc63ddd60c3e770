-- CreateEnum
CREATE TYPE "GameStatus" AS ENUM ('scheduled', 'postponed', 'cancelled');

-- AlterTable
ALTER TABLE "competitions" ADD COLUMN     "period_count" INTEGER NOT NULL DEFAULT 4,
ADD COLUMN     "period_seconds" INTEGER NOT NULL DEFAULT 1200;

-- AlterTable
ALTER TABLE "games" ADD COLUMN     "field_id" INTEGER,
ADD COLUMN     "status" "GameStatus" NOT NULL DEFAULT 'scheduled',
ADD COLUMN     "status_reason" VARCHAR(300);

-- CreateTable
CREATE TABLE "penalty_types" (
    "id" SERIAL NOT NULL,
    "competition_id" INTEGER NOT NULL,
    "foul_kind" "FoulKind" NOT NULL,
    "name" VARCHAR(40) NOT NULL,
    "seconds" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "penalty_types_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "penalty_types_competition_id_name_key" ON "penalty_types"("competition_id", "name");

-- CreateIndex
CREATE INDEX "games_field_id_kickoff_time_idx" ON "games"("field_id", "kickoff_time");

-- AddForeignKey
ALTER TABLE "penalty_types" ADD CONSTRAINT "penalty_types_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_field_id_fkey" FOREIGN KEY ("field_id") REFERENCES "club_fields"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Existing competitions keep the regular play their sport had (shared/game-length.ts until now)
UPDATE "competitions" c SET "period_count" = r.periods, "period_seconds" = r.seconds
FROM "sports" s, (VALUES ('lacrosse', 4, 900), ('indoor_lacrosse', 3, 1200), ('ice_hockey', 3, 1200), ('lsm', 2, 1200)) AS r(sport_key, periods, seconds)
WHERE s.id = c.sport_id AND s.key = r.sport_key;

-- and the penalties of their sport (docs/product.md#game-day)
INSERT INTO "penalty_types" ("competition_id", "foul_kind", "name", "seconds", "position")
SELECT c.id, p.kind::"FoulKind", p.name, p.seconds, p.position
FROM "competitions" c
JOIN "sports" s ON s.id = c.sport_id
JOIN (VALUES
  ('lacrosse', 'technical', 'technical', 30, 0), ('lacrosse', 'personal', 'personal-1', 60, 1),
  ('lacrosse', 'personal', 'personal-2', 120, 2), ('lacrosse', 'personal', 'personal-3', 180, 3),
  ('lacrosse', 'personal', 'expulsion', 300, 4),
  ('lsm', 'technical', 'technical', 30, 0), ('lsm', 'personal', 'personal-1', 60, 1),
  ('lsm', 'personal', 'personal-2', 120, 2), ('lsm', 'personal', 'personal-3', 180, 3),
  ('lsm', 'personal', 'expulsion', 300, 4),
  ('indoor_lacrosse', 'personal', 'minor', 120, 0), ('indoor_lacrosse', 'personal', 'major', 300, 1),
  ('indoor_lacrosse', 'personal', 'misconduct', 600, 2),
  ('ice_hockey', 'personal', 'minor', 120, 0), ('ice_hockey', 'personal', 'major', 300, 1),
  ('ice_hockey', 'personal', 'misconduct', 600, 2)
) AS p(sport_key, kind, name, seconds, position) ON p.sport_key = s.key;
