// A bulk action's answer: done, skipped outside the caller's rights, skipped for other reasons (per reason).
import type { BulkResultDTO } from '../../../../shared/schemas/bulk';
import type { BulkCounts } from './rows';

/** The answer's shape of a bulk action's counts. */
export function presentBulk(c: BulkCounts): BulkResultDTO {
  const reasons = Object.fromEntries(Object.entries(c.reasons).filter(([, n]) => n > 0));
  return {
    id: c.id,
    kind: c.kind,
    selected: c.selected,
    done: c.done,
    skipped_rights: c.skippedRights,
    skipped_other: Object.values(reasons).reduce((a, b) => a + b, 0),
    reasons,
    undo_until: c.undoUntil ? c.undoUntil.toISOString() : null,
  };
}
