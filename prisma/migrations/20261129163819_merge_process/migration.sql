-- Merging two persons is an approval process of the association (docs/decisions/060-merging-duplicates.md).
ALTER TYPE "ProcessType" ADD VALUE 'merge';
