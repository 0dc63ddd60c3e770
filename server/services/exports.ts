// Streamed exports (member and referee lists): CSV through csv-stringify, XLSX through exceljs' streaming writer.
// Rows are read in batches with a cursor, so memory stays flat however long the list is.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Response } from 'express';

export type Cell = string | number | Date | null | undefined;

/** Phone-like values (+49 151 ..., -12) carry no formula: digits and phone punctuation only. */
const PHONE_LIKE = /^[+-]?[0-9 ()/.-]*$/;

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

const today = () => new Date().toISOString().slice(0, 10);

function attachment(res: Response, contentType: string, name: string, extension: string): void {
  res.status(200);
  res.set('Content-Type', contentType);
  res.set('Content-Disposition', `attachment; filename="${name}-${today()}.${extension}"`);
  res.set('X-Content-Type-Options', 'nosniff');
}

/** Resolves when the response can take more, or is gone (a closed connection never drains). */
function drained(res: Response): Promise<unknown> {
  return Promise.race([once(res, 'drain'), once(res, 'close')]);
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

export interface XlsxColumn {
  header: string;
  key: string;
  width?: number;
  date?: boolean;
}

/** XLSX written row by row; every cell is a typed value (string, number, date), never a formula. */
export async function streamXlsx(
  res: Response,
  name: string,
  sheet: string,
  columns: XlsxColumn[],
  rows: AsyncIterable<Record<string, Cell>>,
): Promise<void> {
  attachment(res, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name, 'xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? 18,
    ...(c.date ? { style: { numFmt: 'dd.mm.yyyy' } } : {}),
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  for await (const row of rows) {
    // A slow client: wait until the response has taken what is written, instead of buffering the whole file.
    if (res.writableNeedDrain) await drained(res);
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
