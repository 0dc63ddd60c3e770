-- Signatures removed by a change of what they signed (docs/product.md#score-sheet): kept for the sheet to show until
-- the same role signs again.
CREATE TYPE "SignatureRemovalCause" AS ENUM ('lineup', 'events');

-- CreateTable
CREATE TABLE "game_signature_removals" (
    "id" SERIAL NOT NULL,
    "game_id" INTEGER NOT NULL,
    "person_id" INTEGER,
    "role" "SignatureRole" NOT NULL,
    "name" VARCHAR(130) NOT NULL,
    "signed_at" TIMESTAMP(3) NOT NULL,
    "cause" "SignatureRemovalCause" NOT NULL,
    "removed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removed_by_id" INTEGER,

    CONSTRAINT "game_signature_removals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "game_signature_removals_game_id_removed_at_idx" ON "game_signature_removals"("game_id", "removed_at");

-- AddForeignKey
ALTER TABLE "game_signature_removals" ADD CONSTRAINT "game_signature_removals_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_signature_removals" ADD CONSTRAINT "game_signature_removals_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_signature_removals" ADD CONSTRAINT "game_signature_removals_removed_by_id_fkey" FOREIGN KEY ("removed_by_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;
