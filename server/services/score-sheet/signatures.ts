// A referee's signature on the finished sheet; the last required signature locks it.
import { AppError } from '../../errors';
import type { SheetAccess } from '../../policies/score-sheet';

export async function signAsReferee(_sheet: SheetAccess, _pin: string): Promise<void> {
  throw new AppError('Conflict', 'not built yet');
}
