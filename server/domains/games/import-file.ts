// Reads an uploaded schedule file (CSV or XLSX) into rows of cell texts; the checks of what they say live in
// games-import.ts. The type comes from the file's name or declared type (415 for anything else), a file that claims
// a type and is not one is 400 ImportFileUnreadable, and more rows than GAME_IMPORT_MAX_ROWS are 413.
import { parseString } from '@fast-csv/parse';
import { GAME_IMPORT_MAX_ROWS } from '../../../shared/schemas/games-import';
import { AppError } from '../../errors';
import { neutralizeCsvField } from '../../platform/exports';

/** A cell the template neutralized ('=...) reads as what it says, so a template imports as it was written. */
const formulaText = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

export interface UploadedFile {
  buffer: Buffer;
  originalname: string;
  mimetype: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPES = new Set(['text/csv', 'text/plain', 'application/csv', 'text/comma-separated-values']);

/** csv or xlsx, from the name first (browsers send CSV as application/vnd.ms-excel on Windows), else the type. */
export function kindOf(file: Pick<UploadedFile, 'originalname' | 'mimetype'>): 'csv' | 'xlsx' {
  const ext = /\.([a-z0-9]+)$/i.exec(file.originalname)?.[1]?.toLowerCase();
  if (ext === 'xlsx') return 'xlsx';
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (file.mimetype === XLSX_TYPE) return 'xlsx';
  if (CSV_TYPES.has(file.mimetype)) return 'csv';
  throw new AppError('UnsupportedMediaType', 'Only .csv and .xlsx files can be imported');
}

const unreadable = (why: string) => new AppError('ImportFileUnreadable', why);
const tooManyRows = () => new AppError('PayloadTooLarge', `At most ${GAME_IMPORT_MAX_ROWS} rows per file`);

/** The rows of the file (the first is the header), every cell as trimmed text; empty rows left out. */
export async function readScheduleFile(file: UploadedFile): Promise<string[][]> {
  const rows = kindOf(file) === 'xlsx' ? await readXlsx(file.buffer) : await readCsv(file.buffer);
  const kept = rows.filter((row) => row.some((cell) => cell !== ''));
  if (kept.length > GAME_IMPORT_MAX_ROWS + 1) throw tooManyRows();
  return kept;
}

// ---------------------------------------------------------------- CSV

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1252 (Excel's German CSV). */
function decode(buffer: Buffer): string {
  if (buffer.includes(0)) throw unreadable('A CSV file holds no NUL bytes');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** The separator the header line uses most: Excel writes `;` where the decimal mark is a comma. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

function readCsv(buffer: Buffer): Promise<string[][]> {
  const text = decode(buffer);
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { delimiter: delimiterOf(text), ignoreEmpty: true, trim: true })
      .on('error', (e: Error) => reject(unreadable(`Not a readable CSV file: ${e.message}`)))
      .on('data', (row: string[]) => {
        if (rows.length > GAME_IMPORT_MAX_ROWS + 1) return;
        rows.push(row.map((cell) => formulaText(cell.trim())));
      })
      .on('end', () => (rows.length > GAME_IMPORT_MAX_ROWS + 1 ? reject(tooManyRows()) : resolve(rows)));
  });
}

// ---------------------------------------------------------------- XLSX

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as text. Excel keeps dates and times as serial numbers that exceljs hands over as Dates on the UTC clock of
 * the wall time typed: a time alone lies on 1899-12-30, a date alone at midnight.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    if (value.getUTCFullYear() < 1900) return time;
    const day = value.toISOString().slice(0, 10);
    return time === '00:00' ? day : `${day} ${time}`;
  }
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (v.richText)
      return v.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    return '';
  }
  // A number below 1 is a time of day that was typed without a time format (0.75 = 18:00); game numbers start at 1.
  if (typeof value === 'number' && value > 0 && value < 1) {
    const minutes = Math.round(value * 24 * 60);
    return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
  }
  return String(value).trim();
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  // A ZIP starts with PK\x03\x04; anything else named .xlsx is not one.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw unreadable('Not an XLSX file');
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (e) {
    throw unreadable(`Not a readable XLSX file: ${(e as Error).message}`);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw unreadable('The XLSX file has no worksheet');
  if (sheet.rowCount > GAME_IMPORT_MAX_ROWS + 1) throw tooManyRows();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}

// ---------------------------------------------------------------- the template

/** The rows as a file: CSV with `;` (what Excel opens in German) and a BOM, or an XLSX sheet. */
export async function scheduleFile(rows: string[][], format: 'csv' | 'xlsx'): Promise<Buffer> {
  if (format === 'csv') {
    // A name that starts like a formula (a group called =HYPERLINK(...)) is neutralized as in every CSV export.
    const quote = (text: string) => {
      const c = neutralizeCsvField(text);
      return /[;"\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c;
    };
    return Buffer.from(`\ufeff${rows.map((r) => r.map(quote).join(';')).join('\r\n')}\r\n`, 'utf8');
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Spielplan');
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
