-- The referees' report of a game: free text and incidents (docs/decisions/047-referee-report.md)
CREATE TABLE "game_referee_reports" (
    "game_id" INTEGER NOT NULL,
    "text" VARCHAR(5000) NOT NULL,
    "incidents" JSONB NOT NULL DEFAULT '[]',
    "updated_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_referee_reports_pkey" PRIMARY KEY ("game_id")
);

CREATE INDEX "game_referee_reports_updated_by_id_idx" ON "game_referee_reports"("updated_by_id");

ALTER TABLE "game_referee_reports" ADD CONSTRAINT "game_referee_reports_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "game_referee_reports" ADD CONSTRAINT "game_referee_reports_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;
