// Streamed exports (member and referee lists): CSV through csv-stringify, XLSX through exceljs' streaming writer.
// Rows are read in batches with a cursor, so memory stays flat however long the list is.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import { today } from '../../shared/clock';
import type { ExportColumnKey, ExportTexts } from './export-texts';

export type Cell = string | number | Date | null | undefined;

/**
 * Phone-like values (+49 151 ..., -12) carry no formula: a sign, then digits, spaces, brackets, slashes and dots. A
 * hyphen after the first character is arithmetic to a spreadsheet (+49-30-123 would show -104): such values are
 * prefixed like any other.
 */
const PHONE_LIKE = /^[+-]?[0-9 ()/.]*$/;

/**
 * CSV injection (OWASP): a field starting with = + - @ tab or carriage return is prefixed with a single quote,
 * unless it is plainly a number or phone number, which spreadsheet programs cannot run as a formula.
 */
export function neutralizeCsvField(value: string): string {
  if (value === '' || !/^[=+\-@\t\r]/.test(value)) return value;
  if (PHONE_LIKE.test(value) && /[0-9]/.test(value)) return value;
  return `'${value}`;
}

function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(value);
  return neutralizeCsvField(value);
}

function attachment(res: Response, contentType: string, name: string, extension: string): void {
  res.status(200);
  res.set('Content-Type', contentType);
  res.set('Content-Disposition', `attachment; filename="${name}-${today()}.${extension}"`);
  res.set('X-Content-Type-Options', 'nosniff');
}

/** The headers naming what an e-mail export left out; exposed so a client reading the download can show them. */
export function setSkippedHeaders(res: Response, withoutEmail: number, excludedFromMaillists: number): void {
  res.set('X-Skipped-Without-Email', String(withoutEmail));
  res.set('X-Skipped-Excluded-From-Maillists', String(excludedFromMaillists));
}

/** Resolves when `stream` can take more, or the response is gone (a closed connection never drains). */
async function drained(stream: NodeJS.EventEmitter, res: Response): Promise<void> {
  const done = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: done.signal }), once(res, 'close', { signal: done.signal })]);
  } finally {
    // Removes the listener of the event that did not come.
    done.abort();
  }
}

/** CSV with a BOM (so spreadsheet programs read UTF-8 umlauts) and ";" as separator, as German Excel expects. */
export async function streamCsv(res: Response, name: string, header: string[], rows: AsyncIterable<Cell[]>): Promise<void> {
  attachment(res, 'text/csv; charset=utf-8', name, 'csv');
  const csv = stringify({ header: true, columns: header, bom: true, delimiter: ';', quoted_match: /^'/ });
  csv.pipe(res);
  for await (const row of rows) {
    if (!csv.write(row.map(csvCell))) await once(csv, 'drain');
  }
  csv.end();
  await finished(res);
}

/** A column of an XLSX export; its heading is the key's text in the reader's language (export-texts.ts). */
export interface XlsxColumn {
  key: ExportColumnKey;
  width?: number;
  date?: boolean;
}

/** Uncompressed XML allowed to wait for the zip's deflate stream before new rows wait for it. */
const MAX_PENDING_XML = 1 << 20;

interface PendingWritable extends NodeJS.EventEmitter {
  _writableState: { length: number };
}

/**
 * The stream that compresses the sheet's XML. exceljs writes rows into it without regard to its backpressure (its
 * StreamBuf ignores write()'s answer), so the exporter watches it itself; null if exceljs ever changes inside.
 */
function sheetCompression(worksheet: unknown): PendingWritable | null {
  const sink = (worksheet as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as Partial<PendingWritable> | undefined;
  return sink && typeof sink._writableState?.length === 'number' && typeof sink.once === 'function'
    ? (sink as PendingWritable)
    : null;
}

/** XLSX written row by row; every cell is a typed value (string, number, date), never a formula. */
export async function streamXlsx(
  res: Response,
  name: string,
  sheet: keyof ExportTexts['sheets'],
  columns: XlsxColumn[],
  rows: AsyncIterable<Record<string, Cell>>,
  texts: ExportTexts,
): Promise<void> {
  // exceljs loads with the first XLSX export: some 35 MB of memory that a server never exporting does not need.
  const { default: ExcelJS } = await import('exceljs');
  attachment(res, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name, 'xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(texts.sheets[sheet], { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((c) => ({
    header: texts.columns[c.key],
    key: c.key,
    width: c.width ?? 18,
    ...(c.date ? { style: { numFmt: 'dd.mm.yyyy' } } : {}),
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  const deflating = sheetCompression(worksheet);
  for await (const row of rows) {
    // The client went away: stop reading rows.
    if (res.destroyed) return;
    // Wait while the compression lags behind (a busy CPU) or a slow client has not taken what is written,
    // instead of holding the rest of the file in memory.
    if (deflating && deflating._writableState.length > MAX_PENDING_XML) await drained(deflating, res);
    if (res.writableNeedDrain) await drained(res, res);
    const values: Record<string, string | number | Date | null> = {};
    for (const c of columns) {
      const v = row[c.key];
      // A string stays a string cell even when it starts with "="; exceljs makes formulas only from { formula }.
      values[c.key] = v === undefined ? null : v;
    }
    worksheet.addRow(values).commit();
  }
  worksheet.commit();
  await workbook.commit();
}

/** Reads rows in batches of `size` ordered by a unique cursor column (id), so any length streams. */
export async function* inBatches<T extends { id: number }>(
  load: (cursor: number | undefined, take: number) => Promise<T[]>,
  size = 500,
): AsyncGenerator<T> {
  let cursor: number | undefined;
  for (;;) {
    const batch = await load(cursor, size);
    for (const row of batch) yield row;
    if (batch.length < size) return;
    cursor = batch[batch.length - 1]!.id;
  }
}
