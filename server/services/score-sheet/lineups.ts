// Line-ups of a game (docs/product.md#score-sheet): from the team's current memberships, saved per game, with
// eligibility flags, confirmed by the team manager's signature PIN.
import type { LineupCandidateDTO, LineupInput, SheetLineupDTO, SideName } from '../../../shared/schemas/score-sheet';
import { AppError } from '../../errors';
import type { SheetAccess } from '../../policies/score-sheet';

export async function lineupCandidates(
  _sheet: SheetAccess,
  _side: SideName,
): Promise<{ data: LineupCandidateDTO[]; meta: never }> {
  throw new AppError('Conflict', 'not built yet');
}

export async function saveLineup(_sheet: SheetAccess, _side: SideName, _input: LineupInput): Promise<SheetLineupDTO> {
  throw new AppError('Conflict', 'not built yet');
}

export async function confirmLineup(_sheet: SheetAccess, _side: SideName, _pin: string): Promise<SheetLineupDTO> {
  throw new AppError('Conflict', 'not built yet');
}
