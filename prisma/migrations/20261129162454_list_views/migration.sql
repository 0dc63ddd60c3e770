-- Saved views and chosen columns of the admin lists (docs/decisions/058-saved-views-and-columns.md).
CREATE TABLE "list_views" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER,
    "association_id" INTEGER,
    "list" VARCHAR(20) NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "rql" VARCHAR(4000) NOT NULL DEFAULT '',
    "q" VARCHAR(100) NOT NULL DEFAULT '',
    "order_by" VARCHAR(40) NOT NULL,
    "order_desc" BOOLEAN NOT NULL DEFAULT false,
    "columns" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "list_views_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "list_columns" (
    "person_id" INTEGER NOT NULL,
    "list" VARCHAR(20) NOT NULL,
    "columns" JSONB NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "list_columns_pkey" PRIMARY KEY ("person_id","list")
);

CREATE INDEX "list_views_owner_id_idx" ON "list_views"("owner_id");

CREATE INDEX "list_views_association_id_idx" ON "list_views"("association_id");

ALTER TABLE "list_views" ADD CONSTRAINT "list_views_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "list_views" ADD CONSTRAINT "list_views_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "list_columns" ADD CONSTRAINT "list_columns_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;
