// The whole score sheet in one answer (GET /games/{id}/sheet).
import type { ScoreSheetDTO } from '../../../shared/schemas/score-sheet';
import { AppError } from '../../errors';
import type { SheetAccess } from '../../policies/score-sheet';

export async function readScoreSheet(_sheet: SheetAccess): Promise<ScoreSheetDTO> {
  throw new AppError('Conflict', 'not built yet');
}
