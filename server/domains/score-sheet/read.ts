// The whole score sheet in one answer (GET /games/{id}/sheet): the game with its events, staff, signatures and
// corrections in one read, both line-ups with their eligibility flags in a few more.
import type { ScoreSheetDTO } from '../../../shared/schemas/score-sheet';
import { db } from '../../db/client';
import { notFound } from '../../errors';
import type { SheetAccess } from './policy';
import { presentScoreSheet } from './presenter';
import { loadLineups } from './lineups';
import { SHEET_GAME_SELECT } from './rows';

/** The sheet as the caller sees it now (their rights from the authorization). */
export async function readScoreSheet(sheet: SheetAccess): Promise<ScoreSheetDTO> {
  const game = await db().game.findUnique({ where: { id: sheet.game.id }, select: SHEET_GAME_SELECT });
  if (!game) throw notFound('Game');
  const lineups = await loadLineups(db(), game);
  return presentScoreSheet(game, lineups, sheet.rights);
}
