// Reads an uploaded schedule file (CSV or XLSX) into rows of cell texts; the checks of what they say live in
// games-import.ts. The type comes from the file's name or declared type (415 for anything else), a file that claims
// a type and is not one is 400 ImportFileUnreadable, more rows than GAME_IMPORT_MAX_ROWS are 413 ImportTooManyRows,
// and a file that unpacks to far more than a schedule (a ZIP bomb, a giant cell) is 413 ImportFileTooLarge, all
// found while reading, before the file is held whole in memory.
import { parseString } from '@fast-csv/parse';
import { GAME_IMPORT_MAX_ROWS } from '../../../shared/schemas/games-import';
import { AppError } from '../../errors';
import { neutralizeCsvField } from '../../platform/exports';
import { checkEntry, zipEntries, ZipRefused, zipOf, type ZipEntry } from '../../platform/zip-archive';

/** Most entries an XLSX file may list: Excel writes about a dozen, a workbook with pictures some dozens. */
export const XLSX_MAX_ENTRIES = 256;
/** Most bytes one entry of an XLSX file may unpack to: the sheet of a 5,000-row schedule is about 1.5 MB. */
export const XLSX_MAX_ENTRY_BYTES = 8 * 1024 * 1024;
/** Most bytes all entries of an XLSX file together may unpack to. */
export const XLSX_MAX_TOTAL_BYTES = 32 * 1024 * 1024;
/**
 * Longest stretch of the workbook's XML without a tag (a cell's text, an attribute): Excel's longest cell, 32,767
 * characters, fits even written as entities.
 */
export const XLSX_MAX_TEXT_BYTES = 256 * 1024;
/** Longest cell either kind of file may hold; a schedule's names and places are far shorter. */
export const IMPORT_MAX_CELL_CHARS = 4096;

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
const tooManyRows = () => new AppError('ImportTooManyRows', `At most ${GAME_IMPORT_MAX_ROWS} rows per file`);
const tooLarge = (why: string) => new AppError('ImportFileTooLarge', why);

/**
 * Collects the rows that hold something, the header included: refuses a cell over IMPORT_MAX_CELL_CHARS and the row
 * after the last one allowed, so a reader stops there instead of reading on.
 */
class RowCollector {
  readonly rows: string[][] = [];

  add(row: string[]): void {
    if (row.some((cell) => cell.length > IMPORT_MAX_CELL_CHARS))
      throw tooLarge(`A cell holds more than ${IMPORT_MAX_CELL_CHARS} characters`);
    if (!row.some((cell) => cell !== '')) return;
    if (this.rows.length === GAME_IMPORT_MAX_ROWS + 1) throw tooManyRows();
    this.rows.push(row);
  }
}

/** The rows of the file (the first is the header), every cell as trimmed text; empty rows left out. */
export async function readScheduleFile(file: UploadedFile): Promise<string[][]> {
  return kindOf(file) === 'xlsx' ? readXlsx(file.buffer) : readCsv(file.buffer);
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

/**
 * Refuses a field longer than a cell may be (doubled quotes counted twice) before the parser sees it: a megabyte in one
 * field costs the CSV parser tens of megabytes. A field ends at the delimiter or a line break outside quotes.
 */
function checkFieldLengths(text: string, delimiter: string): void {
  const most = 2 * IMPORT_MAX_CELL_CHARS + 2;
  const separator = delimiter.charCodeAt(0);
  let quoted = false;
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) quoted = !quoted;
    else if (!quoted && (c === separator || c === 0x0a || c === 0x0d)) {
      length = 0;
      continue;
    }
    if (++length > most) throw tooLarge(`A cell holds more than ${IMPORT_MAX_CELL_CHARS} characters`);
  }
}

function readCsv(buffer: Buffer): Promise<string[][]> {
  const text = decode(buffer);
  const delimiter = delimiterOf(text);
  checkFieldLengths(text, delimiter);
  return new Promise((resolve, reject) => {
    const rows = new RowCollector();
    // The row after the last allowed one is enough to refuse the file: the parser stops there.
    const parser = parseString<string[], string[]>(text, { delimiter, ignoreEmpty: true, trim: true });
    parser
      .on('error', (e: Error) => reject(unreadable(`Not a readable CSV file: ${e.message}`)))
      .on('data', (row: string[]) => {
        try {
          rows.add(row.map((cell) => formulaText(cell.trim())));
        } catch (e) {
          parser.destroy();
          reject(e as Error);
        }
      })
      .on('end', () => resolve(rows.rows));
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

/** The parts of a workbook the reader needs, in the order it needs them; the first sheet is added after them. */
const WORKBOOK_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];

/** The first worksheet: Excel and LibreOffice number the sheets' files in the order of their tabs. */
function firstSheet(entries: ZipEntry[]): ZipEntry | undefined {
  const number = (e: ZipEntry) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(e.name)?.[1] ?? NaN);
  return entries.filter((e) => Number.isFinite(number(e))).sort((a, b) => number(a) - number(b))[0];
}

/** Refuses a stretch of XML longer than XLSX_MAX_TEXT_BYTES without a tag (a '<'), counted across chunks. */
function textRunGuard(name: string): (chunk: Buffer) => void {
  let run = 0;
  return (chunk) => {
    let from = 0;
    for (let at = chunk.indexOf(0x3c); at !== -1; at = chunk.indexOf(0x3c, from)) {
      if (run + at - from > XLSX_MAX_TEXT_BYTES) break;
      run = 0;
      from = at + 1;
    }
    run += chunk.length - from;
    if (run > XLSX_MAX_TEXT_BYTES) throw tooLarge(`${name} holds more than ${XLSX_MAX_TEXT_BYTES} bytes without a tag`);
  };
}

/**
 * The workbook's parts, checked: the central directory within the limits, then each part the reader will see unpacked
 * once (nothing kept) and held to its declared size and the longest text. Only then does exceljs read them.
 */
async function checkedParts(buffer: Buffer): Promise<ZipEntry[]> {
  try {
    const entries = zipEntries(buffer, {
      maxEntries: XLSX_MAX_ENTRIES,
      maxEntryBytes: XLSX_MAX_ENTRY_BYTES,
      maxTotalBytes: XLSX_MAX_TOTAL_BYTES,
    });
    const sheet = firstSheet(entries);
    if (!sheet) throw unreadable('The XLSX file has no worksheet');
    const parts = [...WORKBOOK_PARTS.map((name) => entries.find((e) => e.name === name)), sheet].filter((e) => !!e);
    for (const part of parts) await checkEntry(buffer, part, textRunGuard(part.name));
    return parts;
  } catch (e) {
    if (!(e instanceof ZipRefused)) throw e;
    throw e.reason === 'tooLarge' ? tooLarge(e.message) : unreadable(`Not a readable XLSX file: ${e.message}`);
  }
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  // A ZIP starts with PK\x03\x04; anything else named .xlsx is not one.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw unreadable('Not an XLSX file');
  const parts = await checkedParts(buffer);
  const { default: ExcelJS } = await import('exceljs');
  // Only the checked parts reach the streaming reader, the sheet last, and it stops at the row cap.
  const source = zipOf(buffer, parts);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // A workbook without shared strings (inline strings only): without this, exceljs parks the sheet in a temporary
  // file, waiting for shared strings that never come.
  const internals = reader as unknown as { sharedStrings?: unknown[] };
  internals.sharedStrings ??= [];
  const rows = new RowCollector();
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, col) => {
          cells[col - 1] = cellText(cell.value);
        });
        rows.add(Array.from(cells, (c) => c ?? ''));
      }
      break;
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw unreadable(`Not a readable XLSX file: ${(e as Error).message}`);
  } finally {
    source.destroy();
  }
  return rows.rows;
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
