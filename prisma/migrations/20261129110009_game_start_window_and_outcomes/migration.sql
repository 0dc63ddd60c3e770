-- The start window before kickoff, the forfeit score and the abandoned rule of a competition, and a game's outcome.
CREATE TYPE "GameOutcome" AS ENUM ('forfeit', 'abandoned');
CREATE TYPE "AbandonedRule" AS ENUM ('replay', 'score_stands');
CREATE TYPE "GameSide" AS ENUM ('home', 'away');

ALTER TABLE "competitions"
  ADD COLUMN "start_window_minutes" INTEGER NOT NULL DEFAULT 60,
  ADD COLUMN "forfeit_goals" INTEGER NOT NULL DEFAULT 10,
  ADD COLUMN "abandoned_rule" "AbandonedRule" NOT NULL DEFAULT 'replay';

-- Ice hockey forfeits 5:0 (docs/product.md#game-day).
UPDATE "competitions" c SET "forfeit_goals" = 5 FROM "sports" s WHERE s.id = c.sport_id AND s.key = 'ice_hockey';

ALTER TABLE "games"
  ADD COLUMN "outcome" "GameOutcome",
  ADD COLUMN "forfeit_side" "GameSide",
  ADD COLUMN "outcome_reason" VARCHAR(300);
