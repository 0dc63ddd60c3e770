-- A game code for a scorer without an account (docs/decisions/050-game-code-for-a-scorer.md)
CREATE TABLE "game_scorer_codes" (
    "id" SERIAL NOT NULL,
    "game_id" INTEGER NOT NULL,
    "code_hash" CHAR(64) NOT NULL,
    "pin_hash" TEXT NOT NULL,
    "issued_by_id" INTEGER,
    "issued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_scorer_codes_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "game_scorer_codes_game_id_key" ON "game_scorer_codes"("game_id");

CREATE UNIQUE INDEX "game_scorer_codes_code_hash_key" ON "game_scorer_codes"("code_hash");

ALTER TABLE "game_scorer_codes" ADD CONSTRAINT "game_scorer_codes_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "game_scorer_codes" ADD CONSTRAINT "game_scorer_codes_issued_by_id_fkey" FOREIGN KEY ("issued_by_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;
