// The live score sheet (docs/product.md#score-sheet): parse -> authorize the caller's right on the sheet -> service.
// Every change answers what the table needs next and tells the live streams (server/live/publish.ts).
import { contract } from '../../../shared/contract';
import { accessOf } from '../../middleware/auth';
import { authorizeSheet, confirmRight, requireLineupRight, requireSheetRight } from './policy';
import { addEvent, correctEvent, undoEvent } from './events';
import { confirmLineup, lineupCandidates, saveLineup } from './lineups';
import { finishGame, previousPeriod, setClock, startExtraTime } from './play';
import { resetGame, startGame } from './start';
import { recordOutcome } from './outcome';
import { readScoreSheet } from './read';
import { nameScorers } from './scorers';
import { signAsReferee } from './signatures';
import { sendScoreSheetPdf } from './document';
import { implement, SENT, withStatus, type Route } from '../../http/implement';
import type { Config } from '../../config';
import type { SheetMail } from './signature-removal';
import type { Request } from 'express';

export function scoreSheetRoutes(config: Config): Route[] {
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  // A signer whose signature a change removed is told after the answer; a failed mail is logged.
  const mail = (req: Request): SheetMail => ({
    sheetUrl: (gameId) => `${base}/sheet/${gameId}`,
    onError: (err: unknown) => req.log?.error({ err }, 'score sheet mail failed'),
  });
  return implement(contract.scoreSheet, {
    get: async ({ params }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      return { data: await readScoreSheet(sheet) };
    },
    candidates: async ({ params }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireLineupRight(sheet, params.side);
      return lineupCandidates(sheet, params.side);
    },
    saveLineup: async ({ params, body }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireLineupRight(sheet, params.side);
      return { data: await saveLineup(sheet, params.side, body, mail(req)) };
    },
    confirmLineup: async ({ params, body }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, confirmRight(params.side));
      return { data: await confirmLineup(sheet, params.side, body.pin) };
    },
    start: async ({ params }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'score');
      await startGame(sheet);
      return { data: await readScoreSheet(await authorizeSheet(await accessOf(req), params.id)) };
    },
    reset: async ({ params }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'manage_game');
      await resetGame(sheet);
      return { data: await readScoreSheet(await authorizeSheet(await accessOf(req), params.id)) };
    },
    outcome: async ({ params, body }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'manage_game');
      await recordOutcome(sheet, body);
      return { data: await readScoreSheet(await authorizeSheet(await accessOf(req), params.id)) };
    },
    clock: async ({ params, body }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'score');
      await setClock(sheet, body);
      return { data: await readScoreSheet(sheet) };
    },
    previousPeriod: async ({ params }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'score');
      await previousPeriod(sheet);
      return { data: await readScoreSheet(sheet) };
    },
    addEvent: async ({ params, body }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'score');
      const { event, created } = await addEvent(sheet, body, mail(req));
      // A retry with the same idempotency key answers the stored event, 200 instead of 201 (declared: alsoAnswers).
      return withStatus(created ? 201 : 200, { data: event });
    },
    correctEvent: async ({ params, body }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'score');
      return { data: await correctEvent(sheet, params.event, body, mail(req)) };
    },
    undoEvent: async ({ params, query }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'score');
      await undoEvent(sheet, params.event, query.reason ?? null, mail(req));
      return { data: await readScoreSheet(sheet) };
    },
    extraTime: async ({ params, body }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'score');
      await startExtraTime(sheet, body);
      return { data: await readScoreSheet(sheet) };
    },
    finish: async ({ params, body }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'score');
      await finishGame(sheet, body);
      return { data: await readScoreSheet(await authorizeSheet(await accessOf(req), params.id)) };
    },
    sign: async ({ params, body }, req) => {
      const sheet = await authorizeSheet(await accessOf(req), params.id);
      requireSheetRight(sheet, 'sign_as_referee');
      await signAsReferee(sheet, body.pin);
      return { data: await readScoreSheet(await authorizeSheet(await accessOf(req), params.id)) };
    },
    scorers: async ({ params, body }, req) => {
      const access = await accessOf(req);
      const sheet = await authorizeSheet(access, params.id);
      requireSheetRight(sheet, 'name_scorers');
      await nameScorers(access, sheet, body.person_ids);
      return { data: await readScoreSheet(await authorizeSheet(await accessOf(req), params.id)) };
    },
    document: async ({ params }, _req, res) => {
      await sendScoreSheetPdf(params.gameID, res);
      return SENT;
    },
  });
}
