// Who may do what on a game's score sheet (docs/product.md#score-sheet): the home team's team manager, an assigned
// referee, a scorer named for the game and whoever holds games.score on the competition (association admin, league
// representative) keep the sheet; each team's manager edits and confirms their own line-up only; after the finish only
// the referees and the scorer change events; assigned referees sign; an association admin corrects a finished or
// locked sheet with a reason. An unknown game is 404; a caller with no right on it 403.
import { readsRefereeReport, type SheetRightsDTO, type SideName } from '../../../shared/schemas/score-sheet';
import { db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import type { Access } from '../access';
import { coversCompetition } from '../games';
import { SHEET_ACCESS_SELECT, type SheetGame } from './rows';

export interface SheetAccess {
  /** The signed-in person; null for a game code's session (it has no person: decision 050). */
  personId: number | null;
  /** The game code of a game code's session. */
  gameCodeId?: number;
  game: SheetGame;
  rights: SheetRightsDTO;
}

export type SheetRight = keyof SheetRightsDTO;

/** The rights of the caller on this game's sheet, from their rules and the game's staff. */
export function sheetRights(access: Access, game: SheetGame, staff: { referee: boolean; scorer: boolean }): SheetRightsDTO {
  const onCompetition = coversCompetition(access, 'games.score', game.competition);
  const teams = access.scope('games.score').teams;
  const homeManager = teams.has(game.homeTeamId);
  const awayManager = teams.has(game.awayTeamId);
  const table = onCompetition || staff.referee || staff.scorer;
  return {
    score: table || homeManager,
    // The other side's line-up is the table's, never the other team manager's.
    edit_home_lineup: table || homeManager,
    edit_away_lineup: table || awayManager,
    confirm_home_lineup: homeManager,
    confirm_away_lineup: awayManager,
    sign_as_referee: staff.referee,
    change_finished_events: staff.referee || staff.scorer,
    correct_locked: access.scope('games.score').associations.has(game.competition.associationId),
    name_scorers: coversCompetition(access, 'games.edit', game.competition),
    manage_game: coversCompetition(access, 'games.edit', game.competition),
    // The table's device collects the signatures; a team manager's phone is no neutral table.
    record_signatures: table,
  };
}

/** The game and the caller's rights on its sheet: 404 for an unknown game, 403 when the caller has none. */
export async function authorizeSheet(access: Access, gameId: number): Promise<SheetAccess> {
  const game = await db().game.findUnique({ where: { id: gameId }, select: SHEET_ACCESS_SELECT });
  if (!game) throw notFound('Game');
  const [referee, scorer] = await Promise.all([
    db().gameOfficial.count({ where: { gameId, personId: access.personId, role: 'referee' } }),
    db().gameScorer.count({ where: { gameId, personId: access.personId } }),
  ]);
  const rights = sheetRights(access, game, { referee: referee > 0, scorer: scorer > 0 });
  if (!Object.values(rights).some(Boolean)) throw forbidden('Not your game');
  return { personId: access.personId, game, rights };
}

/** A game code's rights: those of a named scorer, the table's device, nothing of a person (decision 050). */
export const GAME_CODE_RIGHTS: SheetRightsDTO = {
  score: true,
  edit_home_lineup: true,
  edit_away_lineup: true,
  confirm_home_lineup: false,
  confirm_away_lineup: false,
  sign_as_referee: false,
  change_finished_events: true,
  correct_locked: false,
  name_scorers: false,
  manage_game: false,
  record_signatures: true,
};

/** The signer of a signature the caller gives with their own PIN: a person (a game code never signs). */
export function signerOf(sheet: SheetAccess): number {
  if (sheet.personId === null) throw forbidden('A game code signs nothing');
  return sheet.personId;
}

/** 403 unless the caller has this right on the sheet. */
export function requireSheetRight(sheet: SheetAccess, right: SheetRight): void {
  if (!sheet.rights[right]) throw forbidden(`Missing right ${right} on this score sheet`);
}

const lineupRight = (side: SideName): SheetRight => (side === 'home' ? 'edit_home_lineup' : 'edit_away_lineup');

/** 403 NotYourLineup unless the caller may change this side's line-up (a team manager: their own side only). */
export function requireLineupRight(sheet: SheetAccess, side: SideName): void {
  if (!sheet.rights[lineupRight(side)]) throw new AppError('NotYourLineup', `The ${side} line-up is not yours to change`);
}
export const confirmRight = (side: SideName): SheetRight => (side === 'home' ? 'confirm_home_lineup' : 'confirm_away_lineup');

/** Who reads the referees' report: the game's referees and the league, never the teams (decision 047). */

/** 403 unless the caller reads the game's referee report. */
export function requireRefereeReportReader(sheet: SheetAccess): void {
  if (!readsRefereeReport(sheet.rights)) throw forbidden('The referee report is for the referees and the league');
}
