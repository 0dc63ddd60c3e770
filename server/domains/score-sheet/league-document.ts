// The league's score sheet PDF: the public document with the referees' report at its end, for those who read the
// report (docs/decisions/047-referee-report.md). Drawn for each request and never stored, here or on the way.
import type { Response } from 'express';
import { AppError } from '../../errors';
import { countDraw } from './document-cache';
import { documentLanguage, drawDocument } from './document';
import type { SheetAccess } from './policy';
import { loadRefereeReport } from './referee-report';

/**
 * GET /games/{id}/score-sheet.pdf for a caller the policy let read the report: 409 GameNotFinished before the finish.
 * `private, no-store`: the public document's cache (document-cache.ts) is shared by everyone, this one
 * names people before anyone has answered it. Each draw counts against the address's limit like a public one.
 */
export async function sendLeagueScoreSheetPdf(sheet: SheetAccess, res: Response): Promise<void> {
  if (!sheet.game.finishedAt) throw new AppError('GameNotFinished', 'the score sheet document exists once the game is finished');
  const req = res.req;
  res.set('Cache-Control', 'private, no-store');
  res.vary('Accept-Language');
  await countDraw(req, res);
  const report = await loadRefereeReport(sheet.game.id);
  const { pdf, file } = await drawDocument(sheet.game.id, documentLanguage(req.get('accept-language')), report);
  res.type('application/pdf');
  res.set('Content-Disposition', `inline; filename="${file}.pdf"`);
  res.send(pdf);
}
