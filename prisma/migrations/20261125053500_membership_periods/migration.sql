-- CreateTable
CREATE TABLE "membership_periods" (
    "id" SERIAL NOT NULL,
    "membership_id" INTEGER NOT NULL,
    "club_id" INTEGER NOT NULL,
    "sport_id" INTEGER NOT NULL,
    "active_from" DATE NOT NULL,
    "active_to" DATE,

    CONSTRAINT "membership_periods_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "membership_periods_membership_id_active_from_idx" ON "membership_periods"("membership_id", "active_from");

-- CreateIndex
CREATE INDEX "membership_periods_club_id_idx" ON "membership_periods"("club_id");

-- CreateIndex
CREATE INDEX "membership_periods_sport_id_idx" ON "membership_periods"("sport_id");

-- AddForeignKey
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_membership_id_fkey" FOREIGN KEY ("membership_id") REFERENCES "memberships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_sport_id_fkey" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

