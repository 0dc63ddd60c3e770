-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "max_age" SMALLINT,
ADD COLUMN     "min_age" SMALLINT;

