-- Captain and starting goalie on a line-up, assistant and manager as team officials, shots, goalie changes and
-- shootout attempts as events, a competition's shots, overtime and shootout settings, a game's extra time.
ALTER TYPE "PlayerPosition" ADD VALUE 'assistant';
ALTER TYPE "PlayerPosition" ADD VALUE 'manager';
ALTER TYPE "GameEventType" ADD VALUE 'shot';
ALTER TYPE "GameEventType" ADD VALUE 'goalie_change';
ALTER TYPE "GameEventType" ADD VALUE 'shootout';
CREATE TYPE "ExtraTime" AS ENUM ('overtime', 'shootout');

ALTER TABLE "competitions"
  ADD COLUMN "track_shots" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "overtime_minutes" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "shootout" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "games" ADD COLUMN "extra_time" "ExtraTime";

ALTER TABLE "game_lineups"
  ADD COLUMN "captain" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "starting_goalie" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "game_events" ADD COLUMN "scored" BOOLEAN;
