// What a bulk action did, as its services return it (the presenter shapes the answer).
import type { BulkSkipReason } from '../../../../shared/schemas/bulk';

export interface BulkCounts {
  id: number | null;
  kind: string;
  selected: number;
  done: number;
  skippedRights: number;
  reasons: Partial<Record<BulkSkipReason, number>>;
  undoUntil: Date | null;
}
