// The live score sheet (docs/product.md#score-sheet): parse -> authorize the caller's right on the sheet -> service.
// Every change answers what the table needs next and tells the live streams (server/live/publish.ts).
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import { notSignedIn } from '../../errors';
import { authorizeSheet, confirmRight, requireLineupRight, requireRefereeReportReader, requireSheetRight } from './policy';
import { loadRefereeReport, saveRefereeReport } from './referee-report';
import { presentRefereeReport } from './presenter';
import { addEvent, correctEvent, undoEvent } from './events';
import { confirmLineup, lineupCandidates, saveLineup } from './lineups';
import { finishGame, previousPeriod, setClock, startExtraTime } from './play';
import { resetGame, startGame } from './start';
import { recordOutcome } from './outcome';
import { readScoreSheet } from './read';
import { nameScorers } from './scorers';
import { signAsReferee } from './signatures';
import { signersOf, signOnDevice } from './signers';
import { checkGameCode, codeSheet, gameCodeIssuedAt, issueGameCode, revokeGameCode } from './game-code';
import { sendScoreSheetPdf } from './document';
import { sendLeagueScoreSheetPdf } from './league-document';
import { implement, SENT, withStatus, type Route } from '../../http/implement';
import type { Request } from 'express';

const ended = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));

/**
 * The caller's sheet: a person's rights, or a game code's session on its one game (decision 050); a code session
 * whose code is gone or whose day is over ends here (401).
 */
async function sheetOf(req: Request, gameId: number) {
  const code = req.user ? undefined : req.session.gameCode;
  if (!code) return authorizeSheet(await accessOf(req), gameId);
  const sheet = await codeSheet(code, gameId);
  if (sheet) return sheet;
  await ended(req);
  throw notSignedIn();
}

/** Starts a game code's session: a new session id (as at a sign-in), no person in it. */
async function startCodeSession(req: Request, code: { id: number; gameId: number }): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  req.session.gameCode = code;
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export function scoreSheetRoutes(): Route[] {
  return implement(contract.scoreSheet, {
    get: async ({ params }, req) => {
      const sheet = await sheetOf(req, params.id);
      return { data: await readScoreSheet(sheet) };
    },
    candidates: async ({ params }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireLineupRight(sheet, params.side);
      return lineupCandidates(sheet, params.side);
    },
    saveLineup: async ({ params, body }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireLineupRight(sheet, params.side);
      return { data: await saveLineup(sheet, params.side, body) };
    },
    confirmLineup: async ({ params, body }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, confirmRight(params.side));
      return { data: await confirmLineup(sheet, params.side, body.pin) };
    },
    start: async ({ params }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'score');
      await startGame(sheet);
      return { data: await readScoreSheet(await sheetOf(req, params.id)) };
    },
    reset: async ({ params }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'manage_game');
      await resetGame(sheet);
      return { data: await readScoreSheet(await sheetOf(req, params.id)) };
    },
    outcome: async ({ params, body }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'manage_game');
      await recordOutcome(sheet, body);
      return { data: await readScoreSheet(await sheetOf(req, params.id)) };
    },
    clock: async ({ params, body }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'score');
      await setClock(sheet, body);
      return { data: await readScoreSheet(sheet) };
    },
    previousPeriod: async ({ params }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'score');
      await previousPeriod(sheet);
      return { data: await readScoreSheet(sheet) };
    },
    addEvent: async ({ params, body }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'score');
      const { event, created } = await addEvent(sheet, body);
      // A retry with the same idempotency key answers the stored event, 200 instead of 201 (declared: alsoAnswers).
      return withStatus(created ? 201 : 200, { data: event });
    },
    correctEvent: async ({ params, body }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'score');
      return { data: await correctEvent(sheet, params.event, body) };
    },
    undoEvent: async ({ params, query }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'score');
      await undoEvent(sheet, params.event, query.reason ?? null);
      return { data: await readScoreSheet(sheet) };
    },
    extraTime: async ({ params, body }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'score');
      await startExtraTime(sheet, body);
      return { data: await readScoreSheet(sheet) };
    },
    finish: async ({ params, body }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'score');
      await finishGame(sheet, body);
      return { data: await readScoreSheet(await sheetOf(req, params.id)) };
    },
    sign: async ({ params, body }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'sign_as_referee');
      await signAsReferee(sheet, body.pin);
      return { data: await readScoreSheet(await sheetOf(req, params.id)) };
    },
    scorers: async ({ params, body }, req) => {
      const access = await accessOf(req);
      const sheet = await authorizeSheet(access, params.id);
      requireSheetRight(sheet, 'name_scorers');
      await nameScorers(access, sheet, body.person_ids);
      return { data: await readScoreSheet(await sheetOf(req, params.id)) };
    },
    refereeReport: async ({ params }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireRefereeReportReader(sheet);
      const report = await loadRefereeReport(params.id);
      return { data: presentRefereeReport(params.id, report, sheet.rights.sign_as_referee && !sheet.game.lockedAt) };
    },
    saveRefereeReport: async ({ params, body }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'sign_as_referee');
      await saveRefereeReport(sheet, body);
      return { data: presentRefereeReport(params.id, await loadRefereeReport(params.id), true) };
    },
    leagueDocument: async ({ params }, req, res) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireRefereeReportReader(sheet);
      await sendLeagueScoreSheetPdf(sheet, res);
      return SENT;
    },
    signers: async ({ params }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'record_signatures');
      return { data: await signersOf(sheet) };
    },
    signOnDevice: async ({ params, body }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'record_signatures');
      await signOnDevice(sheet, params.person, body.role, body.pin);
      return { data: await readScoreSheet(await sheetOf(req, params.id)) };
    },
    codeState: async ({ params }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'name_scorers');
      return { data: { issued_at: (await gameCodeIssuedAt(sheet.game.id))?.toISOString() ?? null } };
    },
    issueCode: async ({ params }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'name_scorers');
      const issued = await issueGameCode(sheet);
      return { data: { code: issued.code, pin: issued.pin, issued_at: issued.issuedAt.toISOString() } };
    },
    revokeCode: async ({ params }, req) => {
      const sheet = await sheetOf(req, params.id);
      requireSheetRight(sheet, 'name_scorers');
      await revokeGameCode(sheet);
      return { data: { issued_at: null } };
    },
    codeSignIn: async ({ body }, req) => {
      const code = await checkGameCode(body.code, body.pin, req.ip ?? '');
      await startCodeSession(req, code);
      return { data: { game_id: code.gameId } };
    },
    codeSession: async (_input, req) => {
      const code = req.user ? undefined : req.session.gameCode;
      if (!code || !(await codeSheet(code, code.gameId))) return { data: null };
      return { data: { game_id: code.gameId } };
    },
    document: async ({ params }, _req, res) => {
      await sendScoreSheetPdf(params.gameID, res);
      return SENT;
    },
  });
}
