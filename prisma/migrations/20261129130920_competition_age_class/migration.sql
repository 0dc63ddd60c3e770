-- A competition's age class (docs/product.md#game-day): ages on 31 December of the game's year, 0 is no limit.
ALTER TABLE "competitions"
  ADD COLUMN "min_age" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "max_age" INTEGER NOT NULL DEFAULT 0;
