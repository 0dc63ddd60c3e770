// /api/competitions/{id}/games/import (docs/product.md#game-day): a schedule file previewed (dryRun=true) or imported
// in one transaction when clean (422 ImportNotClean with the preview in the error's details otherwise), and the
// template to fill in. games.edit on the competition; authorized before the file is read.
import type { RequestHandler } from 'express';
import { contract } from '../../../shared/contract';
import { GAME_IMPORT_FIELD, GAME_IMPORT_MAX_BYTES, GameImportParams } from '../../../shared/schemas/games-import';
import { AppError } from '../../errors';
import { accessOf } from '../../middleware/auth';
import { singleFile } from '../../middleware/upload';
import { parseParams } from '../../middleware/validate';
import { authorizeCompetition, type CompetitionRef } from './competitions-policy';
import { presentImportPreview } from './import-presenter';
import { importGames, previewImport, templateRows } from './import';
import { readScheduleFile, scheduleFile } from './import-file';
import { implement, SENT, type Route } from '../../http/implement';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The competition authorized before the upload, for the handler (one read of it per request). */
const authorized = new WeakMap<object, CompetitionRef>();

/** Nobody without games.edit on the competition gets to send us a file. */
const authorizeUpload: RequestHandler = async (req, _res, next) => {
  const { id } = parseParams(GameImportParams, req);
  authorized.set(req, await authorizeCompetition(await accessOf(req), 'games.edit', id));
  next();
};

export function gamesImportRoutes(): Route[] {
  return implement(contract.gameImport, {
    run: {
      use: [authorizeUpload, singleFile(GAME_IMPORT_FIELD, GAME_IMPORT_MAX_BYTES)],
      handle: async ({ params, query }, req) => {
        const competition = authorized.get(req) ?? (await authorizeCompetition(await accessOf(req), 'games.edit', params.id));
        if (!req.file) {
          throw new AppError('ValidationFailed', `A file in the field "${GAME_IMPORT_FIELD}" is required`, {
            details: [{ path: GAME_IMPORT_FIELD, code: 'custom', message: 'required' }],
          });
        }
        const table = await readScheduleFile(req.file);
        const preview = await previewImport(competition, query.seasonId, table);
        if (query.dryRun) return { data: presentImportPreview(preview, 0) };
        if (!preview.clean) {
          throw new AppError('ImportNotClean', 'The file has problems; nothing was written', {
            details: [presentImportPreview(preview, 0)],
          });
        }
        return { data: presentImportPreview(preview, await importGames(competition, preview)) };
      },
    },
    template: async ({ params, query }, req, res) => {
      const competition = await authorizeCompetition(await accessOf(req), 'games.edit', params.id);
      const file = await scheduleFile(await templateRows(competition), query.format);
      res
        .type(query.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .attachment(`spielplan-vorlage.${query.format}`)
        .send(file);
      return SENT;
    },
  });
}
