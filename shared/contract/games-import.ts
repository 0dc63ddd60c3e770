// The schedule import of a competition (docs/product.md#game-day): a CSV or XLSX file, previewed with dryRun=true,
// imported in one transaction only when every row is clean; and the file template to fill in.
import {
  GAME_IMPORT_FIELD,
  GAME_IMPORT_MAX_BYTES,
  GameImportParams,
  GameImportPreview,
  GameImportQuery,
  GameImportTemplateQuery,
} from '../schemas/games-import';
import { dataOf, endpoint, json, XLSX } from './endpoint';

const EDIT = {
  needs: ['games.edit'],
  on: 'association',
  note: "games.edit on the competition's association (association admin) or on the league itself (its league representative)",
} as const;

export const gameImport = {
  run: endpoint({
    method: 'POST',
    path: '/competitions/{id}/games/import',
    tag: 'Games',
    summary:
      'Import a schedule from a CSV or XLSX file: dryRun=true answers the preview and writes nothing; otherwise every game in one go, or 422 ImportNotClean with the preview',
    auth: 'user',
    recentAuth: true,
    permission: EDIT,
    params: GameImportParams,
    query: GameImportQuery,
    upload: { field: GAME_IMPORT_FIELD, maxBytes: GAME_IMPORT_MAX_BYTES },
    response: dataOf(GameImportPreview),
    status: 200,
    success: json,
  }),
  template: endpoint({
    method: 'GET',
    path: '/competitions/{id}/games/import/template',
    tag: 'Games',
    summary: "A schedule file to fill in (CSV or XLSX) with the competition's groups and teams as examples",
    auth: 'user',
    permission: EDIT,
    params: GameImportParams,
    query: GameImportTemplateQuery,
    status: 200,
    success: { kind: 'file', contentTypes: ['text/csv', XLSX] },
  }),
};
