// A schedule imported from a CSV or XLSX file (docs/product.md#game-day): the request and the preview the server
// answers for a dry run, a refused import (422 ImportNotClean, the same rows in the error's details) and an import.
import { z } from 'zod';
import { PathId } from './ids';

/** Largest file the import reads (413 above). */
export const GAME_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Most data rows one file may hold (413 above): a season of a large league is a few hundred. */
export const GAME_IMPORT_MAX_ROWS = 5000;
/** The multipart field that carries the file. */
export const GAME_IMPORT_FIELD = 'file';

/** The columns of a schedule file, in the template's order. */
export const GAME_IMPORT_COLUMNS = ['number', 'date', 'time', 'group', 'home', 'away', 'field'] as const;
export const GameImportColumn = z.enum(GAME_IMPORT_COLUMNS);
export type GameImportColumnName = z.infer<typeof GameImportColumn>;

/** What can be wrong with a row (each shown in the preview; the import refuses a file with any of them). */
export const GAME_IMPORT_PROBLEMS = [
  'missingValue',
  'invalidNumber',
  'invalidDate',
  'invalidTime',
  'unknownGroup',
  'unknownTeam',
  'ambiguousTeam',
  'teamNotInGroup',
  'sameTeam',
  'kickoffOutsideSeason',
  'duplicateNumber',
  'numberTaken',
  'fieldDoubleBooked',
] as const;
export const GameImportProblemKind = z.enum(GAME_IMPORT_PROBLEMS);
export type GameImportProblemKindName = z.infer<typeof GameImportProblemKind>;

export const GameImportParams = z.strictObject({ id: PathId });

export const GameImportQuery = z.strictObject({
  /** true: answer the preview and write nothing. */
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** The season the games belong to; default: the competition's default season, else its newest with groups. */
  seasonId: PathId.optional(),
});

export const GameImportTemplateQuery = z.strictObject({
  format: z.enum(['csv', 'xlsx']),
});

export const GameImportProblem = z.strictObject({
  kind: GameImportProblemKind,
  /** The column the problem is in (null: the row as a whole). */
  column: GameImportColumn.nullable(),
  /** The other row of the file it clashes with (duplicate number, double-booked field). */
  other_row: z.int().nullable(),
  /** The stored game it clashes with (number taken, double-booked field). */
  other_game_number: z.int().nullable(),
});
export type GameImportProblemDTO = z.infer<typeof GameImportProblem>;

const Named = z.strictObject({ id: z.int(), name: z.string() });

export const GameImportRow = z.strictObject({
  /** The row's line in the file (1 is the header). */
  row: z.int(),
  number: z.int().nullable(),
  /** The kickoff (association's time zone read from date and time), ISO 8601. */
  kickoff: z.iso.datetime().nullable(),
  group: Named.nullable(),
  home_team: Named.nullable(),
  away_team: Named.nullable(),
  /** The home club's field the location names, when it names one. */
  field: Named.nullable(),
  /** The location as written (free text when no field of the home club has that name). */
  location: z.string().nullable(),
  /** What the file says, column by column, for showing a row that could not be read. */
  raw: z.strictObject({
    number: z.string(),
    date: z.string(),
    time: z.string(),
    group: z.string(),
    home: z.string(),
    away: z.string(),
    field: z.string(),
  }),
  problems: z.array(GameImportProblem),
});
export type GameImportRowDTO = z.infer<typeof GameImportRow>;

export const GameImportPreview = z.strictObject({
  season: Named,
  /** No row has a problem and no required column is missing. */
  clean: z.boolean(),
  /** Required columns the header lacks (the file is then not read further). */
  missing_columns: z.array(GameImportColumn),
  rows: z.array(GameImportRow),
  /** Games written: 0 for a dry run. */
  imported: z.int().min(0),
});
export type GameImportPreviewDTO = z.infer<typeof GameImportPreview>;
