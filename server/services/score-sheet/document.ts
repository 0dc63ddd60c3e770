// The score sheet of a finished game as a PDF (pdfkit), streamed to the response.
import type { Response } from 'express';
import { AppError } from '../../errors';

export async function sendScoreSheetPdf(_gameId: number, _res: Response): Promise<void> {
  throw new AppError('Conflict', 'not built yet');
}
