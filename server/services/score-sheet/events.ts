// Events at the table (docs/product.md#score-sheet): goals, fouls, timeouts and breaks, each with the phone's
// idempotency key; the score is derived from the goal events in the same transaction. Owner: score sheet events.
import type { EventCorrection, EventInput, SheetEventDTO } from '../../../shared/schemas/score-sheet';
import { AppError } from '../../errors';
import type { SheetAccess } from '../../policies/score-sheet';

export async function addEvent(_sheet: SheetAccess, _input: EventInput): Promise<{ event: SheetEventDTO; created: boolean }> {
  throw new AppError('Conflict', 'not built yet');
}

export async function correctEvent(_sheet: SheetAccess, _eventId: number, _input: EventCorrection): Promise<SheetEventDTO> {
  throw new AppError('Conflict', 'not built yet');
}

export async function undoEvent(_sheet: SheetAccess, _eventId: number, _reason: string | null): Promise<void> {
  throw new AppError('Conflict', 'not built yet');
}
