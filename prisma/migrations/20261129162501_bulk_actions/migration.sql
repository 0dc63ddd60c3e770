-- The bulk actions of the admin lists (docs/decisions/057-bulk-actions.md): what one action did to whom, with its
-- counts, so that a tag change can be undone for an hour, exactly and once.
CREATE TABLE "bulk_actions" (
    "id" SERIAL NOT NULL,
    "actor_id" INTEGER NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "tag_id" INTEGER,
    "person_ids" INTEGER[],
    "tagged_at" TIMESTAMP(3)[],
    "done" INTEGER NOT NULL DEFAULT 0,
    "skipped_rights" INTEGER NOT NULL DEFAULT 0,
    "skipped_other" INTEGER NOT NULL DEFAULT 0,
    "undo_of" INTEGER,
    "undone_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bulk_actions_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "bulk_actions_actor_id_created_at_idx" ON "bulk_actions"("actor_id", "created_at");
