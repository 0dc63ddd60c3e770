// Start, game clock and finish of a game at the table (docs/product.md#score-sheet).
import type { ClockInput, FinishInput } from '../../../shared/schemas/score-sheet';
import { AppError } from '../../errors';
import type { SheetAccess } from '../../policies/score-sheet';

export async function startGame(_sheet: SheetAccess): Promise<void> {
  throw new AppError('Conflict', 'not built yet');
}

export async function setClock(_sheet: SheetAccess, _clock: ClockInput): Promise<void> {
  throw new AppError('Conflict', 'not built yet');
}

export async function finishGame(_sheet: SheetAccess, _input: FinishInput): Promise<void> {
  throw new AppError('Conflict', 'not built yet');
}
