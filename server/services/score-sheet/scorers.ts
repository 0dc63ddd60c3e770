// The persons named to keep one game's score sheet.
import { AppError } from '../../errors';
import type { SheetAccess } from '../../policies/score-sheet';

export async function nameScorers(_sheet: SheetAccess, _personIds: number[]): Promise<void> {
  throw new AppError('Conflict', 'not built yet');
}
